import type { TFunction } from 'i18next';
import type { SiteMeta, SiteView } from './site-page.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const OG_LOCALES = { it: 'it_IT', en: 'en_GB' } as const;

/** This page's address in a language: Italian is the plain address, English adds ?lang=en; `kept` parameters stay. */
function addressIn(view: SiteView, language: 'it' | 'en', kept: readonly string[] = []): string {
  const query = new URLSearchParams();
  for (const name of kept) {
    const value = view.query.get(name);
    if (value) query.set(name, value);
  }
  if (language === 'en') query.set('lang', 'en');
  const search = query.toString();
  return `${view.publicUrl}${view.path}${search ? `?${search}` : ''}`;
}

/** <title>, description, canonical and language alternates, Open Graph and Twitter card tags of a page. */
export function headTags(meta: SiteMeta, view: SiteView, t: TFunction): string {
  const title = `${meta.title} · ${t('shell.brand')}`;
  // The address's own language: ?lang=en is the English page; the plain address is the Italian one, whatever language
  // it was answered in for this visitor (a crawler, sending no cookie and no language, gets Italian there).
  const kept = meta.canonicalParams ?? [];
  const canonical = addressIn(view, view.query.get('lang') === 'en' ? 'en' : 'it', kept);
  const tags = [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escape(canonical)}" />`,
    ...(meta.noindex
      ? []
      : [
          `<link rel="alternate" hreflang="it" href="${escape(addressIn(view, 'it', kept))}" />`,
          `<link rel="alternate" hreflang="en" href="${escape(addressIn(view, 'en', kept))}" />`,
          `<link rel="alternate" hreflang="x-default" href="${escape(addressIn(view, 'it', kept))}" />`,
        ]),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escape(t('shell.brand'))}" />`,
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:url" content="${escape(canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[view.language]}" />`,
    `<meta property="og:image" content="${escape(`${view.publicUrl}/og-image.png`)}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:image:alt" content="${escape(t('shell.ogImageAlt'))}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  return tags.join('\n    ');
}
