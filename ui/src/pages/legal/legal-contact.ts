/**
 * The address the legal pages and the enterprise offer name. It is the operator's to set: the
 * reserved `.example` domain makes an unset address obvious rather than misdirecting mail.
 */
export const LEGAL_CONTACT_EMAIL = "support@invoicing.example";

/** The day the legal texts were last changed; bump it with any change to their wording. */
export const LEGAL_UPDATED_ON = "2026-11-20";
