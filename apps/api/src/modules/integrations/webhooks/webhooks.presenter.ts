import type { Webhook, WebhookDelivery } from '@bb/domain';
import type { DeliveryRow, EndpointRow } from './webhooks.repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An endpoint without its secrets (sealed or not): those are shown once, by creation and rotation. */
export function presentWebhook(row: EndpointRow): Webhook {
  return {
    id: row.id,
    companyId: row.companyId,
    url: row.url,
    events: row.events,
    description: row.description,
    active: row.active,
    disabledReason: row.disabledReason,
    disabledAt: iso(row.disabledAt),
    consecutiveFailures: row.consecutiveFailures,
    previousSecretUntil: iso(row.previousSecretUntil),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One line of the log: the outcome of the last attempt, not the body. */
export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseMs: row.responseMs,
    error: row.error,
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
  };
}
