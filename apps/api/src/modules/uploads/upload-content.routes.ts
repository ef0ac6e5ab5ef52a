import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { uploadRefSchema } from '@bb/domain';
import type { ContentService } from './content.service.ts';
import { presentUploadRef } from './uploads.presenter.ts';
import { uploadIdParams } from './uploads.routes.ts';

const signedUrlQuery = z.object({ expires: z.string().max(20).optional(), signature: z.string().max(200).optional() });

/**
 * The signed URL of local storage. Its own plugin scope, so the body of any type arrives as a stream
 * (not through the 1 MB JSON body limit) without changing how other routes parse bodies.
 */
export async function uploadContentRoutes(app: FastifyInstance, deps: { content: ContentService }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.put(
      '/api/uploads/:id/content',
      {
        // The browser PUTs without credentials; the URL's signature is the authorisation.
        config: { auth: 'public', csrf: false },
        schema: {
          tags: ['uploads'],
          summary: 'The bytes of one upload slot, sent to its signed URL with the declared Content-Type',
          params: uploadIdParams,
          querystring: signedUrlQuery,
          response: { 200: uploadRefSchema },
        },
      },
      async (request, reply) => {
        try {
          const row = await deps.content.receive({
            uploadId: request.params.id,
            expires: request.query.expires,
            signature: request.query.signature,
            contentType: request.headers['content-type'],
            contentLength: request.headers['content-length'],
            body: request.body as Readable | undefined,
          });
          return presentUploadRef(row);
        } catch (error) {
          // The rest of the body may still be on its way: do not read it, close the connection after answering.
          reply.header('connection', 'close');
          throw error;
        }
      },
    );
  });
}
