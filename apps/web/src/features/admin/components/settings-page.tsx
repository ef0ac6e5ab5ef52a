import {
  GOVERNED_FEATURES,
  platformSettingsSchema,
  SETTING_KEYS,
  SEVERITY_KEYS,
  TAX_REGIMES,
  WRITE_LIMIT_NAMES,
  type PlatformSettings,
  type PlatformSettingsPatch,
  type SettingKey,
} from '@bb/domain';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { usePlatformSettings } from '../../../lib/api/platform-settings.ts';
import { useUpdatePlatformSettings } from '../api/update-platform-settings.ts';

const FLAGS = ['LOGIN_DISABLED', 'REGISTRATION_DISABLED', 'FEATURE_DISABLED'] as const;
const PERCENTS = ['VAT_RATE_PERCENT', 'MANAGED_FEE_PERCENT', 'VERIFICATION_FEE_PERCENT'] as const;
const TAX_COLUMNS = ['vatPercent', 'withholdingPercent', 'stampDutyAmount', 'stampDutyThreshold', 'inpsThreshold'] as const;
/** INPS_GESTIONE_SEPARATA: the rates of the hacker's and the platform's shares, on the part of the year above the INPS threshold. */
const INPS_SHARES = ['hackerPercent', 'platformPercent'] as const;
const WRITE_LIMIT_COLUMNS = ['max', 'windowMinutes'] as const;
const TRUSTED_KEYS = ['TRUSTED_HACKER_MIN_ACCEPTED_REPORTS', 'TRUSTED_WRITE_LIMIT_MULTIPLIER'] as const;

/** Only the keys whose value differs from what the server sent (the API writes and audits those). */
export function changedSettings(original: PlatformSettings, values: PlatformSettings): PlatformSettingsPatch {
  const patch: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    if (JSON.stringify(values[key]) !== JSON.stringify(original[key])) patch[key] = values[key];
  }
  return patch as PlatformSettingsPatch;
}

/** An emptied number input leaves the value missing (or null where the schema allows it). */
const toNumber = (value: number | string, empty: null | undefined) => (typeof value === 'number' ? value : value.trim() === '' ? empty : Number(value));

type FormControl = Control<PlatformSettings, unknown, PlatformSettings>;

interface NumberFieldProps {
  control: FormControl;
  name: FieldPath<PlatformSettings>;
  label: string;
  error: string | undefined;
  /** score: a whole number without unit; minutes: a whole number of minutes. */
  kind: 'euro' | 'percent' | 'score' | 'minutes';
  nullable?: boolean;
  hideLabel?: boolean;
}

function NumberField({ control, name, label, error, kind, nullable, hideLabel }: NumberFieldProps) {
  const { t, i18n } = useTranslation();
  const italian = i18n.language === 'it';
  const whole = kind === 'score' || kind === 'minutes';
  const unit = { euro: '€', percent: '%', minutes: t('admin.settings.minutesUnit'), score: null }[kind];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'number' ? field.value : ''}
          onChange={(value) => field.onChange(toNumber(value, nullable ? null : undefined))}
          onBlur={field.onBlur}
          label={hideLabel ? undefined : label}
          aria-label={hideLabel ? label : undefined}
          error={error}
          min={0}
          max={kind === 'percent' ? 100 : undefined}
          decimalScale={whole ? 0 : 2}
          allowNegative={false}
          hideControls
          decimalSeparator={italian ? ',' : '.'}
          thousandSeparator={italian ? '.' : ','}
          rightSection={
            unit ? (
              <Text size="xs" c="dimmed">
                {unit}
              </Text>
            ) : undefined
          }
          size={hideLabel ? 'xs' : 'sm'}
          miw={hideLabel ? 96 : undefined}
        />
      )}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A grid of fields: one row per `rows` entry (its header names it), one column per `columns` entry. */
