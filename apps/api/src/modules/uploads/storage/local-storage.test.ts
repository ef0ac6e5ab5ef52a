import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { uploadUrlSigner } from './upload-url.ts';

const SECRET = 'a-secret-that-is-long-enough-for-the-tests-0123';
const fresh = () => {
  const directory = mkdtempSync(join(tmpdir(), 'bb-local-storage-'));
  return { directory, storage: createLocalStorage({ directory, signer: uploadUrlSigner(SECRET) }) };
};
async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

describe('local storage', () => {
  it("signs a PUT URL over id, expiry, type and length, relative to the page's origin", async () => {
    const { storage } = fresh();
    const expiresAt = new Date('2030-01-01T00:15:00Z');
    const signed = await storage.presignPut({ key: 'files/x', uploadId: 'abc', contentType: 'image/png', contentLength: 10, expiresAt });
    expect(signed).toMatch(/^\/api\/uploads\/abc\/content\?/);
    const url = new URL(signed, 'http://127.0.0.1:3000');
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:3000/api/uploads/abc/content');
    const expires = Number(url.searchParams.get('expires'));
    expect(expires).toBe(expiresAt.getTime() / 1000);
    const signature = url.searchParams.get('signature')!;
    const signer = uploadUrlSigner(SECRET);
    const claims = { uploadId: 'abc', expires, contentType: 'image/png', contentLength: 10 };
    expect(signer.verify(claims, signature)).toBe(true);
    for (const changed of [{ uploadId: 'abd' }, { expires: expires + 1 }, { contentType: 'text/markdown' }, { contentLength: 11 }])
      expect(signer.verify({ ...claims, ...changed }, signature)).toBe(false);
    expect(uploadUrlSigner(`${SECRET}x`).verify(claims, signature)).toBe(false);
  });

  it('stages bytes out of sight until committed, then reads, heads and removes them', async () => {
    const { storage } = fresh();
    const staged = await storage.stage('files/a', chunks('hello ', 'world'));
    expect(staged.size).toBe(11);
    expect(await storage.read('files/a')).toBeNull();
    await staged.commit();
    const file = await storage.read('files/a');
    expect(file?.size).toBe(11);
    expect(await text(file!.stream)).toBe('hello world');
    expect((await storage.head('files/a', 5))?.toString()).toBe('hello');
    expect((await storage.head('files/a', 100))?.toString()).toBe('hello world');
    await storage.remove('files/a');
    expect(await storage.read('files/a')).toBeNull();
    expect(await storage.head('files/a', 5)).toBeNull();
    await storage.remove('files/a');
  });

  it('leaves nothing behind when the source fails or the stage is discarded', async () => {
    const { directory, storage } = fresh();
    async function* failing() {
      yield Buffer.from('part');
      throw new Error('client went away');
    }
    await expect(storage.stage('files/b', failing())).rejects.toThrow('client went away');
    const staged = await storage.stage('files/c', chunks('x'));
    await staged.discard();
    expect(readdirSync(join(directory, 'files'))).toEqual([]);
  });

  it('refuses keys that leave its directory', async () => {
    const { storage } = fresh();
    await expect(storage.read('../outside')).rejects.toThrow(/escapes/);
    await expect(storage.remove('/etc/passwd')).rejects.toThrow(/escapes/);
  });
});
