import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './storage.ts';
import { toUnixSeconds, type UploadUrlSigner } from './upload-url.ts';

/** Bytes written to a temporary file, not yet visible under their key. */
export interface StagedFile {
  size: number;
  /** Moves the bytes under their key (atomic rename). */
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** The local directory driver: the browser PUTs to this API, which streams the body here. */
export interface LocalFileStorage extends FileStorage {
  readonly kind: 'local';
  /** Streams `source` to a temporary file beside `key`; on error nothing is left behind. */
  stage(key: string, source: AsyncIterable<Buffer>): Promise<StagedFile>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Where a browser PUTs a local upload: a path on this API, relative to the page's own origin. */
export const localUploadPath = (uploadId: string, query: URLSearchParams): string => `/api/uploads/${encodeURIComponent(uploadId)}/content?${query}`;

export function createLocalStorage(options: { directory: string; signer: UploadUrlSigner }): LocalFileStorage {
  const root = resolve(options.directory);
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Storage key escapes the upload directory: ${key}`);
    return path;
  };

  return {
    kind: 'local',

    // Relative, not PUBLIC_URL's absolute address: the same server answers on more than one host
    // (localhost and 127.0.0.1 locally, a proxy's name), and the page's CSP (connect-src 'self')
    // lets it PUT only to the origin it was opened on.
    async presignPut({ uploadId, contentType, contentLength, expiresAt }) {
      const expires = toUnixSeconds(expiresAt);
      const signature = options.signer.sign({ uploadId, expires, contentType, contentLength });
      return localUploadPath(uploadId, new URLSearchParams({ expires: String(expires), signature }));
    },

    async read(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { stream: createReadStream(path), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async head(key, bytes) {
      try {
        const file = await open(pathOf(key), 'r');
        try {
          const { buffer, bytesRead } = await file.read(Buffer.alloc(bytes), 0, bytes, 0);
          return buffer.subarray(0, bytesRead);
        } finally {
          await file.close();
        }
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async stage(key, source) {
      const path = pathOf(key);
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      await mkdir(dirname(path), { recursive: true });
      const discard = () => rm(temporary, { force: true });
      try {
        await pipeline(source, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await discard();
        throw error;
      }
      const { size } = await stat(temporary);
      return { size, commit: () => rename(temporary, path), discard };
    },
  };
}
