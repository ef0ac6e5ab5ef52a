import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactRequestReceiptSchema, contactRequestSchema } from '@bb/domain';
import { hmac } from '../../lib/crypto.ts';
import { contactRequestLimiter } from './contact-limits.ts';
import type { ContactsService } from './contacts.service.ts';

/** The company landing's quote form, demo booking and contact form (public, limited per address and per email). */
export function contactsRoutes(app: FastifyInstance, deps: { contacts: ContactsService; ipKey: Buffer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/contact-requests',
    {
      config: { auth: 'public' },
      preHandler: contactRequestLimiter(app),
      schema: {
        tags: ['contacts'],
        summary:
          'A quote, demo or contact request from the company landing: stored, emailed to the platform and confirmed to the requester (5 an hour per address, 3 per email)',
        body: contactRequestSchema,
        response: { 201: contactRequestReceiptSchema },
      },
    },
    async (request, reply) => {
      // The address itself is not kept: a keyed hash lets the team group abuse without storing personal data.
      const receipt = await deps.contacts.submit(request.body, { language: request.language, ipHash: hmac(deps.ipKey, request.ip) });
      return reply.status(201).send({ id: receipt.id, kind: receipt.kind, createdAt: receipt.createdAt.toISOString() });
    },
  );
}
