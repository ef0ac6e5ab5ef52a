/**
 * Rich text (the ProseMirror documents of reports and comments) written into a flowing PDF as plain paragraphs:
 * headings in bold, list items with their bullet or number and indented by depth, inline code between backticks and
 * links followed by their address, so nothing the HTML page shows is lost on paper.
 */
import type { RichTextBlock, RichTextDoc, RichTextInline, RichTextMark } from '@bb/domain';
import type { FlowWriter } from './pdf-flow.ts';

const LIST_INDENT = 14;
const HEADING_SIZES = { 1: 14, 2: 12.5, 3: 11.5, 4: 10.5 } as const;

const hasMark = (marks: readonly RichTextMark[] | undefined, type: RichTextMark['type']) => marks?.some((mark) => mark.type === type) ?? false;

function inlineText(node: Extract<RichTextInline, { type: 'text' }>): string {
  const text = hasMark(node.marks, 'code') ? `\`${node.text}\`` : node.text;
  const link = node.marks?.find((mark) => mark.type === 'link');
  return link && link.attrs.href !== node.text ? `${text} (${link.attrs.href})` : text;
}

/** A paragraph's lines: a hard break starts a new one. */
function inlineLines(nodes: readonly RichTextInline[] = []): string[] {
  const lines = [''];
  for (const node of nodes) {
    if (node.type === 'hardBreak') lines.push('');
    else lines[lines.length - 1] += inlineText(node);
  }
  return lines;
}

interface Place {
  indent: number;
  /** The bullet or number of a list item's first line. */
  marker: string | null;
}

function writeBlock(writer: FlowWriter, block: RichTextBlock, place: Place): void {
  switch (block.type) {
    case 'paragraph':
      writeLines(writer, inlineLines(block.content), place);
      return;
    case 'heading':
      writer.gap(4);
      writeLines(writer, inlineLines(block.content), place, { font: 'bold', size: HEADING_SIZES[block.attrs.level], keepWithNext: true });
      return;
    case 'bulletList':
    case 'orderedList': {
      const start = block.type === 'orderedList' ? (block.attrs?.start ?? 1) : 1;
      for (const [index, item] of block.content.entries()) {
        const marker = block.type === 'orderedList' ? `${start + index}.` : '•';
        for (const [position, child] of item.content.entries())
          writeBlock(writer, child, { indent: place.indent + LIST_INDENT, marker: position === 0 ? marker : null });
      }
      return;
    }
  }
}

function writeLines(writer: FlowWriter, lines: string[], place: Place, options: Parameters<FlowWriter['text']>[1] = {}): void {
  for (const [index, line] of lines.entries()) {
    const marker = index === 0 && place.marker ? place.marker : undefined;
    // An empty paragraph is the editor's blank line: keep it as a little space.
    if (!line.trim() && !marker) writer.gap(6);
    else writer.text(line, { ...options, indent: place.indent, ...(marker ? { marker } : {}) });
  }
}

/** The document's blocks as paragraphs, `gap` points apart. */
export function writeRichText(writer: FlowWriter, doc: RichTextDoc | null, gap = 4): void {
  for (const block of doc?.content ?? []) {
    writeBlock(writer, block, { indent: 0, marker: null });
    writer.gap(gap);
  }
}
