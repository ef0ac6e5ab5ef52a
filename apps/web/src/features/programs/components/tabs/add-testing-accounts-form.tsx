import { addTestingAccountsSchema, TESTING_ACCOUNT_LIMITS } from '@bb/domain';
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SubmitRow } from '../../../../components/form-fields.tsx';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useAppForm } from '../../../../lib/use-app-form.ts';
import { useAddTestingAccounts } from '../../api/testing-accounts.ts';

/** The API's body is the list itself; the form keeps it under one field. */
const addTestingAccountsFormSchema = z.object({ accounts: addTestingAccountsSchema });

const EMPTY_ACCOUNT = { description: '' };

/** New testing accounts: one credentials box per account, at least one (spec part 1 section 5). */
export function AddTestingAccountsForm({ programId }: { programId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { form, fieldError, onError } = useAppForm(addTestingAccountsFormSchema, { defaultValues: { accounts: [EMPTY_ACCOUNT] } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'accounts' });
  const add = useAddTestingAccounts();
  const submit = form.handleSubmit((values) =>
    add.mutate(
      { programId, accounts: values.accounts },
      {
        onSuccess: () => {
          notifySuccess(t('programTabs.testingAccounts.form.saved', { count: values.accounts.length }));
          form.reset({ accounts: [EMPTY_ACCOUNT] });
        },
        onError,
      },
    ),
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id={titleId}>
              {t('programTabs.testingAccounts.form.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('programTabs.testingAccounts.form.hint')}
            </Text>
          </div>
          {fields.map((field, index) => (
            <Group key={field.id} align="flex-start" wrap="nowrap" gap="xs">
              <Textarea
                {...form.register(`accounts.${index}.description`)}
                label={t('programTabs.testingAccounts.form.credentials', { number: index + 1 })}
                autosize
                minRows={3}
                maxRows={12}
                required
                error={fieldError(`accounts.${index}.description`)}
                style={{ flex: 1, minWidth: 0 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={26}
                onClick={() => remove(index)}
                disabled={fields.length === 1}
                aria-label={t('programTabs.testingAccounts.form.remove', { number: index + 1 })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => append(EMPTY_ACCOUNT)}
              disabled={fields.length >= TESTING_ACCOUNT_LIMITS.perRequest}
            >
              {t('programTabs.testingAccounts.form.add')}
            </Button>
            <SubmitRow loading={add.isPending}>{t('programTabs.testingAccounts.form.submit')}</SubmitRow>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
