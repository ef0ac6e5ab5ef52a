import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { checkedChunks, contentCheck } from './content-check.ts';
import { tinyP7m, tinyPdf, tinyPng } from './uploads.test-support.ts';

async function matches(type: string, ...chunks: Buffer[]) {
  const check = contentCheck(type);
  for (const chunk of chunks) check.update(chunk);
  return check.matches();
}

describe('contentCheck', () => {
  it('accepts bytes of the declared type', async () => {
    expect(await matches('image/png', tinyPng())).toBe(true);
    expect(await matches('application/pdf', tinyPdf())).toBe(true);
    expect(await matches('application/pkcs7-mime', tinyP7m())).toBe(true);
    expect(await matches('text/markdown', Buffer.from('# Titolo\n\nà è ì 🐛\n'))).toBe(true);
  });

  it('refuses bytes of another type, and empty bodies', async () => {
    expect(await matches('application/pdf', tinyPng())).toBe(false);
    expect(await matches('image/jpeg', tinyPng())).toBe(false);
    expect(await matches('image/png', Buffer.from('just text'))).toBe(false);
    expect(await matches('image/png', Buffer.from('<svg onload="alert(1)"/>'))).toBe(false);
    expect(await matches('image/png')).toBe(false);
    expect(await matches('text/markdown')).toBe(false);
  });

  it('wants DER PKCS #7, not any body starting with 0x30', async () => {
    expect(await matches('application/pkcs7-mime', Buffer.from('0123456789 plain text'))).toBe(false);
    expect(await matches('application/pkcs7-mime', Buffer.from('MIAGCSqGSIb3DQEHAqCAMIACAQEx'))).toBe(false);
  });

  it('checks markdown as UTF-8 across chunk boundaries, refusing NUL bytes and broken sequences', async () => {
    const text = Buffer.from('bug 🐛 found');
    expect(await matches('text/markdown', text.subarray(0, 6), text.subarray(6))).toBe(true);
    expect(await matches('text/markdown', Buffer.from('a\0b'))).toBe(false);
    expect(await matches('text/markdown', Buffer.from([0x61, 0xc3, 0x28]))).toBe(false);
    expect(await matches('text/markdown', text.subarray(0, 6))).toBe(false);
    expect(await matches('text/markdown', tinyPng())).toBe(false);
  });

  it('refuses declared types it has no check for', async () => {
    expect(await matches('image/svg+xml', Buffer.from('<svg/>'))).toBe(false);
  });
});

describe('checkedChunks', () => {
  it('fails with FILE_TOO_LARGE past the cap and leaves the source open', async () => {
    const source = Readable.from([Buffer.alloc(6), Buffer.alloc(6)], { objectMode: false });
    const consume = async () => {
      for await (const chunk of checkedChunks(source, contentCheck('text/markdown'), 10, createHash('sha256'))) void chunk;
    };
    await expect(consume()).rejects.toEqual(new AppError('FILE_TOO_LARGE'));
    expect(source.destroyed).toBe(false);
  });
});
