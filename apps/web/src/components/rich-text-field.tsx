import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextFieldProps } from './rich-text-editor.tsx';

// TipTap and ProseMirror (over 100 KB compressed) come in their own chunk, fetched when a form shows an editor.
const RichTextEditorField = lazy(async () => ({ default: (await import('./rich-text-editor.tsx')).RichTextEditorField }));

/** The field as it will look, its label and messages already there, while the editor's code arrives. */
function EditorLoading({ label, description, error, required }: RichTextFieldProps) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={label} description={description} error={error} required={required}>
      <Skeleton h={186} mt={4} radius="sm" role="status" aria-label={t('programs.editor.loading')} />
    </Input.Wrapper>
  );
}

/** A rich-text field holding ProseMirror JSON; an empty editor is null. */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<EditorLoading {...props} />}>
      <RichTextEditorField {...props} />
    </Suspense>
  );
}
