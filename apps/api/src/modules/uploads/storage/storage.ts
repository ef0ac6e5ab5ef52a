import type { Readable } from 'node:stream';

/** Where uploaded bytes live: a local directory by default, an S3-compatible bucket when configured. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Where the browser PUTs the file, without credentials, valid until `expiresAt`: a path relative
   * to the page's origin for the local driver, the bucket's absolute URL for S3.
   */
  presignPut(input: { key: string; uploadId: string; contentType: string; contentLength: number; expiresAt: Date }): Promise<string>;
  /** Reads the stored object (null when missing). */
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Reads the first bytes, for magic-byte checks. */
  head(key: string, bytes: number): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}
