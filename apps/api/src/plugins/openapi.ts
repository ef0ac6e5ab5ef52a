import type { FastifyInstance, RouteOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { tokenScopesFor } from '@bb/domain';
import type { AppConfig } from '../config.ts';
import { registerApiDocs } from './api-docs.ts';
import { cookieNames } from './cookies.ts';
import { CSRF_HEADER } from './csrf.ts';
import { errorComponents, errorResponseRefs, errorStatusesOf, type ErrorStatus } from './openapi-errors.ts';
import { operationIdFor } from './openapi-operation-ids.ts';
import { tidySchemas } from './openapi-tidy.ts';
import type { RoutePermission } from './types.ts';

/** The route's error statuses, handed from the per-route transform to the document's (removed from the document there). */
const ERRORS_HINT = 'x-bb-error-statuses';
/** Set when the route's body may be left out (a nullish schema), handed on the same way. */
const OPTIONAL_BODY_HINT = 'x-bb-optional-body';

/** Whether a POST with no body passes the route's body schema (zod's, as the validator runs it). */
function bodyMayBeOmitted(body: unknown): boolean {
  const schema = body as { safeParse?: (value: unknown) => { success: boolean } } | undefined;
  try {
    return typeof schema?.safeParse === 'function' && schema.safeParse(undefined).success;
  } catch {
    // A refinement that reads the body's fields before the object check (withCompanyRules) throws on none at all.
    return false;
  }
}

/** The tags' descriptions, in the order the reference lists them. */
const TAGS: Record<string, string> = {
  accounts: 'Sign-up, activation, sign-in and sign-out, password reset, invitations to choose a first password.',
  account: "The signed-in user's own account: profile, username, email, password, two-factor, notification settings.",
  companies: "A company's own registration, details, fiscal data change requests and onboarding checklist.",
  'company team': "A company's members: invitations, roles, blocking.",
  'companies (admin)': 'Companies as the platform staff sees them: lists, verification, fiscal data change decisions, coupons.',
  programs: 'Bug bounty programs: drafts, review, budget, testing accounts, invitations, hall of fame.',
  reports: 'Vulnerability reports and their workflow: triage, rewards, rejections, fix verification, exports.',
  hackers: "Hackers' own and public profiles, their statistics and hacktivity, the leaderboard.",
  payments: "Hackers' tax and bank settings, payments, receipts and the bank batches that pay them.",
  wallet: "Companies' wallet: balance, movements, top-up details.",
  deposits: 'Bank transfers received from companies: accreditation, invoices, statements.',
  verification: "Hackers' identity verification (KYC) with the provider's widget and webhooks.",
  notifications: 'In-app notifications and the email opt-out links.',
  stats: 'Dashboards and platform figures.',
  integrations: 'Personal access tokens for scripts, signed webhooks fed by the event stream, exports, the issue tracker and code host links.',
  uploads: 'File uploads through signed URLs, and reading them back.',
  admin: 'Platform settings, the audit log, staff and user management.',
  platform: 'Public facts about the platform: support address, features switched off.',
  contacts: "The public site's quote, demo and contact forms.",
  legal: 'Terms and privacy policies.',
  wiki: 'The support wiki.',
  health: 'Liveness and this document.',
  development: 'Development only: not served in production.',
};

const description = (config: Pick<AppConfig, 'isProduction'>) => {
  const { csrf } = cookieNames(true);
  return [
    'The bug bounty marketplace API, as the web app uses it.',
    '',
    'Errors answer `{ code, message, fields? }` (the `Error` schema): act on `code`, show `message` (Italian or English, from Accept-Language).',
    '',
    `**Authentication.** A browser signs in with POST /api/users/login and sends the session cookie; its state-changing calls (POST, PUT, PATCH, DELETE) must repeat the \`${cookieNames(config.isProduction).csrf}\` cookie in the \`${CSRF_HEADER}\` header (the cookie is bound to the session: sign-in and sign-out answer with a new one). In production the cookies are \`__Host-bb_session\` and \`${csrf}\`. A script sends a personal access token instead (\`Authorization: Bearer bbt_…\`), with no CSRF header.`,
    '',
    'Each operation names who may call it: `x-callers` (the user types) and `x-permission` (packages/domain permissions.ts).',
  ].join('\n');
};

function securitySchemes(config: Pick<AppConfig, 'isProduction'>) {
  return {
    session: {
      type: 'apiKey',
      in: 'cookie',
      name: cookieNames(config.isProduction).session,
      description: `The session cookie set by POST /api/users/login (\`__Host-bb_session\` in production, \`bb_session\` on local http). State-changing calls also need the \`${CSRF_HEADER}\` header equal to the CSRF cookie.`,
    },
    bearer: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'bbt_…',
      description:
        'A personal access token (`Authorization: Bearer bbt_…`), made in the account settings. No CSRF header needed. An operation a token may call lists the scopes that let it through (any one): `area:read` or `area:write`, for the areas programs, reports, payments and wallet; read-write covers read.',
    },
  } as const;
}

