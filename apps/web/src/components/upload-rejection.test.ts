import type { FileRejection } from '@mantine/dropzone';
import { describe, expect, it } from 'vitest';
import { rejectionMessageKey } from './upload-rejection.ts';

const rejected = (...codes: string[]): Pick<FileRejection, 'errors'> => ({ errors: codes.map((code) => ({ code, message: code })) });

describe('rejectionMessageKey', () => {
  it.each([
    [[rejected('too-many-files', 'file-too-large')], 'validation.upload.count'],
    [[rejected('file-too-large'), rejected('file-invalid-type')], 'validation.upload.type'],
    [[rejected('file-too-large')], 'errors.FILE_TOO_LARGE'],
    [[rejected('something-else')], 'validation.upload.notAllowed'],
  ])('explains %j with %s', (rejections, key) => {
    expect(rejectionMessageKey(rejections)).toBe(key);
  });
});