function FieldTable<R extends string, C extends string>(props: {
  rows: readonly R[];
  columns: readonly C[];
  corner: string;
  rowLabel: (row: R) => string;
  columnLabel: (column: C) => string;
  cell: (row: R, column: C) => ReactNode;
  minWidth: number;
}) {
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{props.corner}</Table.Th>
            {props.columns.map((column) => (
              <Table.Th key={column}>{props.columnLabel(column)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row}>
              <Table.Th scope="row" fw={500} fz="sm">
                {props.rowLabel(row)}
              </Table.Th>
              {props.columns.map((column) => (
                <Table.Td key={column}>{props.cell(row, column)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** WRITE_LIMITS (how many actions per window, per person) and who gets them multiplied. */
function WriteLimitsSection({ control, fieldError }: { control: FormControl; fieldError: (name: FieldPath<PlatformSettings>) => string | undefined }) {
  const { t } = useTranslation();
  return (
    <Section title={t('admin.settings.sections.writeLimits')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('admin.settings.writeLimitsHint')}
      </Text>
      <FieldTable
        rows={WRITE_LIMIT_NAMES}
        columns={WRITE_LIMIT_COLUMNS}
        corner={t('admin.settings.writeLimitColumns.limit')}
        rowLabel={(name) => t(`admin.settings.writeLimits.${name}`)}
        columnLabel={(column) => t(`admin.settings.writeLimitColumns.${column}`)}
        minWidth={520}
        cell={(name, column) => (
          <NumberField
            control={control}
            name={`WRITE_LIMITS.${name}.${column}`}
            label={t('admin.settings.writeLimitCell', {
              limit: t(`admin.settings.writeLimits.${name}`),
              column: t(`admin.settings.writeLimitColumns.${column}`),
            })}
            error={fieldError(`WRITE_LIMITS.${name}.${column}`)}
            kind={column === 'max' ? 'score' : 'minutes'}
            hideLabel
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt="md" style={{ alignItems: 'end' }}>
        {TRUSTED_KEYS.map((key) => (
          <NumberField key={key} control={control} name={key} label={t(`admin.settings.keys.${key}`)} error={fieldError(key)} kind="score" />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {t('admin.settings.trustedHint')}
      </Text>
    </Section>
  );
}

function SettingsForm({ settings }: { settings: PlatformSettings }) {
  const { t } = useTranslation();
  const update = useUpdatePlatformSettings();
  const { form, fieldError } = useAppForm(platformSettingsSchema, { defaultValues: settings, values: settings });
  const { control } = form;

  const onError = (error: unknown) => {
    const fields = isApiError(error) ? Object.entries(error.fields) : [];
    const known = fields.filter(([path]) => SETTING_KEYS.includes(path.split('.')[0] as SettingKey));
    if (known.length === 0 || known.length < fields.length) openErrorModal(error);
    known.forEach(([path, messages], index) =>
      form.setError(path as FieldPath<PlatformSettings>, { type: 'server', message: messages.join(' ') }, { shouldFocus: index === 0 }),
    );
  };

  // What FEATURE_DISABLED switches off, said in the switch's description (GOVERNED_FEATURES).
  const governedFeatures = GOVERNED_FEATURES.map((feature) => t(`admin.settings.features.${feature}`)).join(', ');

  const submit = form.handleSubmit((values) => {
    const patch = changedSettings(settings, values);
    if (Object.keys(patch).length === 0) return;
    update.mutate(patch, { onSuccess: () => notifySuccess(t('admin.settings.success')), onError });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Section title={t('admin.settings.sections.access')}>
          <Stack gap="sm">
            {FLAGS.map((key) => (
              <Controller
                key={key}
                control={control}
                name={key}
                render={({ field }) => (
                  <Switch
                    ref={field.ref}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    label={t(`admin.settings.keys.${key}`)}
                    description={t(`admin.settings.hints.${key}`, { features: governedFeatures })}
                    color="red"
                  />
                )}
              />
            ))}
          </Stack>
        </Section>
        <Section title={t('admin.settings.sections.support')}>
          <TextInput
            {...form.register('SUPPORT_EMAIL')}
            type="email"
            label={t('admin.settings.keys.SUPPORT_EMAIL')}
            description={t('admin.settings.hints.SUPPORT_EMAIL')}
            error={fieldError('SUPPORT_EMAIL')}
            maw={420}
          />
        </Section>
        <Section title={t('admin.settings.sections.rewardFloors')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            {SEVERITY_KEYS.map((severity) => (
              <NumberField
                key={severity}
                control={control}
                name={`REWARD_FLOORS.${severity}`}
                label={t(`admin.settings.severities.${severity}`)}
                error={fieldError(`REWARD_FLOORS.${severity}`)}
                kind="euro"
              />
            ))}
          </SimpleGrid>
        </Section>
        <Section title={t('admin.settings.sections.fees')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" style={{ alignItems: 'end' }}>
            {PERCENTS.map((key) => (
              <NumberField key={key} control={control} name={key} label={t(`admin.settings.keys.${key}`)} error={fieldError(key)} kind="percent" />
            ))}
            <NumberField control={control} name="RETEST_FEE" label={t('admin.settings.keys.RETEST_FEE')} error={fieldError('RETEST_FEE')} kind="euro" />
            <NumberField
              control={control}
              name="TESTING_ACCOUNT_MIN_SCORE"
              label={t('admin.settings.keys.TESTING_ACCOUNT_MIN_SCORE')}
              error={fieldError('TESTING_ACCOUNT_MIN_SCORE')}
              kind="score"
            />
          </SimpleGrid>
        </Section>
        <Section title={t('admin.settings.sections.taxTable')}>
          <FieldTable
            rows={TAX_REGIMES}
            columns={TAX_COLUMNS}
            corner={t('admin.settings.taxColumns.regime')}
            rowLabel={(regime) => t(`admin.settings.regimes.${regime}`)}
            columnLabel={(column) => t(`admin.settings.taxColumns.${column}`)}
            minWidth={760}
            cell={(regime, column) => (
              <NumberField
                control={control}
                name={`TAX_TABLE.${regime}.${column}`}
                label={t('admin.settings.taxCell', {
                  regime: t(`admin.settings.regimes.${regime}`),
                  column: t(`admin.settings.taxColumns.${column}`),
                })}
                error={fieldError(`TAX_TABLE.${regime}.${column}`)}
                kind={column.endsWith('Percent') ? 'percent' : 'euro'}
                nullable={column === 'inpsThreshold'}
                hideLabel
              />
            )}
          />
          <Text size="xs" c="dimmed" mt="xs">
            {t('admin.settings.inpsHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt="md" style={{ alignItems: 'end' }}>
            {INPS_SHARES.map((share) => (
              <NumberField
                key={share}
                control={control}
                name={`INPS_GESTIONE_SEPARATA.${share}`}
                label={t(`admin.settings.inps.${share}`)}
                error={fieldError(`INPS_GESTIONE_SEPARATA.${share}`)}
                kind="percent"
              />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="xs">
            {t('admin.settings.inps.hint')}
          </Text>
        </Section>
        <WriteLimitsSection control={control} fieldError={fieldError} />
        <Section title={t('admin.settings.sections.retention')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <NumberField
              control={control}
              name="EVENT_RETENTION_DAYS"
              label={t('admin.settings.keys.EVENT_RETENTION_DAYS')}
              error={fieldError('EVENT_RETENTION_DAYS')}
              kind="score"
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="xs">
            {t('admin.settings.retentionHint')}
          </Text>
        </Section>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset(settings)} disabled={!form.formState.isDirty || update.isPending}>
            {t('admin.settings.reset')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty}>
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Platform settings (GET/PATCH /api/admin/settings): Save sends only the changed keys. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = usePlatformSettings();
  return (
    <>
      <PageHeader title={t('admin.settings.title')} description={t('admin.settings.subtitle')} />
      {settings.isPending ? <PageLoader minHeight={240} /> : null}
      {settings.isError ? <Alert color="red">{t('admin.common.loadError')}</Alert> : null}
      {settings.data ? <SettingsForm settings={settings.data} /> : null}
    </>
  );
}
