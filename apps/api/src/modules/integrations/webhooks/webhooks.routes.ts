import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  webhookCreateSchema,
  webhookDeliveryPageSchema,
  webhookDeliveryQuerySchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from '@bb/domain';
import { requireActor } from '../../../plugins/auth.ts';
import { IDEMPOTENT_WITH_SECRET, idempotencyClaim } from '../../ledger/index.ts';
import type { WebhooksService } from './webhooks.service.ts';

const idParams = z.object({ id: z.uuid() });
const deliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });
/** A company's administrators manage its endpoints; super admins the platform-wide ones. */
const MANAGERS = { auth: ['company', 'superadmin'], permission: 'webhooks.manage' } as const;
const BASE = '/api/integrations/webhooks';

/** Outbound webhooks (docs/webhooks.md): endpoints, their secrets, a test delivery and the delivery log. */
export function webhooksRoutes(app: FastifyInstance, deps: { webhooks: WebhooksService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['integrations'];

  r.get(
    BASE,
    {
      config: MANAGERS,
      schema: { tags, summary: "The caller's webhook endpoints (the platform-wide ones for a super admin)", response: { 200: webhookListSchema } },
    },
    async (request) => deps.webhooks.list(requireActor(request)),
  );

  r.post(
    BASE,
    {
      config: MANAGERS,
      schema: {
        tags,
        summary: 'Add an endpoint; its secret is in this answer only (WEBHOOK_URL_NOT_ALLOWED, WEBHOOK_EVENT_NOT_ALLOWED, WEBHOOK_LIMIT_REACHED)',
        description: IDEMPOTENT_WITH_SECRET,
        body: webhookCreateSchema,
        response: { 201: webhookWithSecretSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await deps.webhooks.create(requireActor(request), request.body, idempotencyClaim(request, { perSession: true }))),
  );

  r.get(
    `${BASE}/:id`,
    { config: MANAGERS, schema: { tags, summary: 'One endpoint, without its secret', params: idParams, response: { 200: webhookSchema } } },
    async (request) => deps.webhooks.get(requireActor(request), request.params.id),
  );

  r.patch(
    `${BASE}/:id`,
    {
      config: MANAGERS,
      schema: {
        tags,
        summary: 'Change an endpoint; active=true turns a disabled one back on and resets its failures',
        params: idParams,
        body: webhookUpdateSchema,
        response: { 200: webhookSchema },
      },
    },
    async (request) => deps.webhooks.update(requireActor(request), request.params.id, request.body),
  );

  r.delete(
    `${BASE}/:id`,
    {
      config: MANAGERS,
      schema: { tags, summary: 'Delete an endpoint and its log; answers the remaining list', params: idParams, response: { 200: webhookListSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      await deps.webhooks.remove(actor, request.params.id);
      return deps.webhooks.list(actor);
    },
  );

  r.post(
    `${BASE}/:id/test`,
    {
      config: MANAGERS,
      schema: {
        tags,
        summary: 'Send a `ping` delivery now; answers its outcome as the log shows it',
        params: idParams,
        response: { 200: webhookDeliverySchema },
      },
    },
    async (request) => deps.webhooks.test(requireActor(request), request.params.id),
  );

  r.post(
    `${BASE}/:id/rotate-secret`,
    {
      config: MANAGERS,
      schema: {
        tags,
        summary: 'A new secret, in this answer only; the previous one still signs (a second v1=) for 24 hours',
        params: idParams,
        response: { 200: webhookWithSecretSchema },
      },
    },
    async (request) => deps.webhooks.rotateSecret(requireActor(request), request.params.id),
  );

  r.get(
    `${BASE}/:id/deliveries`,
    {
      config: MANAGERS,
      schema: {
        tags,
        summary: "The endpoint's delivery log, newest first",
        params: idParams,
        querystring: webhookDeliveryQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    async (request) => deps.webhooks.deliveries(requireActor(request), request.params.id, request.query.page),
  );

  r.post(
    `${BASE}/:id/deliveries/:deliveryId/redeliver`,
    {
      config: MANAGERS,
      schema: {
        tags,
        summary: 'Send a delivery again now, same id and body; answers its outcome',
        params: deliveryParams,
        response: { 200: webhookDeliverySchema },
      },
    },
    async (request) => deps.webhooks.redeliver(requireActor(request), request.params.id, request.params.deliveryId),
  );
}
