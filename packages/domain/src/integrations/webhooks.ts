/**
 * Outbound webhooks (issue 23): a company (or, platform-wide, a super admin) names an https endpoint and the events it
 * wants; the platform POSTs each one as JSON, signed with the endpoint's secret (HMAC-SHA256 over a timestamp and the
 * body, one `x-bb-signature` header with both, as Stripe does), retries it with backoff and disables an endpoint that
 * keeps failing. docs/webhooks.md is the receiver's guide; its verifier is the one the API tests use.
 */
import { z } from 'zod';

/** The public names of the events offered, in the order the form lists them. */
export const WEBHOOK_EVENTS = [
  'report.created',
  'report.status_changed',
  'report.severity_changed',
  'report.comment_added',
  'report.reward_sent',
  'report.retest_result',
  'payment.state_changed',
  'program.state_changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Events only platform-wide endpoints may take: a company reads no hacker payment (payments.read). */
export const PLATFORM_ONLY_WEBHOOK_EVENTS: readonly WebhookEvent[] = ['payment.state_changed'];

/** The event a "send test" delivers: not subscribable, always sent when asked. */
export const WEBHOOK_PING_EVENT = 'ping';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_RULES = {
  maxEndpointsPerOwner: 10,
  /** Minutes after each failed attempt before the next one; past the last, the delivery is failed. */
  retryMinutes: [1, 5, 30, 120, 720] as const,
  /** Failed attempts in a row (any delivery of the endpoint) after which the endpoint is disabled and its admins told. */
  failuresBeforeDisabling: 10,
  /** How long the previous secret still signs (a second `v1=`) after a rotation. */
  secretOverlapHours: 24,
  /** An attempt that has not answered in this time failed. */
  timeoutMs: 10_000,
  /** A signature older than this is refused by the documented verifier (replays). */
  toleranceSeconds: 300,
  urlMax: 2000,
  descriptionMax: 200,
  deliveryPageSize: 20,
  /** Days a finished delivery (delivered or failed) stays in the log after its last attempt; pending ones stay until they finish. */
  deliveryRetentionDays: 30,
} as const;

/** Every attempt a delivery gets: the first, then one per retry. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RULES.retryMinutes.length + 1;

/** Headers of every delivery (docs/webhooks.md). */
export const WEBHOOK_HEADERS = {
  event: 'x-bb-event',
  delivery: 'x-bb-delivery',
  signature: 'x-bb-signature',
} as const;

/** http is refused in production by the service (WEBHOOK_URL_NOT_ALLOWED), with private addresses. */
const urlSchema = z.url({ protocol: /^https?$/ }).max(WEBHOOK_RULES.urlMax);

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1)
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);

export const webhookCreateSchema = z.object({
  url: urlSchema,
  events: eventsSchema,
  description: z.string().trim().max(WEBHOOK_RULES.descriptionMax).default(''),
});
export type WebhookCreateInput = z.infer<typeof webhookCreateSchema>;

/** An update names only what changes; `active: true` turns a disabled endpoint back on (and resets its failures). */
export const webhookUpdateSchema = z
  .object({
    url: urlSchema,
    events: eventsSchema,
    description: z.string().trim().max(WEBHOOK_RULES.descriptionMax),
    active: z.boolean(),
  })
  .partial();
export type WebhookUpdateInput = z.infer<typeof webhookUpdateSchema>;

export const WEBHOOK_DISABLED_REASONS = ['manual', 'failures'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

export const webhookSchema = z.object({
  id: z.uuid(),
  /** Null for a platform-wide endpoint (super admins). */
  companyId: z.uuid().nullable(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  active: z.boolean(),
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  disabledAt: z.iso.datetime().nullable(),
  consecutiveFailures: z.number().int(),
  /** Until when the previous secret still signs, after a rotation. */
  previousSecretUntil: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({ results: z.array(webhookSchema) });

/** Creation and rotation only: the secret is never shown again. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  responseMs: z.number().int().nullable(),
  error: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = z.object({
  results: z.array(webhookDeliverySchema),
  count: z.number().int(),
});

export const webhookDeliveryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
