import type { Webhook, WebhookDelivery } from '@bb/domain';
import { isoTime, isoTimeOrNull } from '../../../lib/iso-time.ts';
import type { DeliveryRow, EndpointRow } from './webhooks.repository.ts';

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
    disabledAt: isoTimeOrNull(row.disabledAt),
    consecutiveFailures: row.consecutiveFailures,
    previousSecretUntil: isoTimeOrNull(row.previousSecretUntil),
    createdAt: isoTime(row.createdAt),
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
    nextAttemptAt: row.status === 'pending' ? isoTimeOrNull(row.nextAttemptAt) : null,
    createdAt: isoTime(row.createdAt),
    lastAttemptAt: isoTimeOrNull(row.lastAttemptAt),
  };
}
