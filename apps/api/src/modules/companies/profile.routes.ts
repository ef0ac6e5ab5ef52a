import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyCompletionSchema,
  companySchema,
  firstCallBookingSchema,
  registerCompanySchema,
  updateCompanyBioSchema,
  updateCompanyDetailsSchema,
  updateCompanyPictureSchema,
  updateHeadOfficeSchema,
} from '@bb/domain';
import { requireActor } from '../../plugins/auth.ts';
import { presentCompany } from './companies.presenter.ts';
import type { CompanyProfileService } from './profile.service.ts';

const COMPANY = ['company'] as const;

/** Registration and the signed-in company user's own company (the first of their company roles). */
export function companyProfileRoutes(app: FastifyInstance, deps: { profile: CompanyProfileService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companies'];

  r.post(
    '/api/companies',
    {
      config: { auth: COMPANY, permission: 'company.register' },
      schema: {
        tags,
        summary: 'Register the company; the caller becomes its administrator (one company per user)',
        body: registerCompanySchema,
        response: { 201: companySchema },
      },
    },
    async (request, reply) => reply.status(201).send(presentCompany(await deps.profile.register(requireActor(request), request.body))),
  );

  r.get(
    '/api/companies/me',
    {
      config: { auth: COMPANY, permission: 'company.read' },
      schema: { tags, summary: "The caller's company", response: { 200: companySchema } },
    },
    async (request) => presentCompany(await deps.profile.me(requireActor(request))),
  );

  r.patch(
    '/api/companies/me/bio',
    {
      config: { auth: COMPANY, permission: 'company.manage' },
      schema: { tags, summary: 'Change website and description (administrators)', body: updateCompanyBioSchema, response: { 200: companySchema } },
    },
    async (request) => presentCompany(await deps.profile.updateBio(requireActor(request), request.body)),
  );

  r.patch(
    '/api/companies/me/details',
    {
      config: { auth: COMPANY, permission: 'company.manage' },
      schema: { tags, summary: 'Change sector and size (administrators)', body: updateCompanyDetailsSchema, response: { 200: companySchema } },
    },
    async (request) => presentCompany(await deps.profile.updateDetails(requireActor(request), request.body)),
  );

  r.patch(
    '/api/companies/me/head-office',
    {
      config: { auth: COMPANY, permission: 'company.manage' },
      schema: {
        tags,
        summary: "Change the head office: address, city, postal code (checked against the company's country), province (administrators)",
        body: updateHeadOfficeSchema,
        response: { 200: companySchema },
      },
    },
    async (request) => presentCompany(await deps.profile.updateHeadOffice(requireActor(request), request.body)),
  );

  r.patch(
    '/api/companies/me/picture',
    {
      config: { auth: COMPANY, permission: 'company.manage' },
      schema: {
        tags,
        summary: 'Set the picture from an upload (purpose picture), or null to remove it (administrators)',
        body: updateCompanyPictureSchema,
        response: { 200: companySchema },
      },
    },
    async (request) => presentCompany(await deps.profile.updatePicture(requireActor(request), request.body.picture)),
  );

  r.get(
    '/api/companies/me/completion',
    {
      config: { auth: COMPANY, permission: 'company.read' },
      schema: { tags, summary: 'The dashboard checklist', response: { 200: companyCompletionSchema } },
    },
    async (request) => deps.profile.completion(requireActor(request)),
  );

  r.post(
    '/api/companies/me/first-call',
    {
      config: { auth: COMPANY, permission: 'company.bookCall' },
      schema: {
        tags,
        summary:
          'Book the first call with the team (idempotent): the checklist is marked and, the first time, a demo request is stored and emailed to the platform; answers the checklist',
        body: firstCallBookingSchema,
        response: { 200: companyCompletionSchema },
      },
    },
    async (request) => deps.profile.bookFirstCall(requireActor(request), request.body ?? {}),
  );
}
