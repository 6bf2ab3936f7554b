// The part of SaxonJS 2 (npm `saxon-js`, which ships no types) this package uses.
declare module "saxon-js" {
  interface TransformOptions {
    readonly stylesheetInternal: unknown;
    readonly stylesheetBaseURI: string;
    readonly sourceText: string;
    readonly destination: "document";
  }
  interface TransformResult {
    readonly principalResult: unknown;
  }
  interface XPathOptions {
    readonly namespaceContext: Readonly<Record<string, string>>;
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: "sync"): TransformResult;
    getResource(options: { readonly text: string; readonly type: "xml" }): Promise<unknown>;
    readonly XPath: {
      evaluate(expression: string, context: unknown, options: XPathOptions): unknown;
    };
  };
  export default SaxonJS;
}
