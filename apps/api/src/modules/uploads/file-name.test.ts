import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitizeFileName } from './file-name.ts';

describe('sanitizeFileName', () => {
  it('drops directories, control and bidi characters and leading dots', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
    expect(sanitizeFileName('inv\u202Efdp.exe')).toBe('invfdp.exe');
    expect(sanitizeFileName('a\u0000b\r\nc.png')).toBe('abc.png');
    expect(sanitizeFileName('.htaccess')).toBe('htaccess');
    expect(sanitizeFileName('  spaced   out .md ')).toBe('spaced out .md');
  });

  it('falls back to "file" when nothing is left', () => {
    expect(sanitizeFileName('../')).toBe('file');
    expect(sanitizeFileName('\u0001\u0002')).toBe('file');
  });

  it('caps the length at 120 characters, keeping the extension and whole characters', () => {
    const long = sanitizeFileName(`${'🐛'.repeat(200)}.png`);
    expect(Array.from(long)).toHaveLength(120);
    expect(long.endsWith('🐛.png')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('is inline for images and PDF, attachment otherwise, with an RFC 5987 name', () => {
    expect(contentDisposition('image/png', 'foto è "bella".png')).toBe(
      `inline; filename="foto _ _bella_.png"; filename*=UTF-8''foto%20%C3%A8%20%22bella%22.png`,
    );
    expect(contentDisposition('application/pdf', 'a.pdf')).toMatch(/^inline;/);
    expect(contentDisposition('text/markdown', "it's.md")).toBe(`attachment; filename="it's.md"; filename*=UTF-8''it%27s.md`);
    expect(contentDisposition('video/mp4', 'v.mp4')).toMatch(/^attachment;/);
  });
});
