import { isTerminalStatus, type LifecycleCode, lifecyclePhase } from "./lifecycle-status.ts";

const FIRST: ReadonlySet<LifecycleCode> = new Set([200, 213]);

// The transmission statuses each transmission status may be followed by.
const NEXT_IN_TRANSMISSION: Readonly<Partial<Record<LifecycleCode, ReadonlyArray<LifecycleCode>>>> =
  {
    200: [201, 202, 213],
    201: [202, 213],
    202: [203, 213],
    203: [],
  };

/**
 * Whether status `next` may follow `latest` (null: nothing yet) on one invoice
 * (docs/FRANCE-PA.md#statuses). A deposit (200) or a rejection (213) comes first; the
 * platforms then move it along 201, 202, 203; once deposited, the parties' processing statuses
 * follow in any order, 209 only after a suspension (208), 212 may repeat for each payment cashed;
 * nothing follows a refusal (210) or a rejection (213).
 */
export const canFollow = (latest: LifecycleCode | null, next: LifecycleCode): boolean => {
  if (latest === null) return FIRST.has(next);
  if (isTerminalStatus(latest)) return false;
  if (lifecyclePhase(next) === "transmission") {
    return (NEXT_IN_TRANSMISSION[latest] ?? []).includes(next);
  }
  if (next === 209) return latest === 208;
  return true;
};

/** The status an invoice stands at after `history` (oldest first): the last one, null for none. */
export const latestStatus = (history: ReadonlyArray<LifecycleCode>): LifecycleCode | null =>
  history.at(-1) ?? null;

/** Whether a whole history, oldest first, is a sequence of allowed transitions. */
export const isAllowedHistory = (history: ReadonlyArray<LifecycleCode>): boolean =>
  history.every((code, index) =>
    canFollow(index === 0 ? null : (history[index - 1] ?? null), code),
  );
