import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optOutBodySchema, optOutQuerySchema, optOutStatusSchema } from '@bb/domain';
import type { OptOutService } from './opt-out.service.ts';

const PUBLIC = { auth: 'public' } as const;
/** What a mail provider may send with a one-click unsubscribe (RFC 8058: the form `List-Unsubscribe=One-Click`). */
const ONE_CLICK_BODY_LIMIT = 1024;

/**
 * The opt-out links of the emails (issue 21), for anyone holding one: the web page `/opt` reads the setting (GET) and
 * stops it on the user's click (POST, with the CSRF token like every public POST of the web app); mail providers stop
 * it with one click (RFC 8058), calling from their servers without a CSRF token: the signed token is the authority.
 */
export async function optOutRoutes(app: FastifyInstance, deps: { optOut: OptOutService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  r.get(
    '/api/opt',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: "The email kind an opt-out link stops, whether it still goes, and the user's masked address (changes nothing)",
        querystring: optOutQuerySchema,
        response: { 200: optOutStatusSchema },
      },
    },
    async (request) => deps.optOut.read(request.query.token),
  );

  r.post(
    '/api/opt',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Stops the email kind an opt-out link names (again: no change)', body: optOutBodySchema, response: { 200: optOutStatusSchema } },
    },
    async (request) => deps.optOut.stop(request.body.token),
  );

  // In a scope of its own: the form a mail provider posts is read (and ignored) here only, never by the other routes.
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT }, (_request, _body, done) => done(null, undefined));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/opt/one-click',
      {
        config: { ...PUBLIC, csrf: false },
        schema: {
          tags,
          summary: 'One-click unsubscribe (RFC 8058) from the List-Unsubscribe header: stops the email kind the token names',
          querystring: optOutQuerySchema,
          response: { 200: optOutStatusSchema },
        },
      },
      async (request) => deps.optOut.stop(request.query.token),
    );
  });
}
