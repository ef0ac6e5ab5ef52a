import type { Language } from '@bb/domain/i18n';
import type { RichTextDoc } from '@bb/domain';

/** The content's headings (spec part 2 section 3), in the report's language. */
const HEADINGS: Record<Language, readonly string[]> = {
  it: ['Descrizione', 'Proof of Concept', 'Impatto', 'Mitigazione'],
  en: ['Description', 'Proof of Concept', 'Impact', 'Mitigation'],
};

/** The content a new report starts from: each heading followed by an empty paragraph to write in. */
export function reportTemplate(language: Language): RichTextDoc {
  return {
    type: 'doc',
    content: HEADINGS[language].flatMap((heading) => [
      { type: 'heading' as const, attrs: { level: 2 as const }, content: [{ type: 'text' as const, text: heading }] },
      { type: 'paragraph' as const },
    ]),
  };
}
