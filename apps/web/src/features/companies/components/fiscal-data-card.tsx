import { filterVatInput, requestDataChangeSchema, type Company, type CompanyDataChange } from '@bb/domain';
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconClockHour4, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryLabel } from '../../../components/country-flag.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { CodeField, EmailField } from '../../../components/form-fields.tsx';
import { EditActions, PreviewField, ProfileCard } from '../../../components/profile-card.tsx';
import { SupportSentence } from '../../../components/support-contact.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useMyDataChanges, useRequestDataChange, useWithdrawDataChange } from '../api/data-changes.ts';
import { CountryField } from './company-fields.tsx';

const FISCAL_PREVIEW = ['businessname', 'vat', 'pec', 'sdi'] as const;

/** The request form: the fiscal data as they should become, prefilled with today's, and why. */
function RequestForm({ company, onDone }: { company: Company; onDone: () => void }) {
  const { t } = useTranslation();
  const request = useRequestDataChange();
  const { form, fieldError, onError } = useAppForm(requestDataChangeSchema, {
    defaultValues: { businessname: company.businessname, vat: company.vat, pec: company.pec, sdi: company.sdi, country: company.country, reason: '' },
  });
  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('companies.profile.fiscal.requested'));
        onDone();
      },
      onError,
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('companies.profile.fiscal.formLabel')}>
      <Stack gap="md">
        <Text size="sm">{t('companies.profile.fiscal.formText')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...form.register('businessname')} label={t('companies.fields.businessname')} required error={fieldError('businessname')} />
          <CodeField
            control={form.control}
            name="vat"
            filter={filterVatInput}
            label={t('companies.fields.vat')}
            description={t('companies.fields.vatHint')}
            required
            error={fieldError('vat')}
          />
          <EmailField control={form.control} name="pec" label={t('companies.fields.pec')} autoComplete="off" error={fieldError('pec')} />
          <TextInput
            {...form.register('sdi')}
            label={t('companies.fields.sdi')}
            description={t('companies.fields.sdiHint')}
            required
            error={fieldError('sdi')}
          />
          <CountryField control={form.control} name="country" error={fieldError('country')} />
        </SimpleGrid>
        <Textarea
          {...form.register('reason')}
          label={t('companies.profile.fiscal.reason')}
          description={t('companies.profile.fiscal.reasonHint')}
          autosize
          minRows={2}
          error={fieldError('reason')}
        />
        <EditActions onCancel={onDone} loading={request.isPending} />
      </Stack>
    </form>
  );
}

/** The request waiting for a super admin: what changes, and (for administrators) a way to withdraw it. */
function PendingRequest({ change, canWithdraw }: { change: CompanyDataChange; canWithdraw: boolean }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawDataChange();
  return (
    <Alert color="blue" icon={<IconClockHour4 size={18} aria-hidden />} title={t('companies.profile.fiscal.pendingTitle')} data-testid="fiscal-request-pending">
      <Stack gap="xs">
        <Text size="sm">{t('companies.profile.fiscal.pendingText', { at: formatDateTime(change.requestedAt) })}</Text>
        <ChangedFields change={change} />
        {canWithdraw && change.abilities.withdraw ? (
          <Group>
            <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
              {t('companies.profile.fiscal.withdraw')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('companies.profile.fiscal.withdrawTitle')}
        text={t('companies.profile.fiscal.withdrawText')}
        confirmLabel={t('companies.profile.fiscal.withdraw')}
        loading={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(change.id, {
            onSuccess: () => {
              notifySuccess(t('companies.profile.fiscal.withdrawn'));
              setConfirming(false);
            },
            onError: openErrorModal,
          })
        }
      />
    </Alert>
  );
}

/** Each changed field, from its value then to the one asked for. */
export function ChangedFields({ change }: { change: CompanyDataChange }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {change.fields.map((field) => (
        <Text key={field} size="sm" component="li">
          <Text span fw={600}>
            {t(`companies.fields.${field}`)}:
          </Text>{' '}
          {change.previous[field]} → {change.requested[field]}
        </Text>
      ))}
    </Stack>
  );
}

/** The last decision, while no request waits: the rejection's reason stays in sight. */
function LastDecision({ change }: { change: CompanyDataChange }) {
  const { t } = useTranslation();
  if (change.status !== 'rejected' || !change.decidedAt) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={t('companies.profile.fiscal.rejectedTitle', { at: formatDateTime(change.decidedAt) })}
      data-testid="fiscal-request-rejected"
    >
      {change.decisionReason}
    </Alert>
  );
}

/**
 * Business name, VAT number, PEC, recipient code and country identify the company on its invoices: administrators ask
 * for a change and a super admin approves it (DECISIONS "Companies").
 */
export function FiscalDataCard({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const changes = useMyDataChanges();
  const pending = changes.data?.find((change) => change.status === 'pending') ?? null;
  const latest = changes.data?.[0] ?? null;
  return (
    <ProfileCard title={t('companies.profile.fiscal.title')} description={t('companies.profile.fiscal.description')}>
      <Stack gap="lg">
        {editing ? (
          <RequestForm company={company} onDone={() => setEditing(false)} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {FISCAL_PREVIEW.map((field) => (
              <PreviewField key={field} label={t(`companies.fields.${field}`)}>
                {company[field]}
              </PreviewField>
            ))}
            <PreviewField label={t('companies.fields.country')}>
              <CountryLabel code={company.country} />
            </PreviewField>
          </SimpleGrid>
        )}
        {pending ? <PendingRequest change={pending} canWithdraw={canEdit} /> : latest ? <LastDecision change={latest} /> : null}
        {!editing ? (
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 220 }}>
              <SupportSentence i18nKey="companies.profile.fiscal.note" />
            </Text>
            {canEdit && !pending ? (
              <Button variant="light" size="xs" leftSection={<IconSend size={14} aria-hidden />} onClick={() => setEditing(true)}>
                {t('companies.profile.fiscal.request')}
              </Button>
            ) : null}
            {latest?.status === 'approved' && !pending ? (
              <Badge color="teal" variant="light">
                {t('companies.profile.fiscal.approvedAt', { at: formatDateTime(latest.decidedAt ?? latest.requestedAt) })}
              </Badge>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </ProfileCard>
  );
}
