import { searchWiki, type Language, type WikiEntry, type WikiSource } from '@bb/domain';
import { AppError } from '../../lib/app-error.ts';
import { WIKI_ENTRIES_EN } from './entries.en.ts';
import { WIKI_ENTRIES_IT } from './entries.it.ts';

/** The support wiki of each language, kept in the repository (no database: the entries change with the product). */
export const WIKI_ENTRIES: Record<Language, readonly WikiSource[]> = { it: WIKI_ENTRIES_IT, en: WIKI_ENTRIES_EN };

/** An entry as answered: an explicit list of fields (the keywords serve the search only). */
const presentEntry = ({ id, category, title, body }: WikiSource): WikiEntry => ({ id, category, title, body });

export interface WikiService {
  search(language: Language, search: string | undefined): WikiEntry[];
  entry(language: Language, id: string): WikiEntry;
}

export function wikiService(entries: Record<Language, readonly WikiSource[]> = WIKI_ENTRIES): WikiService {
  return {
    search: (language, search) => searchWiki(entries[language], search).map(presentEntry),
    entry(language, id) {
      const found = entries[language].find((one) => one.id === id);
      if (!found) throw new AppError('NOT_FOUND');
      return presentEntry(found);
    },
  };
}
