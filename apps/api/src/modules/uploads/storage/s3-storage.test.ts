import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { createStorage } from './create-storage.ts';
import { createS3Storage } from './s3-storage.ts';

const s3 = {
  bucket: 'bb-uploads',
  endpoint: 'https://s3.example.test',
  region: 'eu-south-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

describe('S3 storage (offline)', () => {
  it('presigns a PUT carrying bucket, key, signature and expiry, with type and length signed', async () => {
    const storage = createS3Storage(s3);
    const expiresAt = new Date(Date.now() + 15 * 60 * 1000);
    const url = new URL(await storage.presignPut({ key: 'incoming/0b7c', uploadId: '0b7c', contentType: 'image/png', contentLength: 1234, expiresAt }));
    expect(url.origin).toBe('https://s3.example.test');
    expect(url.pathname).toBe('/bb-uploads/incoming/0b7c');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThanOrEqual(899);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/eu-south-1\/s3\/aws4_request$/);
    // A browser PUT cannot send the SDK's checksum headers.
    expect([...url.searchParams.keys()].some((key) => key.toLowerCase().includes('checksum'))).toBe(false);
  });

  it('is what createStorage builds when S3 is configured', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/bb-s3-test',
      SESSION_SECRET: 'x'.repeat(40),
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    expect(createStorage(config).kind).toBe('s3');
  });
});
