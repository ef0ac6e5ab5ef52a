/**
 * Rich text as ProseMirror JSON (DECISIONS "Request and response shapes"), limited to what the
 * spec lets a description render: b/strong, i/em, code, a(href), h1-h4, ul, ol, li, p, br. The
 * node and mark names are @tiptap/starter-kit's, so the editor's `getJSON()` goes as it is (with
 * the starter kit's other extensions switched off). Anything else is refused, not dropped, and
 * `renderRichText` only ever writes the allowed tags, with every text and attribute escaped.
 */
import { z } from 'zod';

export const RICH_TEXT_LIMITS = {
  /** Characters of text in one document. */
  maxTextLength: 50_000,
  /** Nodes in one document. */
  maxNodes: 10_000,
  /** Nesting of nodes (lists in lists). */
  maxDepth: 16,
  maxHrefLength: 2_000,
} as const;

export type RichTextMark = { type: 'bold' } | { type: 'italic' } | { type: 'code' } | { type: 'link'; attrs: { href: string } };
export type RichTextInline = { type: 'text'; text: string; marks?: RichTextMark[] } | { type: 'hardBreak' };
export type RichTextBlock =
  | { type: 'paragraph'; content?: RichTextInline[] }
  | { type: 'heading'; attrs: { level: 1 | 2 | 3 | 4 }; content?: RichTextInline[] }
  | { type: 'bulletList'; content: RichTextListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number }; content: RichTextListItem[] };
export type RichTextListItem = { type: 'listItem'; content: RichTextBlock[] };
export type RichTextDoc = { type: 'doc'; content: RichTextBlock[] };

const INVALID = 'validation.richText.invalid';

const hasControlCharacter = (text: string): boolean => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** http, https and mailto links only: no javascript:, data: or relative tricks. */
export function isAllowedHref(href: string): boolean {
  if (href.length > RICH_TEXT_LIMITS.maxHrefLength || /[\s<>"'`\\]/.test(href) || hasControlCharacter(href)) return false;
  return /^https?:\/\/[^/?#]+/i.test(href) || /^mailto:[^/?#:]+@[^/?#:]+$/i.test(href);
}

const markSchema: z.ZodType<RichTextMark> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({ type: z.literal('code') }),
  // The editor's target, rel and class attributes are dropped: the renderer sets its own.
  z.object({ type: z.literal('link'), attrs: z.object({ href: z.string().refine(isAllowedHref, { error: 'validation.richText.link' }) }) }),
]);

const inlineSchema: z.ZodType<RichTextInline> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string().min(1), marks: z.array(markSchema).max(4).optional() }),
  z.object({ type: z.literal('hardBreak') }),
]);

const inlineContent = z.array(inlineSchema).optional();

const listItemSchema: z.ZodType<RichTextListItem> = z.lazy(() => z.object({ type: z.literal('listItem'), content: z.array(blockSchema).min(1) }));

const blockSchema: z.ZodType<RichTextBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), content: inlineContent }),
    z.object({
      type: z.literal('heading'),
      attrs: z.object({ level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]) }),
      content: inlineContent,
    }),
    z.object({ type: z.literal('bulletList'), content: z.array(listItemSchema).min(1) }),
    z.object({
      type: z.literal('orderedList'),
      attrs: z.object({ start: z.number().int().min(0).max(100_000).optional() }).optional(),
      content: z.array(listItemSchema).min(1),
    }),
  ]),
);

interface Shape {
  depth: number;
  nodes: number;
  text: number;
}

/** Depth, node count and text length, measured without recursion so a hostile document cannot blow the stack. */
function measure(value: unknown): Shape {
  const shape: Shape = { depth: 0, nodes: 0, text: 0 };
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    shape.nodes++;
    shape.depth = Math.max(shape.depth, depth);
    if (shape.nodes > RICH_TEXT_LIMITS.maxNodes || shape.depth > RICH_TEXT_LIMITS.maxDepth) return shape;
    if (typeof node !== 'object' || node === null) continue;
    const { text, content } = node as { text?: unknown; content?: unknown };
    if (typeof text === 'string') shape.text += text.length;
    if (Array.isArray(content)) for (const child of content) stack.push([child, depth + 1]);
  }
  return shape;
}

const docObjectSchema = z.object({ type: z.literal('doc', { error: INVALID }), content: z.array(blockSchema, { error: INVALID }) }, { error: INVALID });

const limits = z.unknown().superRefine((value, ctx) => {
  const shape = measure(value);
  if (shape.depth > RICH_TEXT_LIMITS.maxDepth || shape.nodes > RICH_TEXT_LIMITS.maxNodes || shape.text > RICH_TEXT_LIMITS.maxTextLength) {
    ctx.addIssue({ code: 'custom', message: 'validation.richText.tooLong', fatal: true });
  }
});

/** A ProseMirror document of the allowed nodes; the parsed value keeps only known fields. */
export const richTextSchema = limits.pipe(docObjectSchema).transform((doc): RichTextDoc => ({ type: 'doc', content: doc.content }));

/** The same, or null. */
export const nullableRichTextSchema = limits
  .pipe(docObjectSchema.nullable())
  .transform((doc): RichTextDoc | null => (doc ? { type: 'doc', content: doc.content } : null));

/** Whether the document has no visible text (what an empty editor produces). */
export function isRichTextEmpty(doc: RichTextDoc | null | undefined): boolean {
  if (!doc) return true;
  const stack: unknown[] = [...doc.content];
  while (stack.length) {
    const node = stack.pop() as { type: string; text?: string; content?: unknown[] };
    if (node.type === 'text' && node.text?.trim()) return false;
    if (node.content) stack.push(...node.content);
  }
  return true;
}

