/** BT-24 of the Factur-X EN 16931 ("Comfort") profile, the one a small business issues. */
export const EN16931_GUIDELINE = "urn:cen.eu:en16931:2017";

/** The profile's name in the PDF's XMP (`fx:ConformanceLevel`). */
export const EN16931_CONFORMANCE_LEVEL = "EN 16931";

/** The name the XML carries inside the PDF/A-3 (`fx:DocumentFileName`). */
export const FACTUR_X_FILE_NAME = "factur-x.xml";

/** BT-3 of a commercial invoice (UNTDID 1001). */
export const COMMERCIAL_INVOICE_TYPE_CODE = "380";

/** BT-3 of a credit note (UNTDID 1001), which names the invoice it corrects (BT-25, BT-26). */
export const CREDIT_NOTE_TYPE_CODE = "381";
