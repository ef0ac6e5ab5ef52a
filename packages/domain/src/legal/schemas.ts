import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';

/** The legal texts the platform publishes; sign-up accepts the terms and the privacy policy of the user's type. */
export const LEGAL_DOCUMENTS = ['terms', 'privacy-companies', 'privacy-hackers'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export function isLegalDocument(value: unknown): value is LegalDocument {
  return typeof value === 'string' && (LEGAL_DOCUMENTS as readonly string[]).includes(value);
}

/** The privacy policy a user of this type accepts at sign-up. */
export function privacyDocumentOf(userType: 'company' | 'hacker'): LegalDocument {
  return userType === 'company' ? 'privacy-companies' : 'privacy-hackers';
}

export const legalSectionSchema = z.object({
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;

/** One document in one language, as served (GET /api/legal/:document). */
export const legalDocumentSchema = z.object({
  document: z.enum(LEGAL_DOCUMENTS),
  language: z.enum(LANGUAGES),
  /** The date the text took effect ("2026-11-28"); sign-up stores it as the accepted version. */
  version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  title: z.string().min(1),
  sections: z.array(legalSectionSchema).min(1),
});
export type LegalDocumentText = z.infer<typeof legalDocumentSchema>;

/** GET /api/legal: every document, its title in the asked language, its version and the languages it is written in. */
export const legalDocumentListSchema = z.array(
  z.object({
    document: z.enum(LEGAL_DOCUMENTS),
    title: z.string(),
    version: z.string(),
    languages: z.array(z.enum(LANGUAGES)),
  }),
);
export type LegalDocumentList = z.infer<typeof legalDocumentListSchema>;

/** `?lang=it|en`, Italian when absent. */
export const legalLanguageQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('it') });
