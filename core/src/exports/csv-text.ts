/** The byte order mark that makes spreadsheet applications read the file as UTF-8. */
export const UTF8_BOM = "\uFEFF";

const needsQuotes = /[",\r\n]/u;
// A cell starting with one of these is run as a formula by spreadsheet applications (OWASP "CSV
// injection"); a leading apostrophe makes them show it as text.
const formulaStart = /^[=+\-@\t\r]/u;

/** One CSV field (RFC 4180): quoted, with quotes doubled, when it holds a comma, quote or break. */
export const csvField = (value: string): string =>
  needsQuotes.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** Free text made safe to open in a spreadsheet: a formula-looking value is kept as text. */
export const spreadsheetText = (text: string): string =>
  formulaStart.test(text) ? `'${text}` : text;

/** A CSV document (RFC 4180): CRLF after every record, UTF-8 byte order mark first. */
export const csvText = (records: ReadonlyArray<ReadonlyArray<string>>): string =>
  UTF8_BOM + records.map((record) => `${record.map(csvField).join(",")}\r\n`).join("");
