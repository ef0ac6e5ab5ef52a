import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { AppConfig, TrustProxy } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import { clock } from './lib/clock.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import type { FileStorage } from './modules/uploads/storage/storage.ts';
import { compiledSerializerCompiler } from './plugins/serializer.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerAuth } from './plugins/auth.ts';
import { appOrigins } from './plugins/csrf.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { lazyRequestLogger } from './plugins/request-logger.ts';
import { startCacheBus } from './lib/cache-bus.ts';
import { sessionsRepository } from './modules/accounts/sessions.repository.ts';
import { sessionsService } from './modules/accounts/sessions.service.ts';
import { healthModule } from './modules/health/index.ts';
import { legalModule } from './modules/legal/index.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { emailModule } from './modules/email/index.ts';
import { eventsModule } from './modules/events/index.ts';
import { uploadsModule } from './modules/uploads/index.ts';
import { registerFeatureSwitch, settingsModule } from './modules/settings/index.ts';
import { limitStores, requestRatesModule, writeLimitsModule } from './modules/limits/index.ts';
import { companiesModule } from './modules/companies/index.ts';
import { contactsModule } from './modules/contacts/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { bankingModule } from './modules/banking/index.ts';
import { notificationsModule, optOutLinker } from './modules/notifications/index.ts';
import { programsModule } from './modules/programs/index.ts';
import { verificationModule } from './modules/verification/index.ts';
import { hackersModule } from './modules/hackers/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { webhooksModule } from './modules/integrations/webhooks/index.ts';
import { trackersModule } from './modules/integrations/trackers/index.ts';
import { statsModule } from './modules/stats/index.ts';
import { idempotencyRetention } from './modules/ledger/index.ts';
import { wikiModule } from './modules/wiki/index.ts';
import { apiTokenResolver, apiTokensModule } from './modules/integrations/index.ts';
import { publicSiteModule, publicSiteWeb } from './modules/public-site/index.ts';
import './plugins/types.ts';
import type { Mailer } from './modules/email/index.ts';
import type { EventDispatcher } from './modules/events/index.ts';

