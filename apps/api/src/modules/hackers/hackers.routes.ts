import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankSettingsSchema,
  csvFormatQuerySchema,
  CSV_EXPORT_MAX_ROWS,
  hackerCompletionSchema,
  hackerProfileSchema,
  hackerStatsSchema,
  hacktivityRowSchema,
  leaderboardRowSchema,
  listResponseSchema,
  pageQuerySchema,
  paymentSettingsSchema,
  publicHackerProfileSchema,
  regimeSettingsSchema,
  updateHackerProfileSchema,
  type PageQuery,
} from '@bb/domain';
import type { Database } from '../../db/client.ts';
import { readExportRows, sendCsv } from '../../lib/csv.ts';
import { readBounds } from '../../lib/list-query.ts';
import { requireActor } from '../../plugins/auth.ts';
import { presentOwnProfile, presentPaymentSettings, presentPublicProfile } from './hackers.presenter.ts';
import type { HackersService } from './hackers.service.ts';
import type { PaymentSettingsService } from './payment-settings.service.ts';
import { leaderboardPage } from './leaderboard.ts';
import { LEADERBOARD_CSV } from './leaderboard-csv.ts';

const HACKER = ['hacker'] as const;
const idParams = z.object({ id: z.uuid() });
const pageOf = (query: PageQuery) => ({ limit: query.size, offset: (query.page - 1) * query.size });

/** The hacker's own profile, checklist and payment settings; public profiles and the leaderboard. */
export function hackersRoutes(app: FastifyInstance, deps: { db: Database; hackers: HackersService; paymentSettings: PaymentSettingsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hackers'];

  r.get(
    '/api/profile',
    {
      config: { auth: HACKER, permission: 'hacker.self' },
      schema: { tags, summary: "The caller's profile and personal information", response: { 200: hackerProfileSchema } },
    },
    async (request) => presentOwnProfile(await deps.hackers.own(requireActor(request))),
  );

  r.put(
    '/api/profile',
    {
      config: { auth: HACKER, permission: 'hacker.self' },
      schema: {
        tags,
        summary:
          'Save profile fields (profileDescription, skills, cv upload id, website, linkedin, twitter, discord, github) and personal information (firstName, lastName, dateOfBirth, birthPlace, countryOfBirth, countryOfResidence); fields left out keep their value',
        body: updateHackerProfileSchema,
        response: { 200: hackerProfileSchema },
      },
    },
    async (request) => presentOwnProfile(await deps.hackers.update(requireActor(request), request.body)),
  );

  r.get(
    '/api/profile/completion',
    {
      config: { auth: HACKER, permission: 'hacker.self' },
      schema: { tags, summary: 'The dashboard checklist: KYC approved, tax regime, IBAN', response: { 200: hackerCompletionSchema } },
    },
    async (request) => deps.hackers.completion(requireActor(request)),
  );

  r.get(
    '/api/profile/:id',
    {
      config: { auth: 'any', permission: 'profile.read' },
      schema: {
        tags,
        // The derived name, getProfile, is the caller's own GET /api/profile.
        operationId: 'getHackerProfile',
        summary: "A hacker's public profile (no personal, tax or bank data)",
        params: idParams,
        response: { 200: publicHackerProfileSchema },
      },
    },
    async (request) => presentPublicProfile(await deps.hackers.publicProfile(request.params.id)),
  );

  r.get(
    '/api/profile/:id/stats',
    {
      config: { auth: 'any', permission: 'profile.read' },
      schema: { tags, summary: "A hacker's rank (null when not ranked), points and report counts", params: idParams, response: { 200: hackerStatsSchema } },
    },
    async (request) => deps.hackers.stats(request.params.id),
  );

  r.get(
    '/api/profile/:id/hacktivity',
    {
      config: { auth: 'any', permission: 'profile.read' },
      schema: {
        tags,
        summary: "A hacker's approved reports (company picture, severity, approvedAt), paged by 10",
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: listResponseSchema(hacktivityRowSchema) },
      },
    },
    async (request) => deps.hackers.hacktivity(request.params.id, request.query),
  );

  r.get(
    '/api/payments/settings',
    {
      config: { auth: HACKER, permission: 'hacker.self' },
      schema: { tags, summary: "The caller's tax regime and bank account, with their version", response: { 200: paymentSettingsSchema } },
    },
    async (request) => presentPaymentSettings(await deps.paymentSettings.own(requireActor(request))),
  );

  r.put(
    '/api/payments/settings/regime',
    {
      config: { auth: HACKER, permission: 'hacker.self' },
      schema: {
        tags,
        summary: 'Set residence and tax regime; fields of a previous country or regime are cleared; a change is a new version',
        body: regimeSettingsSchema,
        response: { 200: paymentSettingsSchema },
      },
    },
    async (request) => presentPaymentSettings(await deps.paymentSettings.updateRegime(requireActor(request), request.body)),
  );

  r.put(
    '/api/payments/settings/payment',
    {
      config: { auth: HACKER, permission: 'hacker.self' },
      schema: { tags, summary: 'Set IBAN and SWIFT/BIC; a change is a new version', body: bankSettingsSchema, response: { 200: paymentSettingsSchema } },
    },
    async (request) => presentPaymentSettings(await deps.paymentSettings.updatePayment(requireActor(request), request.body)),
  );

  r.get(
    '/api/leaderboard',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Hackers with points, best first (username breaks ties)',
        querystring: pageQuerySchema,
        response: { 200: listResponseSchema(leaderboardRowSchema) },
      },
    },
    async (request) => leaderboardPage(deps.db, pageOf(request.query)),
  );

  r.get(
    '/api/leaderboard/export.csv',
    {
      // Anyone may ask, and each answer reads up to 10,001 rows: a per-address rate, as for the account entry points.
      config: { auth: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: `The leaderboard as a CSV file (UTF-8 with BOM, titles in the caller's language): every ranked hacker, best first; delimiter=semicolon for Italian spreadsheets; EXPORT_TOO_LARGE past ${CSV_EXPORT_MAX_ROWS} rows`,
        querystring: csvFormatQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = await readExportRows((reach) => leaderboardPage(deps.db, readBounds({}, reach)));
      return sendCsv(reply, request, 'leaderboard', LEADERBOARD_CSV, rows);
    },
  );
}