/** Plain text of a document (search, previews, emails). */
export function richTextToPlain(doc: RichTextDoc | null | undefined): string {
  if (!doc) return '';
  const blocks = (nodes: readonly RichTextBlock[]): string[] =>
    nodes.flatMap((node) => {
      switch (node.type) {
        case 'paragraph':
        case 'heading':
          return [(node.content ?? []).map((inline) => (inline.type === 'text' ? inline.text : '\n')).join('')];
        case 'bulletList':
        case 'orderedList':
          return node.content.flatMap((item) => blocks(item.content).map((line) => `- ${line}`));
      }
    });
  return blocks(doc.content).join('\n');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function renderMarked(text: string, marks: readonly RichTextMark[] = []): string {
  let html = escapeHtml(text);
  for (const mark of [...marks].reverse()) {
    switch (mark.type) {
      case 'bold':
        html = `<strong>${html}</strong>`;
        break;
      case 'italic':
        html = `<em>${html}</em>`;
        break;
      case 'code':
        html = `<code>${html}</code>`;
        break;
      case 'link':
        // Re-checked here too: the renderer must be safe even on a document that skipped the schema.
        html = isAllowedHref(mark.attrs.href)
          ? `<a href="${escapeHtml(mark.attrs.href)}" rel="noopener noreferrer nofollow" target="_blank">${html}</a>`
          : html;
        break;
    }
  }
  return html;
}

function renderInline(nodes: readonly RichTextInline[] = []): string {
  return nodes.map((node) => (node.type === 'text' ? renderMarked(node.text, node.marks) : '<br>')).join('');
}

function renderBlocks(nodes: readonly RichTextBlock[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'paragraph':
          return `<p>${renderInline(node.content)}</p>`;
        case 'heading': {
          const level = Math.min(Math.max(Math.trunc(Number(node.attrs.level)) || 1, 1), 4);
          return `<h${level}>${renderInline(node.content)}</h${level}>`;
        }
        case 'bulletList':
          return `<ul>${node.content.map((item) => `<li>${renderBlocks(item.content)}</li>`).join('')}</ul>`;
        case 'orderedList': {
          const start = node.attrs?.start;
          const attr = typeof start === 'number' && Number.isSafeInteger(start) && start !== 1 ? ` start="${start}"` : '';
          return `<ol${attr}>${node.content.map((item) => `<li>${renderBlocks(item.content)}</li>`).join('')}</ol>`;
        }
        default:
          return '';
      }
    })
    .join('');
}

/** Sanitised HTML of a validated document: only the spec's tags, every text and href escaped. */
export function renderRichText(doc: RichTextDoc | null | undefined): string {
  return doc ? renderBlocks(doc.content) : '';
}

// ---------------------------------------------------------------- defaults

const paragraph = (text: string): RichTextBlock => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const bulletDoc = (intro: string, items: readonly string[]): RichTextDoc => ({
  type: 'doc',
  content: [paragraph(intro), { type: 'bulletList', content: items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })) }],
});

/** The wizard's prefill for the non-qualifying findings, per program language. */
export const DEFAULT_NON_QUALIFYING: Record<'it' | 'en', RichTextDoc> = {
  it: bulletDoc('Le seguenti segnalazioni non sono considerate valide e non vengono premiate:', [
    'Vulnerabilità che richiedono accesso fisico al dispositivo o un dispositivo già compromesso',
    'Attacchi di tipo Denial of Service (DoS/DDoS) o che degradano il servizio',
    'Ingegneria sociale, phishing e attacchi contro dipendenti o fornitori',
    'Clickjacking su pagine senza azioni sensibili',
    'CSRF su form non autenticati o di logout',
    'Header di sicurezza HTTP mancanti senza un impatto dimostrato',
    'Configurazioni SPF, DKIM o DMARC mancanti o deboli',
    'Enumerazione di utenti o email senza ulteriore impatto',
    'Rate limiting assente su funzioni non critiche',
    'Versioni di software obsolete senza un exploit funzionante',
    'Report generati da scanner automatici senza verifica manuale',
    'Self-XSS e vulnerabilità che richiedono interazioni improbabili della vittima',
  ]),
  en: bulletDoc('The following findings are not considered valid and are not rewarded:', [
    'Vulnerabilities that need physical access to the device or an already compromised device',
    'Denial of Service (DoS/DDoS) attacks or anything that degrades the service',
    'Social engineering, phishing and attacks against employees or suppliers',
    'Clickjacking on pages without sensitive actions',
    'CSRF on unauthenticated or logout forms',
    'Missing HTTP security headers without a demonstrated impact',
    'Missing or weak SPF, DKIM or DMARC records',
    'User or email enumeration without further impact',
    'Missing rate limiting on non-critical functions',
    'Outdated software versions without a working exploit',
    'Reports from automated scanners without manual verification',
    'Self-XSS and issues that need unlikely user interaction',
  ]),
};

/** A required rich-text field: an empty editor (or null) is "cannot be empty". */
export const requiredRichTextSchema = z
  .unknown()
  .refine((value): boolean => value !== null && value !== undefined, { error: 'validation.program.descriptionEmpty', abort: true })
  .pipe(richTextSchema)
  .refine((doc) => !isRichTextEmpty(doc), { error: 'validation.program.descriptionEmpty' });

/** An optional rich-text field: empty content becomes null. */
export const optionalRichTextSchema = z
  .unknown()
  .transform((value): unknown => value ?? null)
  .pipe(nullableRichTextSchema)
  .transform((doc): RichTextDoc | null => (doc && !isRichTextEmpty(doc) ? doc : null));
