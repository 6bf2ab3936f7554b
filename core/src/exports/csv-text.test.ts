import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField, csvText, spreadsheetText } from "./csv-text.ts";

/** Reads RFC 4180 text back into records, to state the writer's law. */
const parse = (text: string): Array<Array<string>> => {
  const records: Array<Array<string>> = [];
  let record: Array<string> = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += c;
  }
  return records;
};

describe("csvText", () => {
  it("starts with a UTF-8 byte order mark and ends every record with CRLF", () => {
    expect(
      csvText([
        ["a", "b"],
        ["c", "d"],
      ]),
    ).toBe("\uFEFFa,b\r\nc,d\r\n");
  });

  it("quotes a field holding a comma, a quote or a line break, doubling its quotes", () => {
    expect(csvField("Smith, Jones")).toBe('"Smith, Jones"');
    expect(csvField('The "Best" Co')).toBe('"The ""Best"" Co"');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("plain")).toBe("plain");
  });

  it("reads back exactly the records it was given", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: "binary" }), { minLength: 1, maxLength: 5 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (records) => {
          expect(parse(csvText(records).slice(1))).toEqual(records);
        },
      ),
    );
  });
});

describe("spreadsheetText", () => {
  it("keeps a value that a spreadsheet would run as a formula as text", () => {
    expect(spreadsheetText('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(spreadsheetText("+33 1 23")).toBe("'+33 1 23");
    expect(spreadsheetText("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(spreadsheetText("-1")).toBe("'-1");
  });

  it("leaves ordinary text alone", () => {
    expect(spreadsheetText("Acme – Ltd")).toBe("Acme – Ltd");
  });
});
