/**
 * The public site (issue 21): the program directory and a public program's page as visitors read them, and what the
 * server hands the site's renderer (SiteData). Contracts once: the API validates and documents with these schemas and
 * the web's server-side renderer is typed by them.
 */
import { z } from 'zod';
import type { InpsRates, TaxTable } from '../admin/settings.ts';
import type { Language } from '../i18n.ts';
import type { LegalDocument, LegalDocumentText } from '../legal/schemas.ts';
import type { LeaderboardRow } from '../hackers/schemas.ts';
import { listResponseSchema } from '../lists/list-schemas.ts';
import { hallOfFameRowSchema } from '../programs/participation.ts';
import { programPublicSchema } from '../programs/insights.ts';
import { PROGRAM_STATUSES, TARGET_TYPES } from '../programs/rules.ts';
import { programCompanySchema } from '../programs/schemas.ts';
import { programResponseTimesSchema } from '../stats/schemas.ts';
import type { UserType } from '../accounts/rules.ts';
import type { WikiEntry } from '../wiki/schemas.ts';

/** The offerings with a /discover-{product} page. */
export const SITE_PRODUCTS = ['managed-programs', 'self-managed-programs', 'fix-verification'] as const;
export type SiteProduct = (typeof SITE_PRODUCTS)[number];

export const PUBLIC_PROGRAMS_PAGE_SIZE = 12;

/** GET /api/programs/public (and the /programs page's query string): search, target type, managed or not, page. */
export const publicProgramsQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  type: z.enum(TARGET_TYPES).optional(),
  management: z.enum(['managed', 'self-managed']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PublicProgramsQuery = z.infer<typeof publicProgramsQuerySchema>;

/** A card of the public directory: only what a visitor may read (no budget, no counts). */
export const publicProgramCardSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  status: z.enum(PROGRAM_STATUSES),
  tags: z.array(z.enum(TARGET_TYPES)),
  isManaged: z.boolean(),
  /** "Up to": the highest critical prize of the scope (euro), null without prizes. */
  reward: z.number().nullable(),
  company: programCompanySchema,
  createdAt: z.iso.datetime(),
});
export type PublicProgramCard = z.infer<typeof publicProgramCardSchema>;
export const publicProgramsResponseSchema = listResponseSchema(publicProgramCardSchema);
export type PublicProgramsResponse = z.infer<typeof publicProgramsResponseSchema>;

/** How many hall-of-fame rows a public program page shows. */
export const PUBLIC_HALL_OF_FAME_SIZE = 10;

/** GET /api/programs/{id}/public: the program's public face, its response times and its hall of fame. */
export const publicProgramPageSchema = programPublicSchema.extend({
  responseTimes: programResponseTimesSchema,
  hallOfFame: z.array(hallOfFameRowSchema),
});
export type PublicProgramPage = z.infer<typeof publicProgramPageSchema>;

/** The platform's current prices and contacts as the public pages state them (platform settings). */
export type SiteOffer = {
  managedFeePercent: number;
  verificationFeePercent: number;
  retestFee: number;
  vatRatePercent: number;
  supportEmail: string;
  legalName: string;
  /** The hackers' tax regimes and the INPS rates as the super admin set them: what /hackers explains. */
  taxTable: TaxTable;
  inpsRates: InpsRates;
};

/** The signed-in visitor, when there is one: the site's header links to the dashboard; /referral shows the code. */
export type SiteViewer = { userType: UserType; username: string; referralCode: string | null } | null;

/** What the server gives the site's renderer to read; every call is public data. */
export interface SiteData {
  offer(): Promise<SiteOffer>;
  programs(query: PublicProgramsQuery): Promise<PublicProgramsResponse>;
  /** null: no such public program (the page answers 404). */
  program(id: string): Promise<PublicProgramPage | null>;
  leaderboard(limit: number): Promise<LeaderboardRow[]>;
  legal(document: LegalDocument, language: Language): Promise<LegalDocumentText>;
  wiki(language: Language, search: string | undefined): Promise<WikiEntry[]>;
  /** Public programs for the sitemap (id and last change). */
  sitemapPrograms(): Promise<{ id: string; updatedAt: string }[]>;
}
