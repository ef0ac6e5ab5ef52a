import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NON_QUALIFYING, isAllowedHref, isRichTextEmpty, renderRichText, richTextSchema, type RichTextDoc } from './rich-text.ts';

const XSS = (JSON.parse(readFileSync(new URL('../../../../test-data/payloads/xss.json', import.meta.url), 'utf8')) as { payloads: string[] }).payloads;

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });

/** Every tag the output may contain, and only the attributes we write. */
const ALLOWED_TAG = /^<\/?(p|strong|em|code|h[1-4]|ul|ol|li|br|a(?: href="[^"<>]*" rel="noopener noreferrer nofollow" target="_blank")?|ol start="\d+")>$/;
function expectInert(html: string) {
  for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(ALLOWED_TAG);
  expect(html).not.toMatch(/<(script|img|svg|iframe|style|object)/i);
}

describe('rich text', () => {
  it('renders the allowed nodes and marks as the spec tags', () => {
    const parsed = richTextSchema.parse(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('Scope')] },
        p(
          text('bold', [{ type: 'bold' }]),
          text(' and '),
          text('it', [{ type: 'italic' }, { type: 'code' }]),
          { type: 'hardBreak' },
          text('site', [{ type: 'link', attrs: { href: 'https://example.com/?a=1&b=2', target: '_blank', rel: 'x', class: null } }]),
        ),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('one'))] }] },
        { type: 'orderedList', attrs: { start: 3, type: null }, content: [{ type: 'listItem', content: [p(text('three'))] }] },
      ),
    );
    expect(renderRichText(parsed)).toBe(
      '<h2>Scope</h2><p><strong>bold</strong> and <em><code>it</code></em><br><a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">site</a></p>' +
        '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>',
    );
  });

  it.each([
    ['an image node', doc({ type: 'image', attrs: { src: 'x' } })],
    ['a code block', doc({ type: 'codeBlock', content: [text('x')] })],
    ['a blockquote', doc({ type: 'blockquote', content: [p(text('x'))] })],
    ['heading level 5', doc({ type: 'heading', attrs: { level: 5 }, content: [text('x')] })],
    ['a strike mark', doc(p(text('x', [{ type: 'strike' }])))],
    ['a javascript: link', doc(p(text('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])))],
    ['a data: link', doc(p(text('x', [{ type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } }])))],
    ['a relative link', doc(p(text('x', [{ type: 'link', attrs: { href: '//evil.example' } }])))],
    ['a string', '<p>hi</p>'],
    ['not a doc', { type: 'paragraph' }],
    ['an empty text node', doc(p({ type: 'text', text: '' }))],
  ])('refuses %s', (_, value) => {
    expect(richTextSchema.safeParse(value).success).toBe(false);
  });

  it('refuses documents too deep or too long without overflowing the stack', () => {
    let nested: unknown = p(text('x'));
    for (let i = 0; i < 5000; i++) nested = { type: 'bulletList', content: [{ type: 'listItem', content: [nested] }] };
    const result = richTextSchema.safeParse(doc(nested));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.richText.tooLong');
    expect(richTextSchema.safeParse(doc(p(text('x'.repeat(50_001))))).success).toBe(false);
  });

  it('makes every XSS payload inert, as text and as a link', () => {
    expect(XSS.length).toBeGreaterThan(100);
    for (const payload of XSS) {
      const asText = richTextSchema.parse(doc(p(text(payload))));
      const html = renderRichText(asText);
      expectInert(html);
      expect(html).not.toContain(payload.includes('<') ? payload : '\u0000');
      const asLink = richTextSchema.safeParse(doc(p(text('link', [{ type: 'link', attrs: { href: payload } }]))));
      if (asLink.success) {
        expect(payload).toMatch(/^(https?:\/\/|mailto:)/i);
        expectInert(renderRichText(asLink.data));
      }
      // A document that skipped the schema still renders safely.
      expectInert(
        renderRichText({
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: payload, marks: [{ type: 'link', attrs: { href: payload } }] }] }],
        } as RichTextDoc),
      );
    }
  });

  it('accepts http, https and mailto links only', () => {
    expect(isAllowedHref('https://a.example/path?q=1')).toBe(true);
    expect(isAllowedHref('mailto:security@a.example')).toBe(true);
    expect(isAllowedHref('JaVaScRiPt:alert(1)')).toBe(false);
    expect(isAllowedHref('https://a.example/"onmouseover="x')).toBe(false);
  });

  it('knows an empty editor and ships default non-qualifying lists that pass its own schema', () => {
    expect(isRichTextEmpty(richTextSchema.parse(doc(p(), p(text('  ')))))).toBe(true);
    expect(isRichTextEmpty(richTextSchema.parse(doc(p(text('x')))))).toBe(false);
    for (const language of ['it', 'en'] as const) {
      expect(richTextSchema.parse(DEFAULT_NON_QUALIFYING[language])).toEqual(DEFAULT_NON_QUALIFYING[language]);
      expect(renderRichText(DEFAULT_NON_QUALIFYING[language])).toMatch(/^<p>.+<\/p><ul>(<li><p>[^<]+<\/p><\/li>){10,}<\/ul>$/);
    }
  });
});
