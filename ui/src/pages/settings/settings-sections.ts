/** The sections of the settings page in order: their anchor and the i18n key of their title. */
export const settingsSections = {
  profile: { id: "profile", title: "settings.profile.title" },
  logo: { id: "logo", title: "settings.logo.title" },
  password: { id: "password", title: "settings.password.title" },
  notifications: { id: "notifications", title: "settings.notifications.title" },
  preferences: { id: "preferences", title: "settings.preferences.title" },
  numbering: { id: "numbering", title: "settings.numbering.title" },
  stripeConnect: { id: "stripe-connect", title: "settings.stripeconnect.title" },
  outbox: { id: "outbox", title: "outbox.settingstitle" },
  jobs: { id: "jobs", title: "jobs.title" },
} as const;

/** One section of the settings page. */
export type SettingsSectionName = keyof typeof settingsSections;
