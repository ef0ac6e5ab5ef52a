/**
 * The legal texts kept in the repository (texts/<document>.<language>.json), read and checked once when the
 * module loads: a malformed text, or one whose languages disagree on the version, stops the app from starting
 * rather than serving a document that does not match what sign-up records.
 */
import { readFileSync } from 'node:fs';
import { LANGUAGES, LEGAL_DOCUMENTS, legalDocumentSchema, privacyDocumentOf, type Language, type LegalDocument, type LegalDocumentText } from '@bb/domain';

const storedTextSchema = legalDocumentSchema.omit({ document: true, language: true });

function load(document: LegalDocument, language: Language): LegalDocumentText {
  const file = new URL(`./texts/${document}.${language}.json`, import.meta.url);
  const parsed = storedTextSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`Legal text ${document}.${language}.json: ${parsed.error.message}`);
  return { document, language, ...parsed.data };
}

const TEXTS = Object.fromEntries(
  LEGAL_DOCUMENTS.map((document) => {
    const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, load(document, language)])) as Record<Language, LegalDocumentText>;
    const versions = new Set(LANGUAGES.map((language) => byLanguage[language].version));
    if (versions.size !== 1) throw new Error(`Legal text ${document}: the languages have different versions (${[...versions].join(', ')})`);
    return [document, byLanguage];
  }),
) as Record<LegalDocument, Record<Language, LegalDocumentText>>;

/** The stored text, placeholders ({supportEmail}, {legalName}...) not yet filled in. */
export function storedText(document: LegalDocument, language: Language): LegalDocumentText {
  return TEXTS[document][language];
}

/** The versions in force of the terms and of the privacy policy a user of this type accepts at sign-up. */
export function currentVersions(userType: 'company' | 'hacker'): { termsVersion: string; privacyVersion: string } {
  return { termsVersion: TEXTS.terms.it.version, privacyVersion: TEXTS[privacyDocumentOf(userType)].it.version };
}
