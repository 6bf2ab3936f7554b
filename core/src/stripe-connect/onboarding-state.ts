/** How long a seller has to come back from Stripe's onboarding before its `state` is refused. */
export const ONBOARDING_STATE_MINUTES = 30;

/** Whether an onboarding started at `createdAt` may still finish at `now`. */
export const onboardingStateLive = (createdAt: string, now: string): boolean => {
  const age = Date.parse(now) - Date.parse(createdAt);
  return age >= 0 && age <= ONBOARDING_STATE_MINUTES * 60_000;
};
