import { Effect } from "effect";
import { dayBoundsIn } from "../calendar/day-bounds.ts";
import { todayIn } from "../calendar/today-in.ts";
import { buildDashboardData } from "../dashboard/build-dashboard-data.ts";
import { Clock } from "../ports/clock.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { User } from "../users/user.ts";

/**
 * The dashboard of `user` as the request's session found them (docs/PRODUCT-RULES.md#dashboard):
 * today is the date in the user's time zone; the database sums per currency; the cards lead
 * with the user's currency.
 */
export const dashboard = (user: Pick<User, "id" | "timeZone" | "currency">) =>
  Effect.gen(function* () {
    const now = yield* (yield* Clock).now;
    const today = todayIn(user.timeZone, new Date(now));
    const figures = yield* (yield* InvoiceRepository).dashboardFigures(user.id, {
      today,
      ...dayBoundsIn(user.timeZone, today),
    });
    return buildDashboardData({ ...figures, userCurrency: user.currency, today });
  });
