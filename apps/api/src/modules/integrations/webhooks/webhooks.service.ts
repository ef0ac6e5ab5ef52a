import {
  PLATFORM_ONLY_WEBHOOK_EVENTS,
  WEBHOOK_PING_EVENT,
  WEBHOOK_RULES,
  type WebhookCreateInput,
  type WebhookEvent,
  type WebhookUpdateInput,
} from '@bb/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { clock } from '../../../lib/clock.ts';
import { randomToken, seal, type KeyRing } from '../../../lib/crypto.ts';
import { runIdempotent, sealingSecret, type IdempotencyClaim } from '../../ledger/index.ts';
import type { Actor } from '../../../plugins/types.ts';
import { isAllowedInProduction } from './address-guard.ts';
import type { WebhookSender } from './webhook-sender.ts';
import { presentDelivery, presentWebhook } from './webhooks.presenter.ts';
import { webhooksRepository, type EndpointRow, type WebhookOwner } from './webhooks.repository.ts';

/** Secrets start with it, so that secret scanners (and people) recognise one. */
const SECRET_PREFIX = 'whsec_';

/** Whose endpoints the caller manages: a super admin the platform-wide ones, a company administrator their company's. */
function ownerOf(actor: Actor): WebhookOwner {
  if (actor.userType === 'superadmin') return null;
  if (actor.company) return actor.company.id;
  throw new AppError('FORBIDDEN');
}

export interface WebhooksServiceDeps {
  db: Database;
  keys: KeyRing;
  sender: WebhookSender;
  production: boolean;
}

export function webhooksService(deps: WebhooksServiceDeps) {
  const newSecret = () => {
    const secret = `${SECRET_PREFIX}${randomToken(32)}`;
    return { secret, sealed: seal(deps.keys.signing, secret) };
  };

  /** Refuses, before anything is written, a URL production would never deliver to and events the owner may not take. */
  async function check(owner: WebhookOwner, input: { url?: string | undefined; events?: WebhookEvent[] | undefined }) {
    if (input.url !== undefined && deps.production && !(await isAllowedInProduction(input.url))) throw new AppError('WEBHOOK_URL_NOT_ALLOWED');
    if (owner !== null && input.events?.some((event) => PLATFORM_ONLY_WEBHOOK_EVENTS.includes(event))) throw new AppError('WEBHOOK_EVENT_NOT_ALLOWED');
  }

  async function load(owner: WebhookOwner, id: string): Promise<EndpointRow> {
    const row = await webhooksRepository(deps.db).find(owner, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Sends a pending delivery now and answers it as the log shows it afterwards. */
  async function sendAndShow(endpointId: string, deliveryId: string) {
    await deps.sender.sendNow(deliveryId);
    const row = await webhooksRepository(deps.db).delivery(endpointId, deliveryId);
    if (!row) throw new AppError('NOT_FOUND');
    return presentDelivery(row);
  }

  return {
    async list(actor: Actor) {
      return { results: (await webhooksRepository(deps.db).list(ownerOf(actor))).map(presentWebhook) };
    },

    async get(actor: Actor, id: string) {
      return presentWebhook(await load(ownerOf(actor), id));
    },

    /** Under an Idempotency-Key, a repeated request answers the first endpoint and its secret again (to the same session only). */
    async create(actor: Actor, input: WebhookCreateInput, claim: IdempotencyClaim | null = null) {
      const owner = ownerOf(actor);
      await check(owner, input);
      const { secret, sealed } = newSecret();
      return runIdempotent(
        deps.db,
        claim,
        async (tx) => {
          const repository = webhooksRepository(tx);
          await repository.lockOwner(owner);
          if ((await repository.count(owner)) >= WEBHOOK_RULES.maxEndpointsPerOwner) throw new AppError('WEBHOOK_LIMIT_REACHED');
          const row = await repository.insert({
            companyId: owner,
            url: input.url,
            events: input.events,
            description: input.description,
            secretSealed: sealed,
            createdBy: actor.userId,
          });
          return { ...presentWebhook(row), secret };
        },
        sealingSecret(deps.keys, 'secret'),
      );
    },

    async update(actor: Actor, id: string, input: WebhookUpdateInput) {
      const owner = ownerOf(actor);
      await check(owner, input);
      return deps.db.transaction(async (tx) => {
        const repository = webhooksRepository(tx);
        const row = await repository.lock(owner, id);
        if (!row) throw new AppError('NOT_FOUND');
        const activity =
          input.active === undefined || input.active === row.active
            ? {}
            : input.active
              ? { active: true, disabledReason: null, disabledAt: null, consecutiveFailures: 0 }
              : { active: false, disabledReason: 'manual' as const, disabledAt: clock.now() };
        return presentWebhook(await repository.update(id, { url: input.url, events: input.events, description: input.description, ...activity }));
      });
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repository = webhooksRepository(tx);
        if (!(await repository.lock(ownerOf(actor), id))) throw new AppError('NOT_FOUND');
        await repository.delete(id);
      });
    },

    /** A new secret, shown once; the one it replaces still signs (a second `v1=`) for the overlap. */
    async rotateSecret(actor: Actor, id: string) {
      const { secret, sealed } = newSecret();
      const row = await deps.db.transaction(async (tx) => {
        const repository = webhooksRepository(tx);
        const current = await repository.lock(ownerOf(actor), id);
        if (!current) throw new AppError('NOT_FOUND');
        const until = new Date(clock.now().getTime() + WEBHOOK_RULES.secretOverlapHours * 3_600_000);
        return repository.update(id, { secretSealed: sealed, previousSecretSealed: current.secretSealed, previousSecretUntil: until });
      });
      return { ...presentWebhook(row), secret };
    },

    /** A `ping` through the same path as every delivery, sent now: a disabled endpoint too, to check its receiver before turning it back on. */
    async test(actor: Actor, id: string) {
      const endpoint = await load(ownerOf(actor), id);
      const delivery = await webhooksRepository(deps.db).insertDelivery({
        endpointId: endpoint.id,
        event: WEBHOOK_PING_EVENT,
        payload: { type: WEBHOOK_PING_EVENT, createdAt: clock.now().toISOString(), companyId: endpoint.companyId, data: { webhook: { id: endpoint.id } } },
        nextAttemptAt: clock.now(),
      });
      return sendAndShow(endpoint.id, delivery.id);
    },

    async deliveries(actor: Actor, id: string, page: number) {
      const endpoint = await load(ownerOf(actor), id);
      const { rows, count } = await webhooksRepository(deps.db).deliveries(endpoint.id, page, WEBHOOK_RULES.deliveryPageSize);
      return { results: rows.map(presentDelivery), count };
    },

    /** Sends a delivery again now, as it was written (same id, same body): one more attempt. */
    async redeliver(actor: Actor, id: string, deliveryId: string) {
      const endpoint = await load(ownerOf(actor), id);
      const repository = webhooksRepository(deps.db);
      if (!(await repository.delivery(endpoint.id, deliveryId))) throw new AppError('NOT_FOUND');
      await repository.requeue(deliveryId, clock.now());
      return sendAndShow(endpoint.id, deliveryId);
    },
  };
}
export type WebhooksService = ReturnType<typeof webhooksService>;
