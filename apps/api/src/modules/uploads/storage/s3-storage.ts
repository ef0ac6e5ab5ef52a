import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import type { S3Config } from '../../../config.ts';
import type { FileStorage } from './storage.ts';

/**
 * The S3 driver: the browser PUTs straight to the bucket, so the API checks the bytes later, on a copy
 * the presigned URL cannot overwrite (see remote-verifier.ts).
 */
export interface S3FileStorage extends FileStorage {
  readonly kind: 's3';
  /** Server-side copy; false when `fromKey` does not exist. */
  copy(fromKey: string, toKey: string): Promise<boolean>;
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // Custom endpoints (MinIO, Ceph, ...) rarely have per-bucket DNS names.
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Otherwise the SDK adds checksum parameters to presigned URLs that a browser PUT cannot satisfy.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404));

const toNodeStream = (body: unknown): Readable => {
  if (body instanceof Readable) return body;
  throw new Error('Unexpected S3 body type: expected a Node stream');
};

export function createS3Storage(config: S3Config, client: S3Client = createS3Client(config)): S3FileStorage {
  const Bucket = config.bucket;
  const get = async (key: string, range?: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: range } : {}) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',

    async presignPut({ key, contentType, contentLength, expiresAt }) {
      const command = new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: contentLength });
      const expiresIn = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
      // Signing both headers makes S3 refuse a body of another type or length.
      return getSignedUrl(client, command, { expiresIn, signableHeaders: new Set(['content-type', 'content-length']) });
    },

    async read(key) {
      const object = await get(key);
      if (!object?.Body) return null;
      return { stream: toNodeStream(object.Body), size: object.ContentLength ?? 0 };
    },

    async head(key, bytes) {
      const object = await get(key, `bytes=0-${bytes - 1}`);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async copy(fromKey, toKey) {
      const CopySource = `${Bucket}/${encodeURIComponent(fromKey).replaceAll('%2F', '/')}`;
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: toKey, CopySource }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