/**
 * A signed-in route's schemes: the session always; an API token only where a scope reaches the route's permission,
 * with the scopes that do (`reports:read`, `programs:write`: tokens.ts tokenScopesFor).
 */
function securityOf(permission: RoutePermission | undefined, method: string): Record<string, string[]>[] {
  const scopes = permission ? tokenScopesFor(typeof permission === 'string' ? [permission] : permission, method) : [];
  return scopes.length ? [{ session: [] }, { bearer: scopes }] : [{ session: [] }];
}

/** Who may call the route (security, x-callers, x-permission) and which errors it answers, from its config. */
function describeRoute(route: RouteOptions, schema: Record<string, unknown> | undefined): Record<string, unknown> {
  const config = route.config ?? {};
  const method = [route.method].flat()[0] ?? 'GET';
  const hasBody = Boolean(route.schema?.body);
  const hasInput = hasBody || Boolean(route.schema?.querystring ?? route.schema?.params ?? route.schema?.headers);
  const errors = errorStatusesOf({ method, url: route.url, config, hasBody, hasInput, extra: route.schema?.errorStatuses });
  const access =
    config.auth === 'public'
      ? { security: [] }
      : { security: securityOf(config.permission, method), 'x-callers': config.auth, 'x-permission': config.permission };
  // errorStatuses is the document's own input (openapi-errors.ts), not an OpenAPI keyword.
  const { errorStatuses: _statuses, ...rest } = schema ?? {};
  return { ...rest, ...access, [ERRORS_HINT]: errors, ...(bodyMayBeOmitted(route.schema?.body) ? { [OPTIONAL_BODY_HINT]: true } : {}) };
}

interface Operation {
  operationId?: string;
  tags?: string[];
  responses?: Record<
    string,
    { $ref?: string; description?: string; content?: Record<string, { schema?: { type?: string; properties?: { results?: { type?: string } } } }> }
  >;
  [ERRORS_HINT]?: ErrorStatus[];
  [OPTIONAL_BODY_HINT]?: true;
  requestBody?: { required?: boolean };
}

/** Whether the operation's success answer is a list (an array, or a page of `results`). */
function answersList(operation: Operation): boolean {
  const success = operation.responses?.['200'] ?? operation.responses?.['201'];
  const schema = success?.content?.['application/json']?.schema;
  return schema?.type === 'array' || schema?.properties?.results?.type === 'array';
}

/** The operation's name, its error answers (the route's own first), whether its body is required, and the hints removed. */
function finishOperation(method: string, path: string, operation: Operation): void {
  operation.operationId ??= operationIdFor(method, path, answersList(operation));
  for (const [status, response] of Object.entries(operation.responses ?? {}))
    // @fastify/swagger's placeholder for an answer without a description.
    if (status.startsWith('2') && response.description === 'Default Response') response.description = 'Success';
  operation.responses = { ...errorResponseRefs(operation[ERRORS_HINT] ?? [500]), ...operation.responses };
  // @fastify/swagger marks every body required; one the schema lets a caller leave out is not.
  if (operation[OPTIONAL_BODY_HINT] && operation.requestBody) operation.requestBody.required = false;
  delete operation[ERRORS_HINT];
  delete operation[OPTIONAL_BODY_HINT];
}

type OpenApiDocument = { paths?: Record<string, Record<string, Operation>> };

/** The whole document: every operation finished, the tags used with their descriptions, the schemas tidied. */
function finishDocument(document: OpenApiDocument) {
  const used = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      finishOperation(method, path, operation);
      for (const tag of operation.tags ?? []) used.add(tag);
    }
  }
  tidySchemas(document.paths ?? {});
  const described = Object.keys(TAGS).filter((tag) => used.has(tag));
  const others = [...used].filter((tag) => !(tag in TAGS)).sort();
  return { ...document, tags: [...described.map((name) => ({ name, description: TAGS[name] })), ...others.map((name) => ({ name }))] };
}

/** OpenAPI 3.1 document built from the routes' zod schemas, served at /api/openapi.json, and its reference page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl' | 'isProduction'>) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bug bounty marketplace API',
        version: '1.0.0',
        description: description(config),
        contact: { name: 'Platform support', url: `${config.publicUrl}/contacts` },
        license: { name: 'Proprietary', url: `${config.publicUrl}/terms-and-conditions` },
      },
      servers: [{ url: config.publicUrl, description: 'This instance (PUBLIC_URL)' }],
      components: { securitySchemes: securitySchemes(config), ...errorComponents() },
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      return { ...result, schema: describeRoute(input.route, result.schema as Record<string, unknown> | undefined) };
    },
    transformObject: (document) => ('openapiObject' in document ? finishDocument(document.openapiObject as OpenApiDocument) : document.swaggerObject),
  });
  app.get(
    '/api/openapi.json',
    { config: { auth: 'public' }, schema: { tags: ['health'], operationId: 'getOpenApiDocument', summary: 'This OpenAPI document' } },
    async () => app.swagger(),
  );
  registerApiDocs(app);
}
