import { isLegalDocument, LANGUAGES, LEGAL_DOCUMENTS, type Language, type LegalDocumentList, type LegalDocumentText } from '@bb/domain';
import type { PlatformIdentity } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SettingsReader } from '../settings/index.ts';
import { buildLegalPdf } from './legal-pdf.ts';
import { storedText } from './legal-texts.ts';

export interface LegalDeps {
  settings: Pick<SettingsReader, 'get'>;
  platform: Pick<PlatformIdentity, 'legalName' | 'vatNumber' | 'address' | 'cap' | 'city' | 'province'>;
  publicUrl: string;
}

/** `{name}` placeholders replaced by their values; an unknown name is left as it is. */
function fill(value: string, values: Record<string, string>): string {
  return value.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** The published legal texts, with the platform's identity and the support address (SUPPORT_EMAIL) filled in. */
export function legalService(deps: LegalDeps) {
  const { platform } = deps;
  const identity = {
    legalName: platform.legalName,
    vatNumber: platform.vatNumber,
    address: `${platform.address}, ${platform.cap} ${platform.city} (${platform.province})`,
    publicUrl: deps.publicUrl,
  };
  /** The PDFs drawn for the support address in force; a new address draws them again. */
  const pdfs = new Map<string, { supportEmail: string; bytes: Uint8Array }>();

  async function document(name: string, language: Language): Promise<LegalDocumentText> {
    if (!isLegalDocument(name)) throw new AppError('NOT_FOUND');
    const values = { ...identity, supportEmail: await deps.settings.get('SUPPORT_EMAIL') };
    const text = storedText(name, language);
    return {
      ...text,
      title: fill(text.title, values),
      sections: text.sections.map((section) => ({ heading: fill(section.heading, values), paragraphs: section.paragraphs.map((p) => fill(p, values)) })),
    };
  }

  return {
    list(language: Language): LegalDocumentList {
      return LEGAL_DOCUMENTS.map((name) => {
        const text = storedText(name, language);
        return { document: name, title: text.title, version: text.version, languages: [...LANGUAGES] };
      });
    },

    /** One document in one language (NOT_FOUND for a name that is none of LEGAL_DOCUMENTS). */
    document,

    /** The document as a PDF, with its download name ("terms-2026-11-28-it.pdf"). */
    async pdf(name: string, language: Language): Promise<{ fileName: string; bytes: Uint8Array }> {
      const text = await document(name, language);
      const supportEmail = await deps.settings.get('SUPPORT_EMAIL');
      const key = `${text.document}.${language}`;
      let drawn = pdfs.get(key);
      if (drawn?.supportEmail !== supportEmail) {
        drawn = { supportEmail, bytes: await buildLegalPdf(text, platform.legalName) };
        pdfs.set(key, drawn);
      }
      return { fileName: `${text.document}-${text.version}-${language}.pdf`, bytes: drawn.bytes };
    },
  };
}
export type LegalService = ReturnType<typeof legalService>;
