import { z } from 'zod';
import { UPLOAD_PURPOSES } from './rules.ts';

export const presignItemSchema = z.object({
  contentType: z.string().min(1).max(100),
  /** Bytes; above the purpose's maximum the server answers FILE_TOO_LARGE before anything is stored. */
  contentLength: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive({ error: 'validation.invalid' }),
  fileName: z.string().trim().min(1).max(255),
  isPublic: z.boolean().optional(),
});

export const presignRequestSchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES).default('default'),
  items: z.array(presignItemSchema).min(1).max(10),
});
export type PresignRequest = z.input<typeof presignRequestSchema>;

export const presignResponseSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), signedUrl: z.string(), fileName: z.string(), expiresAt: z.iso.datetime() })),
});

export const uploadRefSchema = z.object({ id: z.uuid(), fileName: z.string() });
