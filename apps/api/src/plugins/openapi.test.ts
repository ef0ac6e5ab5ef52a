/**
 * The OpenAPI document (issue 23): an operationId and the documented error answers on every operation, security
 * schemes, servers and tags; every answer the app really gives is one the document lists; Redocly's recommended
 * rules report no error; the reference page at /api/docs.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, ERROR_CODES } from '@bb/domain';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { clientAs } from '../test/factories.ts';
import { TestClient } from '../test/test-client.ts';
import { operationIdFor } from './openapi-operation-ids.ts';
import { tidySchemas } from './openapi-tidy.ts';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string }>;
  'x-permission'?: unknown;
}
interface Document {
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, Record<string, string>>;
    schemas: { Error: { properties: { code: { enum: string[] } } } };
    responses: Record<string, { description: string }>;
  };
}

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

let ctx: TestContext;
let document: Document;
beforeAll(async () => {
  ctx = await createTestApp();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })));
const operation = (method: string, path: string) => document.paths[path]![method]!;
const documentedStatuses = (method: string, path: string) => Object.keys(operation(method, path).responses);

describe('operation ids', () => {
  it('names every operation, uniquely, in camelCase', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(150);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]+$/);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
  });

  it('derives readable names from the method and the path, and a route that states its own keeps it', () => {
    expect(operation('get', '/api/reports').operationId).toBe('listReports');
    expect(operation('get', '/api/reports/{id}').operationId).toBe('getReport');
    expect(operation('post', '/api/reports').operationId).toBe('createReport');
    expect(operation('post', '/api/reports/{id}/approve').operationId).toBe('approveReport');
    expect(operation('patch', '/api/users/me').operationId).toBe('updateMyUser');
    expect(operation('delete', '/api/programs/{id}').operationId).toBe('deleteProgram');
    expect(operation('post', '/api/programs/accept/{id}').operationId).toBe('acceptProgramInvitation');
    expect(operation('get', '/api/openapi.json').operationId).toBe('getOpenApiDocument');
  });

  it('derives the action, the resource and the object of a write', () => {
    expect(operationIdFor('POST', '/api/programs/{id}/increase-budget', false)).toBe('increaseProgramBudget');
    expect(operationIdFor('POST', '/api/payments/batches', false)).toBe('createPaymentsBatch');
    expect(operationIdFor('POST', '/api/companies/me/data-changes', false)).toBe('createMyCompanyDataChange');
    expect(operationIdFor('GET', '/api/companies/{id}/members', true)).toBe('listCompanyMembers');
    expect(operationIdFor('GET', '/api/companies/{id}', false)).toBe('getCompany');
  });
});

describe('error answers', () => {
  it('has one Error schema with every code, and one response per status listing its codes', () => {
    expect(document.components.schemas.Error.properties.code.enum).toEqual(ERROR_CODES);
    const forbidden = document.components.responses.Forbidden!.description;
    for (const code of ERROR_CODES.filter((one) => ERRORS[one].status === 403)) expect(forbidden).toContain(code);
    expect(forbidden).not.toContain('NOT_FOUND');
  });

  it('documents the statuses the route declaration implies', () => {
    // A staff write on a report: business rules, session, permission and CSRF, its id, its body, its write limit.
    expect(documentedStatuses('post', '/api/reports/{id}/approve')).toEqual(['200', '400', '401', '403', '404', '413', '422', '429', '500']);
    // A public read without input: nothing but a failure.
    expect(documentedStatuses('get', '/api/platform')).toEqual(['200', '500']);
    // The sign-in's per-address rate, and a write limit.
    expect(documentedStatuses('post', '/api/users/login')).toContain('429');
    // A status the route adds itself: the public sign-in's wrong credentials.
    expect(documentedStatuses('post', '/api/users/login')).toContain('401');
    expect(documentedStatuses('post', '/api/users/signup')).not.toContain('401');
    expect(documentedStatuses('post', '/api/programs/accept/{id}')).toContain('429');
    expect(documentedStatuses('get', '/api/reports/{id}')).not.toContain('429');
    expect(operation('get', '/api/reports').responses['401']).toEqual({ $ref: '#/components/responses/Unauthenticated' });
  });

  it('lists every status the app answers to a visitor, and to a hacker reading what is not theirs', async () => {
    const fill = (path: string) => path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
    const { client: hacker } = await clientAs(ctx.app, ctx.db, 'hacker');
    const undocumented: string[] = [];
    for (const { method, path } of operations()) {
      const callers = method === 'get' ? [new TestClient(ctx.app), hacker] : [new TestClient(ctx.app)];
      for (const client of callers) {
        const response = await client.request(method.toUpperCase() as 'GET', fill(path), method === 'get' ? undefined : {});
        if (response.statusCode >= 400 && !documentedStatuses(method, path).includes(String(response.statusCode)))
          undocumented.push(`${method} ${path}: ${response.statusCode} ${response.json<{ code: string }>().code}`);
      }
    }
    expect(undocumented).toEqual([]);
    // A well-formed sign-in with a wrong password gets past validation, to the answer only the route knows.
    const wrong = await new TestClient(ctx.app).post('/api/users/login', { email: 'nobody@example.com', password: 'Wrong-password-1' });
    expect([wrong.statusCode, documentedStatuses('post', '/api/users/login')]).toEqual([401, expect.arrayContaining(['401'])]);
  });
});

describe('request bodies', () => {
  it('requires a body unless the route lets a caller leave it out', () => {
    const body = (method: string, path: string) => (operation(method, path) as unknown as { requestBody: { required: boolean } }).requestBody;
    expect(body('post', '/api/users/login').required).toBe(true);
    // A hacker's access request and the dashboard's call booking send none (nullish schemas).
    expect(body('post', '/api/programs/{id}/invitations').required).toBe(false);
    expect(body('post', '/api/companies/me/first-call').required).toBe(false);
  });
});

describe('examples', () => {
  it('shows a demo sign-in as the login example, and an error body on every error answer', () => {
    // One example of a schema becomes the media type's `example` (@fastify/swagger).
    const login = document.paths['/api/users/login']!.post as unknown as { requestBody: { content: Record<string, { example?: unknown }> } };
    expect(login.requestBody.content['application/json']!.example).toMatchObject({ email: 'hacker@demo.bugbounty.local' });
    const notFound = document.components.responses.NotFound as unknown as { content: Record<string, { example: unknown }> };
    expect(notFound.content['application/json']!.example).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });
});

describe('security, servers and tags', () => {
  it('offers the session cookie on signed-in operations, a bearer token with the scopes that reach it where one can, nothing on public ones', () => {
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'bb_session' });
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(operation('get', '/api/reports').security).toEqual([{ session: [] }, { bearer: ['reports:read'] }]);
    expect(operation('post', '/api/reports').security).toEqual([{ session: [] }, { bearer: ['reports:write'] }]);
    // The account and the tokens themselves are out of every token's reach.
    expect(operation('get', '/api/users/me').security).toEqual([{ session: [] }]);
    expect(operation('post', '/api/integrations/tokens').security).toEqual([{ session: [] }]);
    expect(operation('post', '/api/users/login').security).toEqual([]);
    for (const { operation: one } of operations()) expect(one.security).toBeDefined();
  });

  it('names this instance as the server', () => {
    expect(document.servers).toEqual([{ url: ctx.config.publicUrl, description: expect.any(String) }]);
  });

  it('lists every tag the operations use, described', () => {
    const used = new Set(operations().flatMap(({ operation: one }) => one.tags ?? []));
    expect(new Set(document.tags.map((tag) => tag.name))).toEqual(used);
    expect(document.tags.find((tag) => tag.name === 'reports')?.description).toBeTruthy();
  });
});

describe('Redocly', () => {
  it('reports no error with its recommended rules (apps/api/redocly.yaml)', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'bb-openapi-'));
    try {
      const file = join(directory, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
      const args = [cli, 'lint', '--config', join(API_ROOT, 'redocly.yaml'), '--format', 'json', '--max-problems', '10000', file];
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
      // It exits 1 when it finds errors: the report on stdout says which.
      const stdout = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }).then(
        (result) => result.stdout,
        (error: { stdout?: string }) => error.stdout ?? '',
      );
      const report = JSON.parse(stdout) as { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
      const errors = report.problems.filter((problem) => problem.severity === 'error');
      expect(errors.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('tidied schemas', () => {
  it('turns a record keyed by an enum into its properties, and anything-or-null into anything', () => {
    const schema = {
      type: 'object',
      properties: {
        abilities: {
          type: 'object',
          propertyNames: { enum: ['approve', 'reject'] },
          additionalProperties: { type: 'boolean' },
          required: ['approve', 'reject'],
        },
        content: { anyOf: [{}, { type: 'null' }] },
      },
    };
    tidySchemas(schema);
    expect(schema.properties.abilities).toEqual({
      type: 'object',
      properties: { approve: { type: 'boolean' }, reject: { type: 'boolean' } },
      additionalProperties: false,
      required: ['approve', 'reject'],
    });
    expect(schema.properties.content).toEqual({});
  });
});

describe('the API reference page', () => {
  it('serves Swagger UI from the package, under a policy that allows its own files only', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    const files = (page.body.match(/(?:src|href)="\/api[^"]+"/g) ?? []).map((src) => src.replace(/^(?:src|href)="|"$/g, ''));
    expect(files).toHaveLength(3);
    for (const url of files) {
      const file = await ctx.app.inject({ method: 'GET', url });
      expect([url, file.statusCode]).toEqual([url, 200]);
      expect(file.body.length).toBeGreaterThan(100);
    }
    // The rest of the API keeps its strict policy.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  });

  it("serves none of the package but the page's files", async () => {
    for (const url of ['/api/docs/package.json', '/api/docs/..%2Fpackage.json', '/api/docs/index.html']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.json<{ code: string }>().code]).toEqual([url, 404, 'NOT_FOUND']);
    }
  });
});
