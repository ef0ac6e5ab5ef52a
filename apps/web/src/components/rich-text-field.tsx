import type { RichTextDoc } from '@bb/domain';
import { Input, Skeleton, Textarea } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemand } from '../lib/on-demand.ts';
import type { RichTextEditorFieldProps, RichTextFieldProps } from './rich-text-editor.tsx';

// TipTap and ProseMirror (over 100 KB compressed) come in their own chunk, fetched when a form shows an editor; kept
// once it has arrived, so that a field shown later starts as the editor at once.
const editor = new OnDemand(async () => (await import('./rich-text-editor.tsx')).RichTextEditorField);

const RichTextEditorField = lazy(async () => ({ default: await editor.load() }));

/** The field as it will look, its label and messages already there, while the editor's code arrives. */
function EditorLoading({ label, description, error, required }: RichTextFieldProps) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={label} description={description} error={error} required={required}>
      <Skeleton h={186} mt={4} radius="sm" role="status" aria-label={t('programs.editor.loading')} />
    </Input.Wrapper>
  );
}

/** Plain text as a rich-text document: a paragraph per line; nothing but spaces is no document. */
export function plainTextDoc(text: string): RichTextDoc | null {
  if (text.trim() === '') return null;
  const paragraphs = text.split('\n').map((line) => (line === '' ? { type: 'paragraph' } : { type: 'paragraph', content: [{ type: 'text', text: line }] }));
  return { type: 'doc', content: paragraphs } as RichTextDoc;
}

/**
 * A plain text box standing in for the editor until someone means to write: its chunk is fetched on the first
 * pointer over or focus, and what was typed meanwhile becomes the editor's first paragraphs, the caret at its end.
 */
function DeferredRichTextField(props: RichTextFieldProps) {
  const { label, description, error, required, onChange } = props;
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorFieldProps> | undefined>(() => editor.loaded);
  const [wanted, setWanted] = useState(false);
  const [text, setText] = useState('');

  useEffect(() => {
    if (!wanted || Editor) return;
    let current = true;
    void editor.load().then((Loaded) => {
      if (current) setEditor(() => Loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted, Editor]);

  if (Editor) return <Editor {...props} autoFocus={wanted} />;
  return (
    <Textarea
      label={label}
      description={description}
      error={error}
      required={required}
      value={text}
      // Five rows, not autosize: an autosized box measures itself by laying the page out as it mounts, a long task on
      // a phone right after a painted report page was taken over; the editor replaces it as soon as it is used.
      rows={5}
      mt={4}
      onPointerEnter={() => void editor.load()}
      onFocus={() => setWanted(true)}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(plainTextDoc(event.currentTarget.value));
      }}
    />
  );
}

/**
 * A rich-text field holding ProseMirror JSON; an empty editor is null. A `deferred` field, one that starts empty (a
 * comment box under a report), shows a plain text box until used, so that reading a page never fetches the editor.
 */
export function RichTextField({ deferred = false, ...props }: RichTextFieldProps & { deferred?: boolean }) {
  if (deferred) return <DeferredRichTextField {...props} />;
  return (
    <Suspense fallback={<EditorLoading {...props} />}>
      <RichTextEditorField {...props} />
    </Suspense>
  );
}
