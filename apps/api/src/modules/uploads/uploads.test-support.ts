import { resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

/** test-data/payloads/files: hostile files nobody on the team wrote (provenance in test-data/payloads/SOURCE.md). */
export const PAYLOAD_FILES = resolve(import.meta.dirname, '../../../../../test-data/payloads/files');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 1x1 RGBA PNG, built from its bytes. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.from([0, 0xff, 0x00, 0x00, 0xff]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal PDF that file-type recognises. */
export const tinyPdf = () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** The start of a DER PKCS #7 SignedData ContentInfo, as a .p7m file begins. */
export const tinyP7m = () =>
  Buffer.from([0x30, 0x82, 0x01, 0x00, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02, 0xa0, 0x82, 0x00, 0xf1, ...Buffer.alloc(16, 0x11)]);

export interface SlotItem {
  contentType: string;
  contentLength: number;
  fileName: string;
  isPublic?: boolean;
}

export const itemFor = (bytes: Buffer, contentType: string, fileName = 'file.bin'): SlotItem => ({ contentType, contentLength: bytes.length, fileName });

export async function presign(client: TestClient, purpose: string, items: SlotItem[]): Promise<LightMyRequestResponse> {
  return client.post('/api/uploads/presigned-url', { purpose, items });
}

/** One slot's id and the path of its signed URL. */
export async function presignOne(client: TestClient, purpose: string, item: SlotItem): Promise<{ id: string; url: string }> {
  const response = await presign(client, purpose, [item]);
  if (response.statusCode !== 200) throw new Error(`presign failed: ${response.statusCode} ${response.body}`);
  const [slot] = response.json().items as { id: string; signedUrl: string }[];
  // Local storage answers a path relative to the page's origin.
  const url = new URL(slot!.signedUrl, 'http://page.origin');
  return { id: slot!.id, url: url.pathname + url.search };
}

/** PUTs like a browser to a signed URL: no cookies, no CSRF header. */
export function putContent(ctx: TestContext, url: string, body: Buffer | NodeJS.ReadableStream, contentType: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'PUT', url, payload: body as Buffer, headers: { 'content-type': contentType, ...headers } });
}

/** Presigns and PUTs one file; answers the upload id. */
export async function uploadFile(
  ctx: TestContext,
  client: TestClient,
  purpose: string,
  bytes: Buffer,
  contentType: string,
  fileName = 'file.bin',
): Promise<string> {
  const slot = await presignOne(client, purpose, itemFor(bytes, contentType, fileName));
  const response = await putContent(ctx, slot.url, bytes, contentType);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return slot.id;
}