// Declared where they are decorated: plugins/types.ts names no module, so the modules that read the actor's types
// (audit, events) import nothing that imports them back.
declare module 'fastify' {
  interface FastifyInstance {
    /** The event stream's dispatcher (tests and the demo seed drain it instead of waiting for its loop). */
    eventStream: EventDispatcher;
    /** Sends the stored emails (tests drain it instead of waiting for its loop). */
    mailer: Mailer;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface AppDependencies {
  db: Database;
  queue: JobQueue;
  storage: FileStorage;
  /** The process's logger (startup.ts); one of the configured level otherwise. */
  logger?: Logger;
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5 treats a bare number as "trust nobody" (a hop
 * count cannot check who the nearest peer is), so a hop count becomes a function trusting the
 * nearest N addresses, as Express does: right only when the app is reachable through those proxies
 * alone (README). Addresses and CIDR lists go to proxy-addr as they are.
 */
function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Infrastructure plugins first, then the modules. Tests build the same app with app.inject. */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger ?? createLogger(config.logLevel),
    childLoggerFactory: lazyRequestLogger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers leave through serializers compiled from the response schemas; outside production zod checks each one too.
  app.setSerializerCompiler(
    compiledSerializerCompiler({ verify: !config.isProduction, onZodOnly: (route) => app.log.debug({ route }, 'response serialised by zod') }),
  );
  // Set as the request arrives, once, by a synchronous hook: every answer carries it, errors included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, config.isProduction);
  await app.register(cookie);
  // Answers over 1 KB leave compressed when the client takes it (JSON lists, server-rendered pages); the build's
  // files are already compressed (precompressed copies) and pass through as they are.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });
  // The limits' counters, shared by every instance (PostgreSQL, or Redis with REDIS_URL).
  const limits = limitStores({ db: deps.db, redis: config.redis });
  app.addHook('onClose', async () => limits.close());
  await requestRatesModule(app, limits);
  await registerOpenApi(app, config);

  // Evictions between instances (LISTEN/NOTIFY): a logout, block or role change on one reaches the others at once.
  const cacheBus = await startCacheBus(deps.db.$client, app.log);
  app.addHook('onClose', async () => cacheBus.close());
  const sessions = sessionsService(sessionsRepository(deps.db), cacheBus);
  const apiTokens = apiTokenResolver({ db: deps.db, sessions, bus: cacheBus });
  registerAuth(app, {
    sessions,
    tokens: apiTokens,
    secret: config.sessionSecret,
    previousSecrets: config.previousSessionSecrets,
    secureCookies: config.isProduction,
    allowedOrigins: appOrigins(config.publicUrl, config.isProduction),
  });

  const settings = settingsModule(deps.db, cacheBus);
  // Before any module's routes and the write limits: FEATURE_DISABLED refuses the features it governs first.
  registerFeatureSwitch(app, settings);
  // Before any module's routes: the write limits' hook checks the routes that declare one.
  await writeLimitsModule(app, { config, db: deps.db, queue: deps.queue, settings, stores: limits });
  // The emails a setting stops carry a signed link that stops it; the notifications module owns the settings and the links.
  const optOutLinks = optOutLinker({ publicUrl: config.publicUrl, secret: config.sessionSecret, now: () => clock.now() });
  const { service: email, mailer } = emailModule(app, { config, db: deps.db, optOutLinks });
  const events = await eventsModule({ config, db: deps.db, queue: deps.queue, settings, log: app.log });
  const uploads = await uploadsModule(app, { config, db: deps.db, storage: deps.storage });
  await healthModule(app, { db: deps.db, checks: { limits: limits.ping } });
  const { legal } = legalModule(app, { config, settings });
  const { wiki } = wikiModule(app);
  const accounts = await accountsModule(app, { config, db: deps.db, sessions, email, settings, uploads });
  apiTokensModule(app, { config, db: deps.db, resolver: apiTokens, confirmsTwoFactor: accounts.otp.confirms });
  const contacts = contactsModule(app, { config, db: deps.db, email, settings });
  const companies = companiesModule(app, {
    db: deps.db,
    sessions,
    invitations: accounts.invitations,
    authentication: accounts.authentication,
    uploads,
    contacts,
  });
  adminModule(app, { db: deps.db, settings, sessions, invitations: accounts.invitations });
  const banking = bankingModule(app, { db: deps.db, settings, platform: config.platform });
  const notifications = await notificationsModule(app, { config, db: deps.db, queue: deps.queue, email, events });
  companies.announceDataChangesOn(notifications);
  const programs = programsModule(app, { config, db: deps.db, settings, uploads, notifications, companies, banking });
  verificationModule(app, { config, db: deps.db });
  const hackers = hackersModule(app, { db: deps.db, uploads });
  reportsModule(app, { config, db: deps.db, uploads, notifications, programs, hackers, settings });
  await paymentsModule(app, { db: deps.db, config, queue: deps.queue, email, settings, uploads, platform: config.platform, hackers, banking });
  const webhooks = await webhooksModule(app, { config, db: deps.db, email, events, queue: deps.queue });
  await trackersModule(app, { config, db: deps.db, queue: deps.queue, uploads });

  await statsModule(app, { config, db: deps.db, queue: deps.queue, companies });
  await idempotencyRetention({ config, db: deps.db, queue: deps.queue });
  // Above every module it reads; `site` (SiteData) feeds the public site's renderer, handed on by site-pages.ts (issue 21, in progress).
  const { siteData: site } = publicSiteModule(app, { db: deps.db, settings, platform: config.platform, legal, wiki });

  app.decorate('eventStream', events);
  // Every consumer registered above gets its cursor before the first request (a GET's drain in tests must not write it).
  app.addHook('onReady', async () => events.prepare());
  app.decorate('mailer', mailer);
  app.decorate('webhookSender', webhooks.sender);
  if (config.runJobs) startBackgroundWork(app, [events, mailer, webhooks.sender]);

  await registerWebApp(app, config, await publicSiteWeb(app, { config, db: deps.db, sessions, data: site }));
  return app;
}

/**
 * The dispatcher's and the mailer's loops, stopped when the app closes. A write answered by this instance wakes them
 * at once (its events and emails have committed by then); they poll for what other instances wrote.
 */
function startBackgroundWork(app: FastifyInstance, workers: readonly { start(): void; wake(): void; stop(): Promise<void> }[]) {
  for (const worker of workers) worker.start();
  app.addHook('onResponse', (request, _reply, done) => {
    if (!SAFE_METHODS.has(request.method)) for (const worker of workers) worker.wake();
    done();
  });
  app.addHook('onClose', async () => {
    for (const worker of workers) await worker.stop();
  });
}
