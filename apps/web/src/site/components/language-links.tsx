import { Anchor, Group } from '@mantine/core';
import type { Language } from '@bb/domain/i18n';

const NAMES: Record<Language, string> = { it: 'Italiano', en: 'English' };

/**
 * The other language, as a link to this page in it (`?lang=`), so it works without a script and search engines
 * find both versions; the site's script also stores the choice (appLanguage) before following it.
 */
export function LanguageLinks({ language, query }: { language: Language; query: URLSearchParams }) {
  const other: Language = language === 'it' ? 'en' : 'it';
  // The same page, search and filters kept, in the other language.
  const target = new URLSearchParams(query);
  target.set('lang', other);
  return (
    <Group gap={4}>
      <Anchor href={`?${target.toString()}`} hrefLang={other} lang={other} data-language={other} fz="sm" fw={500}>
        {NAMES[other]}
      </Anchor>
    </Group>
  );
}
