import { Ajv2020 } from "ajv/dist/2020.js";
import type { OpenApiDocument } from "../src/openapi/openapi-document.ts";

interface CompiledPath {
  readonly method: string;
  readonly pattern: RegExp;
  readonly responses: Readonly<Record<string, unknown>>;
}

/** Problems found in one answer, or null when it matches the document. */
export type ResponseCheck = (
  method: string,
  path: string,
  status: number,
  body: unknown,
) => string | null;

const patternOf = (openApiPath: string): RegExp =>
  new RegExp(
    `^${openApiPath
      .split(/\{[^}]+\}/u)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&"))
      .join("[^/]+")}$`,
    "u",
  );

/**
 * A checker of JSON answers against an OpenAPI document: finds the operation of a method and
 * path (first match, fixed paths listed first as the router does), then validates the body with
 * the schema of its status. An answer no operation documents is a problem too.
 */
export const responseChecker = (document: OpenApiDocument): ResponseCheck => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  const paths: Array<CompiledPath> = [];
  for (const [openApiPath, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      paths.push({
        method,
        pattern: patternOf(openApiPath),
        responses: (operation.responses ?? {}) as Record<string, unknown>,
      });
    }
  }
  // Fixed segments beat parameters, as in the router's table (export.csv before {id}).
  paths.sort(
    (a, b) => a.pattern.source.split("[^/]+").length - b.pattern.source.split("[^/]+").length,
  );
  const validators = new Map<unknown, ReturnType<typeof ajv.compile>>();
  return (method, path, status, body) => {
    const operation = paths.find(
      (candidate) => candidate.method === method.toLowerCase() && candidate.pattern.test(path),
    );
    if (operation === undefined) return `no operation documents ${method} ${path}`;
    const response = operation.responses[String(status)] as
      | { content?: Record<string, { schema?: unknown }> }
      | undefined;
    if (response === undefined) return `${method} ${path} does not document status ${status}`;
    const schema = response.content?.["application/json"]?.schema;
    if (schema === undefined) return null;
    let validate = validators.get(schema);
    if (validate === undefined) {
      validate = ajv.compile({ ...(schema as object), components: document.components });
      validators.set(schema, validate);
    }
    return validate(body) ? null : ajv.errorsText(validate.errors, { dataVar: "body" });
  };
};
