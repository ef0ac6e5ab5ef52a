import { Pill, TagsInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Skills as tags: one is added on Enter (or a comma), trimmed; empties and repeats are dropped
 * (Mantine's TagsInput); each tag has a named remove button.
 */
export function SkillsField<T extends FieldValues>({
  control,
  name,
  error,
}: {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  // Enter on blanks drops them instead of submitting the form (Mantine handles Enter on real text).
  const dropBlankEntry = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || typed === '' || typed.trim() !== '') return;
    event.preventDefault();
    setTyped('');
  };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TagsInput
          ref={field.ref}
          name={field.name}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          searchValue={typed}
          onSearchChange={setTyped}
          onKeyDown={dropBlankEntry}
          label={t('hackerAccount.profile.skills.label')}
          description={t('hackerAccount.profile.skills.hint')}
          placeholder={t('hackerAccount.profile.skills.placeholder')}
          clearable
          clearButtonProps={{ 'aria-label': t('hackerAccount.profile.skills.clear') }}
          error={error}
          renderPill={({ value, onRemove, disabled }) => (
            <Pill
              withRemoveButton={!disabled}
              onRemove={onRemove}
              // Mantine hides the remove button from assistive technology; here it is a real, named button.
              removeButtonProps={{ 'aria-label': t('hackerAccount.profile.skills.remove', { skill: value }), 'aria-hidden': false, tabIndex: 0 }}
            >
              {value}
            </Pill>
          )}
        />
      )}
    />
  );
}
