import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presignRequestSchema, presignResponseSchema } from '@bb/domain';
import { requireActor } from '../../plugins/auth.ts';
import type { DownloadService } from './download.service.ts';
import type { PresignService } from './presign.service.ts';
import { fileHeaders } from './uploads.presenter.ts';

const tags = ['uploads'];
export const uploadIdParams = z.object({ id: z.uuid() });

export function uploadsRoutes(app: FastifyInstance, deps: { presign: PresignService; downloads: DownloadService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/uploads/presigned-url',
    {
      config: { auth: 'any', permission: 'upload.use' },
      schema: {
        tags,
        summary: 'Upload slots: one signed URL per file, to PUT the bytes to without credentials within 15 minutes',
        body: presignRequestSchema,
        response: { 200: presignResponseSchema },
      },
    },
    async (request) => ({ items: await deps.presign.presign(requireActor(request), request.body) }),
  );

  r.get(
    '/api/uploads/:id',
    {
      config: { auth: 'any', permission: 'upload.use' },
      schema: {
        tags,
        summary: 'An uploaded file: public ones to any signed-in user, private ones to whoever may read what they are attached to',
        params: uploadIdParams,
      },
    },
    async (request, reply) => {
      const file = await deps.downloads.open(requireActor(request), request.params.id);
      return reply.headers(fileHeaders(file.row, file.size)).send(file.stream);
    },
  );
}
