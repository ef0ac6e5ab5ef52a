import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';

/** Who an entry of the support wiki is for; the web app names each in the reader's language. */
export const WIKI_CATEGORIES = ['companies', 'hackers', 'account'] as const;
export type WikiCategory = (typeof WIKI_CATEGORIES)[number];

/** A wiki entry's stable id: a slug, the same in every language (`/account?wiki=<id>` opens it). */
export const wikiEntryIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

/** One entry as the API answers it: the body is short paragraphs of plain text separated by blank lines. */
export const wikiEntrySchema = z.object({
  id: wikiEntryIdSchema,
  category: z.enum(WIKI_CATEGORIES),
  title: z.string(),
  body: z.string(),
});
export type WikiEntry = z.infer<typeof wikiEntrySchema>;

/** An entry as kept in the repository: the answer's fields plus the words it should also be found by. */
export type WikiSource = WikiEntry & { keywords: readonly string[] };

export const wikiListResponseSchema = z.object({ count: z.number().int(), results: z.array(wikiEntrySchema) });
export type WikiListResponse = z.infer<typeof wikiListResponseSchema>;

/** `lang` left out follows Accept-Language; `search` left out or blank lists every entry. */
export const wikiQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional(), search: z.string().max(200).optional() });
export const wikiEntryQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });
export const wikiEntryParamsSchema = z.object({ id: wikiEntryIdSchema });
