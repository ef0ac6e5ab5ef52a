/**
 * The event stream's webhooks consumer: for each event, a pending delivery per endpoint that takes its public name and
 * may read it (a company's endpoint hears only of its company's events and of none meant for the platform; a
 * platform-wide one hears of all), written in the dispatcher's transaction with the cursor. The sender's loop
 * delivers them after commit, so a webhook adds nothing to the request that caused the event.
 */
import { PLATFORM_ONLY_WEBHOOK_EVENTS } from '@bb/domain';
import type { Executor } from '../../../db/client.ts';
import { clock } from '../../../lib/clock.ts';
import type { EventConsumer, RecordedEvent } from '../../events/index.ts';
import { webhookMessagesOf, type WebhookMessage } from './webhook-payloads.ts';
import { subscribes, webhooksRepository, type EndpointRow, type NewDelivery } from './webhooks.repository.ts';

type Listener = Pick<EndpointRow, 'id' | 'companyId' | 'events'>;

/** Whether an endpoint may be told this message of this event. */
function hears(endpoint: Listener, event: RecordedEvent, message: WebhookMessage): boolean {
  if (!subscribes(endpoint, message.event)) return false;
  if (endpoint.companyId === null) return true;
  return endpoint.companyId === event.companyId && !PLATFORM_ONLY_WEBHOOK_EVENTS.includes(message.event);
}

/** The body a delivery carries besides its id: the public name, when it happened, whose it is, and the presenter's data. */
const payloadOf = (event: RecordedEvent, message: WebhookMessage) => ({
  type: message.event,
  createdAt: event.createdAt.toISOString(),
  companyId: event.companyId,
  data: message.data,
});

async function handle(tx: Executor, events: readonly RecordedEvent[]): Promise<void> {
  const told = events.map((event) => ({ event, messages: webhookMessagesOf(event) })).filter((entry) => entry.messages.length > 0);
  if (told.length === 0) return;
  const repository = webhooksRepository(tx);
  const companyIds = [...new Set(told.flatMap((entry) => (entry.event.companyId ? [entry.event.companyId] : [])))];
  const endpoints = await repository.listening(companyIds);
  if (endpoints.length === 0) return;
  const now = clock.now();
  const deliveries: NewDelivery[] = told.flatMap(({ event, messages }) =>
    messages.flatMap((message) =>
      endpoints
        .filter((endpoint) => hears(endpoint, event, message))
        .map((endpoint) => ({ endpointId: endpoint.id, eventId: event.id, event: message.event, payload: payloadOf(event, message), nextAttemptAt: now })),
    ),
  );
  await repository.insertDeliveries(deliveries);
}

export const webhooksConsumer: EventConsumer = { name: 'webhooks', handle };
