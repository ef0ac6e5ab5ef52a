import '@mantine/tiptap/styles.css';
import { isAllowedHref, isRichTextEmpty, type RichTextDoc } from '@bb/domain';
import { Input } from '@mantine/core';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The editor allows exactly what the API's rich-text schema accepts (domain rich-text.ts):
 * paragraphs, headings 1-4, lists, bold, italic, inline code, hard breaks and http(s)/mailto links.
 * StarterKit v3 also brings underline, strike, blockquote, code blocks and rules: all switched off.
 */
const extensions = [
  StarterKit.configure({
    blockquote: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    heading: { levels: [1, 2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // No `protocols`: linkify knows http, https and mailto already, and registering them again from
      // every editor after linkify started logs "already initialized" (a report page has several editors).
      isAllowedUri: (url) => isAllowedHref(url),
    },
  }),
];

function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('programs.editor.bold'),
      italicControlLabel: t('programs.editor.italic'),
      codeControlLabel: t('programs.editor.code'),
      h1ControlLabel: t('programs.editor.heading', { level: 1 }),
      h2ControlLabel: t('programs.editor.heading', { level: 2 }),
      h3ControlLabel: t('programs.editor.heading', { level: 3 }),
      h4ControlLabel: t('programs.editor.heading', { level: 4 }),
      bulletListControlLabel: t('programs.editor.bulletList'),
      orderedListControlLabel: t('programs.editor.orderedList'),
      linkControlLabel: t('programs.editor.link'),
      unlinkControlLabel: t('programs.editor.unlink'),
      linkEditorInputLabel: t('programs.editor.linkUrl'),
      linkEditorInputPlaceholder: 'https://',
      linkEditorSave: t('programs.editor.linkSave'),
      linkEditorExternalLink: t('programs.editor.linkExternal'),
      linkEditorInternalLink: t('programs.editor.linkInternal'),
    }),
    [t],
  );
}

export interface RichTextFieldProps {
  label: string;
  description?: string;
  value: RichTextDoc | null;
  onChange: (doc: RichTextDoc | null) => void;
  error?: string;
  required?: boolean;
}

export interface RichTextEditorFieldProps extends RichTextFieldProps {
  /** Takes the focus when shown, the caret after the text (a deferred field handing over to the editor). */
  autoFocus?: boolean;
}

/** The TipTap editor behind RichTextField (rich-text-field.tsx), in its own chunk with ProseMirror. */
export function RichTextEditorField({ label, description, value, onChange, error, required, autoFocus = false }: RichTextEditorFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const labels = useEditorLabels();
  const editor = useEditor({
    extensions,
    content: value ?? '',
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(error ? { 'aria-describedby': errorId, 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const doc = current.getJSON() as RichTextDoc;
      onChange(isRichTextEmpty(doc) ? null : doc);
    },
  });

  // In the commit that shows the editor, so that no keystroke falls between the text box leaving and the editor
  // taking the focus (TipTap's own autofocus waits for a later frame).
  useLayoutEffect(() => {
    if (!autoFocus) return;
    editor.commands.setTextSelection(editor.state.doc.content.size);
    editor.view.focus();
    // Only when the editor first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, component: 'div' }}
      description={description}
      error={error}
      errorProps={{ id: errorId }}
      required={required}
    >
      <RichTextEditor editor={editor} labels={labels} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
