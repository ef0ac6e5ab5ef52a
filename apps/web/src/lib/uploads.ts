import { UPLOAD_LIMITS, UPLOAD_RULES, type UploadPurpose, type presignResponseSchema } from '@bb/domain';
import type { z } from 'zod';
import { api, toApiError, toNetworkError } from './api-client.ts';

type PresignResponse = z.infer<typeof presignResponseSchema>;

/** Asks the API for an upload slot for each file (60 s timeout). */
export function requestUploadSlots(purpose: UploadPurpose, files: readonly File[]): Promise<PresignResponse> {
  return api.POST('/api/uploads/presigned-url', {
    body: {
      purpose,
      items: files.map((file) => ({
        contentType: file.type,
        contentLength: file.size,
        fileName: file.name,
        isPublic: UPLOAD_LIMITS[purpose].public,
      })),
    },
    signal: AbortSignal.timeout(UPLOAD_RULES.clientTimeoutMs),
  });
}

/** Sends the bytes to the signed address: no credentials, no CSRF header, 60 s timeout. */
export async function putToSignedUrl(signedUrl: string, file: File): Promise<void> {
  let response: Response;
  try {
    response = await fetch(signedUrl, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': file.type },
      credentials: 'omit',
      signal: AbortSignal.timeout(UPLOAD_RULES.clientTimeoutMs),
    });
  } catch (error) {
    throw toNetworkError(error);
  }
  if (!response.ok) throw await toApiError(response);
}

/** Presigns and uploads one file; resolves with the upload id to attach to a record. */
export async function uploadFile(purpose: UploadPurpose, file: File): Promise<string> {
  const { items } = await requestUploadSlots(purpose, [file]);
  const slot = items[0];
  if (!slot) throw new Error('The API answered no upload slot');
  await putToSignedUrl(slot.signedUrl, file);
  return slot.id;
}

/** Where the browser can load an uploaded file (a picture) from. */
export function uploadUrl(id: string): string {
  return `/api/uploads/${encodeURIComponent(id)}`;
}
