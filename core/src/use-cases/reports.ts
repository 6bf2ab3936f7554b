import { Effect } from "effect";
import { todayIn } from "../calendar/today-in.ts";
import { Clock } from "../ports/clock.ts";
import { ReportRepository } from "../ports/report-repository.ts";
import { buildReportsData } from "../reports/build-reports-data.ts";
import { reportPeriod } from "../reports/report-period.ts";
import type { ReportsQuery } from "../reports/reports-query.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

/**
 * The reports: the last `months` months up to the current one in the user's
 * time zone, summed by the database per currency.
 */
export const reports = (userId: UserId, query: ReportsQuery) =>
  Effect.gen(function* () {
    const user = yield* findUser(userId);
    const now = yield* (yield* Clock).now;
    const period = reportPeriod(user.timeZone, todayIn(user.timeZone, new Date(now)), query.months);
    const figures = yield* (yield* ReportRepository).reportFigures(userId, period);
    return buildReportsData(period, figures);
  });
