/**
 * The files the demo data uploads, made from their bytes so nothing binary sits in the repository:
 * a screenshot-sized PNG a hacker attaches to a comment and the triager's one-page review PDF.
 */
import { crc32, deflateSync } from 'node:zlib';

/** A file as the upload routes take it: bytes, declared type and name. */
export interface DemoFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/**
 * A 240x140 RGB PNG drawn like a proxy's response pane: a title bar, a green status line and grey
 * lines of text. `rows` are the widths (in pixels) of the text lines.
 */
export function responsePanePng(fileName: string, rows: readonly number[]): DemoFile {
  const width = 240;
  const height = 140;
  const pixel = (x: number, y: number): Rgb => {
    if (y < 18) return x > 222 && x < 232 && y > 5 && y < 13 ? [0xe0, 0x5a, 0x47] : [0x2b, 0x30, 0x3b];
    const row = Math.floor((y - 26) / 12);
    const inLine = (y - 26) % 12 < 6 && x >= 10;
    if (row === 0 && inLine && x < 10 + 64) return [0x2f, 0x9e, 0x44];
    if (row > 0 && row <= rows.length && inLine && x < 10 + rows[row - 1]!) return [0x86, 0x8e, 0x96];
    return [0xf8, 0xf9, 0xfa];
  };
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1);
    raw[start] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), start + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, no interlace
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { bytes, contentType: 'image/png', fileName };
}

/** Lines of at most `width` characters, broken between words. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A one-page A4 PDF 1.4 (Helvetica, WinAnsi: the Latin-1 letters Italian needs) with a title and
 * paragraphs, its cross-reference table at the real byte offsets so any reader opens it.
 */
export function onePagePdf(fileName: string, title: string, paragraphs: readonly string[]): DemoFile {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  for (const text of [title, ...paragraphs]) if (/[^\u0020-\u00ff]/.test(text)) throw new Error(`demo data: not Latin-1, the PDF cannot show it: ${text}`);
  const lines: { text: string; size: number; gap: number }[] = [{ text: title, size: 15, gap: 0 }];
  for (const paragraph of paragraphs) wrap(paragraph, 92).forEach((text, index) => lines.push({ text, size: 10.5, gap: index === 0 ? 10 : 0 }));
  let y = 786;
  const content = lines
    .map((line, index) => {
      y -= (index === 0 ? 0 : 15) + line.gap;
      return `BT /F1 ${line.size} Tf 56 ${y} Td (${escape(line.text)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { bytes: Buffer.from(body, 'latin1'), contentType: 'application/pdf', fileName };
}

/** A text attachment (a proof of concept written up in Markdown). */
export const markdownFile = (fileName: string, text: string): DemoFile => ({ bytes: Buffer.from(text, 'utf8'), contentType: 'text/markdown', fileName });
