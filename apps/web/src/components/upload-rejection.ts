import type { FileRejection } from '@mantine/dropzone';

/** The locale key explaining a rejected drop: too many files, wrong type or too big (checked in that order). */
export function rejectionMessageKey(rejections: readonly Pick<FileRejection, 'errors'>[]): string {
  const codes = new Set(rejections.flatMap((rejection) => rejection.errors.map((error) => error.code)));
  if (codes.has('too-many-files')) return 'validation.upload.count';
  if (codes.has('file-invalid-type')) return 'validation.upload.type';
  if (codes.has('file-too-large')) return 'errors.FILE_TOO_LARGE';
  return 'validation.upload.notAllowed';
}
