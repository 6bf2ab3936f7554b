/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export const bearerToken = (authorization: string | undefined): string | null => {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)[ ]*$/iu.exec(authorization ?? "");
  return match?.[1] ?? null;
};
