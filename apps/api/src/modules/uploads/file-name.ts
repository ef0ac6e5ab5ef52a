const MAX_FILE_NAME_LENGTH = 120;
const MAX_EXTENSION_LENGTH = 10;

/**
 * A file name safe to store and echo in headers: no directories, control or invisible formatting
 * characters (bidi overrides could disguise `exe.pdf`), no leading dots, at most 120 characters
 * with the extension kept.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  return truncateKeepingExtension(cleaned || 'file', MAX_FILE_NAME_LENGTH);
}

function truncateKeepingExtension(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  const keep = extension.length <= MAX_EXTENSION_LENGTH ? extension : [];
  return (
    chars
      .slice(0, max - keep.length)
      .join('')
      .trimEnd() + keep.join('')
  );
}

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'application/pdf']);

/** `inline` for images and PDF, `attachment` otherwise, with an ASCII fallback name and the RFC 5987 UTF-8 one. */
export function contentDisposition(contentType: string, fileName: string): string {
  const disposition = INLINE_TYPES.has(contentType) ? 'inline' : 'attachment';
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
