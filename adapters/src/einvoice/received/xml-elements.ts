import { DOMParser } from "@xmldom/xmldom";

/** An XML document's root element, or null when the text is not well-formed XML. */
export const parseXmlRoot = (xml: string): Element | null => {
  let broken = false;
  const flag = () => {
    broken = true;
  };
  const document = new DOMParser({
    errorHandler: { warning: () => {}, error: flag, fatalError: flag },
  }).parseFromString(xml, "text/xml");
  const root = document?.documentElement ?? null;
  return broken || root === null ? null : (root as unknown as Element);
};

/** The child elements of `parent` with this local name, in document order. */
export const childrenNamed = (parent: Element | undefined, name: string): ReadonlyArray<Element> =>
  parent === undefined
    ? []
    : Array.from(parent.childNodes as NodeListOf<ChildNode>).filter(
        (node: ChildNode): node is Element =>
          node.nodeType === 1 && (node as Element).localName === name,
      );

/** The element at the end of a path of local names below `parent`, each step its first match. */
export const at = (
  parent: Element | undefined,
  ...path: ReadonlyArray<string>
): Element | undefined =>
  path.reduce<Element | undefined>((current, name) => childrenNamed(current, name)[0], parent);

/** The trimmed text of an element; null when it is absent or empty. */
export const textOf = (element: Element | undefined): string | null =>
  element?.textContent?.trim() || null;
