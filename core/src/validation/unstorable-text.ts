/** The key of text PostgreSQL cannot store: a NUL character or half of a surrogate pair. */
export const UNSTORABLE_TEXT_KEY = "common.validation.invalidcharacters";

const storable = (text: string): boolean => text.isWellFormed() && !text.includes("\u0000");

/**
 * Every string in a decoded JSON body or query (object keys included) that no text column can
 * hold, by dotted path (`items.0.description`; "" for the input itself) mapped to
 * UNSTORABLE_TEXT_KEY. Such text would fail in the database (NUL) or be silently altered (a lone
 * surrogate), so it is refused at the boundary, whatever the field. Walks without recursion, so a
 * body nested a million levels deep costs a loop, not the stack.
 */
export const unstorableText = (input: unknown): Record<string, string> => {
  const fields: Record<string, string> = {};
  const pending: Array<readonly [string, unknown]> = [["", input]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [path, value] = next;
    const at = (key: string) => (path === "" ? key : `${path}.${key}`);
    if (typeof value === "string") {
      if (!storable(value)) fields[path] ??= UNSTORABLE_TEXT_KEY;
    } else if (typeof value === "object" && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (!storable(key))
          fields[at(key.toWellFormed().replaceAll("\u0000", ""))] ??= UNSTORABLE_TEXT_KEY;
        pending.push([at(key), inner]);
      }
    }
  }
  return fields;
};
