import type { Hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_LIMITS, type UploadPurpose } from '@bb/domain';
import { AppError } from '../../lib/app-error.ts';

/** The largest body a slot accepts: what was declared, never past the purpose's limit. */
export const byteCap = (slot: { contentLength: number; purpose: string }) =>
  Math.min(slot.contentLength, UPLOAD_LIMITS[slot.purpose as UploadPurpose].maxBytes);

/** What file-type reads by default to recognise a format. */
export const SNIFF_BYTES = 4100;

/** Declared types whose magic bytes file-type recognises, each answering exactly this MIME type. */
const DETECTED_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'application/pdf', 'video/mp4']);

/** DER `OBJECT IDENTIFIER` 1.2.840.113549.1.7 (PKCS #7 content types), which opens every ContentInfo. */
const PKCS7_OID_PREFIX = Buffer.from([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07]);

/** Checks, chunk by chunk, that a body really is of its declared type. */
export interface ContentCheck {
  update(chunk: Buffer): void;
  /** False once the check has all the bytes it needs. */
  readonly wantsMore: boolean;
  matches(): Promise<boolean>;
}

export function contentCheck(declaredType: string): ContentCheck {
  const head: Buffer[] = [];
  let headLength = 0;
  let total = 0;
  const text = declaredType === 'text/markdown' ? utf8TextCheck() : null;
  return {
    update(chunk) {
      total += chunk.length;
      if (headLength < SNIFF_BYTES) {
        const part = Buffer.from(chunk.subarray(0, SNIFF_BYTES - headLength));
        head.push(part);
        headLength += part.length;
      }
      text?.update(chunk);
    },
    get wantsMore() {
      return text !== null || headLength < SNIFF_BYTES;
    },
    async matches() {
      if (total === 0) return false;
      if (text) return text.isValid();
      return matchesMagicBytes(declaredType, Buffer.concat(head));
    },
  };
}

async function matchesMagicBytes(declaredType: string, head: Buffer): Promise<boolean> {
  if (declaredType === 'application/pkcs7-mime') return isDerPkcs7(head);
  if (!DETECTED_TYPES.has(declaredType)) return false;
  return (await fileTypeFromBuffer(head))?.mime === declaredType;
}

/** A DER ContentInfo: SEQUENCE (0x30), its length, then a PKCS #7 content-type OID. */
function isDerPkcs7(head: Buffer): boolean {
  if (head[0] !== 0x30 || head.length < 2) return false;
  const lengthByte = head[1]!;
  const lengthOctets = lengthByte > 0x80 ? lengthByte & 0x7f : 0;
  if (lengthOctets > 4) return false;
  const oidStart = 2 + lengthOctets;
  return head.subarray(oidStart, oidStart + PKCS7_OID_PREFIX.length).equals(PKCS7_OID_PREFIX);
}

/** Markdown has no magic bytes: accept valid UTF-8 without NUL bytes. */
function utf8TextCheck() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  return {
    update(chunk: Buffer) {
      if (!valid) return;
      if (chunk.includes(0)) valid = false;
      else valid = decodes(() => decoder.decode(chunk, { stream: true }));
    },
    isValid: () => valid && decodes(() => decoder.decode()),
  };
}

function decodes(decode: () => string): boolean {
  try {
    decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * Yields the body's chunks, feeding `check`, and fails with FILE_TOO_LARGE past `maxBytes`.
 * The body is left open on failure: destroying a request would reset the connection before the 413 is sent.
 */
export async function* checkedChunks(body: Readable, check: ContentCheck, maxBytes: number, hash: Hash): AsyncGenerator<Buffer> {
  let received = 0;
  for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) throw new AppError('FILE_TOO_LARGE');
    check.update(chunk);
    hash.update(chunk);
    yield chunk;
  }
}
