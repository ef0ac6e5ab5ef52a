/**
 * An XML document (a bank statement, a bank's status report) as a tree of elements, read with
 * fast-xml-parser. Callers refuse any DOCTYPE first, so only the five predefined entities and
 * character references are ever decoded.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface XmlElement {
  /** Local name, without the namespace prefix. */
  name: string;
  /** The name as written, prefix included. */
  qualifiedName: string;
  attributes: ReadonlyMap<string, string>;
  children: XmlElement[];
  /** The character data directly inside the element, entities decoded, untrimmed. */
  text: string;
}

export class XmlSyntaxError extends Error {}

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Decodes character references (&#8364;); the predefined five are always decoded.
  htmlEntities: true,
});

function toElement(node: OrderedNode): XmlElement | null {
  const qualifiedName = Object.keys(node).find((key) => key !== ':@' && key !== '#text');
  if (!qualifiedName) return null;
  const content = (node[qualifiedName] as OrderedNode[] | undefined) ?? [];
  const children: XmlElement[] = [];
  let text = '';
  for (const child of content) {
    if ('#text' in child) text += String(child['#text']);
    else {
      const element = toElement(child);
      if (element) children.push(element);
    }
  }
  const colon = qualifiedName.indexOf(':');
  return {
    name: colon === -1 ? qualifiedName : qualifiedName.slice(colon + 1),
    qualifiedName,
    attributes: new Map(Object.entries(node[':@'] ?? {})),
    children,
    text,
  };
}

/** The root element; XmlSyntaxError when the document is not well-formed or has several roots. */
export function readXml(input: string): XmlElement {
  const verdict = XMLValidator.validate(input);
  if (verdict !== true) throw new XmlSyntaxError(`${verdict.err.msg} (line ${verdict.err.line})`);
  const roots = (parser.parse(input) as OrderedNode[]).map(toElement).filter((element): element is XmlElement => element !== null);
  const [root] = roots;
  if (!root || roots.length > 1) throw new XmlSyntaxError('a document has exactly one root element');
  return root;
}

/** The namespace the root's own prefix (or the default namespace) is bound to on the root. */
export function rootNamespace(root: XmlElement): string {
  const colon = root.qualifiedName.indexOf(':');
  const declaration = colon === -1 ? 'xmlns' : `xmlns:${root.qualifiedName.slice(0, colon)}`;
  return root.attributes.get(declaration) ?? '';
}

type Element = XmlElement | undefined;

/** A child element by local name; the first one when it repeats. */
export function child(element: Element, name: string): Element {
  return element?.children.find((candidate) => candidate.name === name);
}

/** Every child element of that local name. */
export function children(element: Element, name: string): XmlElement[] {
  return element ? element.children.filter((candidate) => candidate.name === name) : [];
}

/** The trimmed text of an element, undefined when it is missing or empty. */
export function text(element: Element): string | undefined {
  const value = element?.text.trim();
  return value ? value : undefined;
}
