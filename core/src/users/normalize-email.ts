/**
 * The form of an e-mail address under which accounts are unique (docs/PRODUCT-RULES.md#accounts):
 * trimmed and lowercased, so "Ana@Example.com " and "ana@example.com" are one account.
 */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
