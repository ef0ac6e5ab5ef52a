import type { TFunction } from 'i18next';
import type { SiteMeta, SiteView } from './site-page.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const OG_LOCALES = { it: 'it_IT', en: 'en_GB' } as const;

/** This page's address in a language: Italian is the plain address, English adds ?lang=en. */
function addressIn(view: SiteView, language: 'it' | 'en'): string {
  return `${view.publicUrl}${view.path}${language === 'en' ? '?lang=en' : ''}`;
}

/** <title>, description, canonical and language alternates, Open Graph and Twitter card tags of a page. */
export function headTags(meta: SiteMeta, view: SiteView, t: TFunction): string {
  const title = `${meta.title} · ${t('shell.brand')}`;
  const canonical = addressIn(view, view.language);
  const tags = [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${escape(canonical)}" />`,
    ...(meta.noindex
      ? []
      : [
          `<link rel="alternate" hreflang="it" href="${escape(addressIn(view, 'it'))}" />`,
          `<link rel="alternate" hreflang="en" href="${escape(addressIn(view, 'en'))}" />`,
          `<link rel="alternate" hreflang="x-default" href="${escape(addressIn(view, 'it'))}" />`,
        ]),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escape(t('shell.brand'))}" />`,
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:url" content="${escape(canonical)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[view.language]}" />`,
    `<meta property="og:image" content="${escape(`${view.publicUrl}/og-image.png`)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  return tags.join('\n    ');
}
