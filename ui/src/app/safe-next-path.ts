/**
 * The in-app path to go to after sign-in, from the `next` query parameter a protected page put
 * there; anything that could leave the app (`//evil.example`, `https://…`, `/\evil`) gives "/".
 */
export const safeNextPath = (next: string | null): string =>
  next?.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : "/";
