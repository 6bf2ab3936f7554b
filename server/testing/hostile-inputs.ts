import fc from "fast-check";

/** The JSON Schema subset Effect writes for our request schemas. */
export interface JsonSchemaNode {
  readonly type?: string | ReadonlyArray<string>;
  readonly properties?: Readonly<Record<string, JsonSchemaNode>>;
  readonly required?: ReadonlyArray<string>;
  readonly items?: JsonSchemaNode;
  readonly enum?: ReadonlyArray<unknown>;
  readonly anyOf?: ReadonlyArray<JsonSchemaNode>;
  readonly oneOf?: ReadonlyArray<JsonSchemaNode>;
  readonly allOf?: ReadonlyArray<JsonSchemaNode>;
  readonly $ref?: string;
}

/** Text that has broken servers: control and format characters, lone surrogates, injections. */
export const hostileStrings: ReadonlyArray<string> = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uDBFFy",
  "\uFEFF",
  "\u202Eevil",
  "\u200B",
  "𝒳😀👩‍👩‍👧",
  "e\u0301",
  "İıǅ",
  "\r\n\t",
  "'; drop table users; --",
  '" or 1=1 --',
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "%00%2e%2e%2f",
  "$" + "{7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "9".repeat(400),
  "2026-02-30",
  "2026-13-01",
  "0000-00-00",
  "+275760-09-13",
  "2026-1-1",
  "2026-11-01T00:00:00Z",
  "yesterday",
  "00000000-0000-0000-0000-000000000000",
  "x".repeat(70_000),
  "é".repeat(5_001),
];

/** Numbers a request may carry that no field wants: negative, huge, tiny, unsafe. */
export const hostileNumbers: ReadonlyArray<number> = [
  -1,
  0,
  -0,
  0.1,
  0.005,
  1.5,
  -999_999_999_999,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
];

const hostileText = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(...hostileNumbers),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON scalar a field may be sent instead of the right one. */
const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileText,
);

/** A value nested `depth` levels deep in arrays or objects. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 50, max: 800 }), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = "deep";
    for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
    return value;
  });

/** Any JSON value, hostile scalars at the leaves, sometimes very deep. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 2, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 2, arbitrary: fc.dictionary(hostileText, hostileScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: fc.array(fc.constant(0), { minLength: 2_000, maxLength: 3_000 }) },
);

const resolver = (definitions: Readonly<Record<string, JsonSchemaNode>>) => {
  const resolve = (node: JsonSchemaNode): JsonSchemaNode => {
    if (node.$ref === undefined) return node;
    const target = definitions[node.$ref.split("/").pop() ?? ""];
    return target === undefined ? {} : resolve(target);
  };
  return resolve;
};

const typesOf = (node: JsonSchemaNode): ReadonlyArray<string> =>
  node.type === undefined ? [] : typeof node.type === "string" ? [node.type] : node.type;

/**
 * Values for a field described by `node`: mostly a well-typed value (so the decoder looks
 * deeper), sometimes a hostile one in its place.
 */
const valueFor = (
  node: JsonSchemaNode,
  resolve: (node: JsonSchemaNode) => JsonSchemaNode,
  depth: number,
): fc.Arbitrary<unknown> => {
  const schema = resolve(node);
  const choices: Array<fc.Arbitrary<unknown>> = [];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (depth < 4) {
    for (const alternative of alternatives) choices.push(valueFor(alternative, resolve, depth + 1));
  }
  if (schema.enum !== undefined && schema.enum.length > 0) {
    choices.push(fc.constantFrom(...schema.enum));
  }
  for (const type of typesOf(schema)) {
    switch (type) {
      case "string":
        choices.push(hostileText);
        break;
      case "number":
      case "integer":
        choices.push(hostileNumber);
        break;
      case "boolean":
        choices.push(fc.boolean());
        break;
      case "null":
        choices.push(fc.constant(null));
        break;
      case "array":
        if (depth < 4) {
          choices.push(
            fc.array(valueFor(schema.items ?? {}, resolve, depth + 1), { maxLength: 3 }),
          );
        }
        break;
      case "object":
        if (depth < 4) choices.push(objectFor(schema, resolve, depth + 1));
        break;
    }
  }
  const typed = choices.length === 0 ? hostileJson : fc.oneof(...choices);
  return fc.oneof({ weight: 3, arbitrary: typed }, { weight: 1, arbitrary: hostileJson });
};

/** An object with some of the schema's fields (required ones sometimes left out) and extras. */
const objectFor = (
  schema: JsonSchemaNode,
  resolve: (node: JsonSchemaNode) => JsonSchemaNode,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> => {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      name,
      valueFor(property, resolve, depth),
    ]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(hostileText, hostileJson, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
};

/**
 * Request bodies for a route whose body the JSON Schema `schema` (with its `definitions`)
 * describes: objects shaped like the real one with wrong, missing and extra fields, and values of
 * every other JSON kind.
 */
export const hostileBodies = (
  schema: JsonSchemaNode,
  definitions: Readonly<Record<string, JsonSchemaNode>>,
): fc.Arbitrary<unknown> => {
  const resolve = resolver(definitions);
  return fc.oneof(
    { weight: 8, arbitrary: valueFor(schema, resolve, 0) },
    { weight: 1, arbitrary: hostileJson },
  );
};

const encodeQueryText = (text: string): string =>
  text.isWellFormed() ? encodeURIComponent(text) : encodeURIComponent(text.toWellFormed());

// Node refuses a request line over 16 KB itself (431) before any of our code runs.
const urlText = hostileText.filter((text) => text.length <= 1_000);

/** Percent-encodings that no browser sends: bad escapes, overlong UTF-8, NUL. */
const rawQueryValues = ["%", "%ZZ", "%00", "%C0%AF", "%ED%A0%80", "%FF%FE", "a%2", "%25%32%35"];

const queryValue = fc.oneof(
  urlText.map(encodeQueryText),
  hostileNumber.map((number) => encodeURIComponent(String(number))),
  fc.constantFrom(...rawQueryValues),
);

/**
 * Query strings (without `?`) for a route whose query the JSON Schema `schema` describes: its
 * parameters absent, empty, given twice or with hostile values, and unknown ones.
 */
export const hostileQueries = (schema: JsonSchemaNode): fc.Arbitrary<string> => {
  const names = Object.keys(schema.properties ?? {});
  const parameter = fc.tuple(
    names.length === 0 ? urlText.map(encodeQueryText) : fc.constantFrom(...names),
    fc.array(queryValue, { minLength: 1, maxLength: 3 }),
  );
  return fc
    .tuple(
      fc.array(parameter, { minLength: 1, maxLength: 5 }),
      fc.array(fc.tuple(urlText.map(encodeQueryText), queryValue), { maxLength: 2 }),
    )
    .map(([known, extra]) =>
      [
        ...known.flatMap(([name, values]) => values.map((value) => `${name}=${value}`)),
        ...extra.map(([name, value]) => `${name}=${value}`),
      ].join("&"),
    );
};

/** Path segments where an id belongs: not ids, traversals, bad escapes, huge ones. */
export const hostilePathSegments: fc.Arbitrary<string> = fc.oneof(
  urlText.filter((text) => text !== "").map(encodeQueryText),
  fc.constantFrom(
    "%",
    "%ZZ",
    "%00",
    "..%2F..%2Fetc%2Fpasswd",
    "%2e%2e",
    "%C0%AF",
    "%ED%A0%80",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "00000000-0000-4000-8000-000000000000.png",
  ),
);
