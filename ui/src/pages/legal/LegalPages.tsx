import { LegalDocument } from "./LegalDocument.tsx";

/** `/terms`: the terms of service. */
export const TermsPage = () => <LegalDocument name="terms" />;

/** `/privacy`: the privacy policy. */
export const PrivacyPage = () => <LegalDocument name="privacy" />;

/** `/refund`: the refund policy (14 days, refunded within 5 to 7 business days). */
export const RefundPage = () => <LegalDocument name="refund" />;
