import { setCouponSchema, type Coupon, type CompanyCoupons, type SetCouponInput } from '@bb/domain';
import { Alert, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatPercent } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useCompanyCoupons, useSetCoupon } from '../api/coupons.ts';
import { ProgramStatusBadge } from './program-badges.tsx';

/** The "whole company" choice of the scope select (the API's `program: null`). */
const COMPANY = 'company';

const percentText = (value: number | null) => (value === null ? '—' : formatPercent(value));
const couponText = (coupon: Coupon | null, none: string) =>
  coupon ? `${percentText(coupon.managementDiscount)} / ${percentText(coupon.verificationDiscount)}` : none;

function currentCoupon(coupons: CompanyCoupons, program: string | null): Coupon | null {
  return program === null ? coupons.company : (coupons.programs.find((one) => one.id === program)?.coupon ?? null);
}

/** The form: where the coupon goes (the company or one program) and its two discounts, confirmed before saving. */
function CouponForm({ companyId, coupons }: { companyId: string; coupons: CompanyCoupons }) {
  const { t } = useTranslation();
  const save = useSetCoupon(companyId);
  const [pending, setPending] = useState<SetCouponInput | null>(null);
  const initial = coupons.company;
  const { form, fieldError, onError } = useAppForm(setCouponSchema, {
    defaultValues: { program: null, managementDiscount: initial?.managementDiscount ?? null, verificationDiscount: initial?.verificationDiscount ?? null },
  });
  const pick = (program: string | null) => {
    const coupon = currentCoupon(coupons, program);
    form.reset({ program, managementDiscount: coupon?.managementDiscount ?? null, verificationDiscount: coupon?.verificationDiscount ?? null });
  };
  const confirm = () => {
    if (!pending) return;
    save.mutate(
      { companyId, body: pending },
      {
        onSuccess: () => {
          notifySuccess(t('programs.coupons.saved'));
          setPending(null);
        },
        onError: (error) => {
          setPending(null);
          onError(error);
        },
      },
    );
  };
  const target = (program: string | null) =>
    program === null ? t('programs.coupons.wholeCompany') : (coupons.programs.find((one) => one.id === program)?.name ?? t('programs.untitled'));
  const percentField = (name: 'managementDiscount' | 'verificationDiscount') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={t(`programs.coupons.${name}`)}
          description={t('programs.coupons.percentHint')}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
          onBlur={field.onBlur}
          min={0}
          max={100}
          decimalScale={2}
          decimalSeparator=","
          allowNegative={false}
          suffix="%"
          error={fieldError(name)}
        />
      )}
    />
  );
  return (
    <form onSubmit={(event) => void form.handleSubmit(setPending)(event)} noValidate aria-label={t('programs.coupons.formLabel')}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="program"
          render={({ field }) => (
            <Select
              label={t('programs.coupons.scope')}
              description={t('programs.coupons.scopeHint')}
              value={field.value ?? COMPANY}
              onChange={(value) => pick(value === COMPANY || value === null ? null : value)}
              allowDeselect={false}
              data={[
                { value: COMPANY, label: t('programs.coupons.wholeCompany') },
                ...coupons.programs.map((program) => ({
                  value: program.id,
                  label: `${program.name ?? t('programs.untitled')} (${t(`programs.status.${program.status}`)})`,
                })),
              ]}
              error={fieldError('program')}
              maw={480}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={480}>
          {percentField('managementDiscount')}
          {percentField('verificationDiscount')}
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('programs.coupons.save')}
          </Button>
          <Button
            variant="default"
            onClick={() => setPending({ program: form.getValues('program') ?? null, managementDiscount: null, verificationDiscount: null })}
          >
            {t('programs.coupons.remove')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('programs.coupons.confirmTitle')}
        text={
          pending && pending.managementDiscount === null && pending.verificationDiscount === null
            ? t('programs.coupons.confirmRemove', { target: target(pending.program) })
            : t('programs.coupons.confirmText', {
                target: target(pending?.program ?? null),
                management: percentText(pending?.managementDiscount ?? null),
                verification: percentText(pending?.verificationDiscount ?? null),
              })
        }
        confirmLabel={t('programs.coupons.confirm')}
        onConfirm={confirm}
        loading={save.isPending}
      />
    </form>
  );
}

/** The coupons in force: the company's and each program's own, which takes precedence. */
function CouponsTable({ coupons }: { coupons: CompanyCoupons }) {
  const { t } = useTranslation();
  const withOwn = coupons.programs.filter((program) => program.coupon);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={t('programs.coupons.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('programs.coupons.columns.scope')}</Table.Th>
            <Table.Th>{t('programs.coupons.columns.discounts')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{t('programs.coupons.wholeCompany')}</Table.Td>
            <Table.Td data-testid="company-coupon">{couponText(coupons.company, t('programs.coupons.none'))}</Table.Td>
          </Table.Tr>
          {withOwn.map((program) => (
            <Table.Tr key={program.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{program.name ?? t('programs.untitled')}</Text>
                  <ProgramStatusBadge status={program.status} />
                </Group>
              </Table.Td>
              <Table.Td>{couponText(program.coupon, t('programs.coupons.none'))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The super admin's coupons of a company (DECISIONS "Fees, budgets and tiers": coupons): percent off the managed and
 * the Fix verification fee, for the whole company or one program; the wizard and budget increases charge with it.
 */
export function CompanyCouponsPanel({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const coupons = useCompanyCoupons(companyId);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="company-coupons-title">
      <Stack gap="md">
        <Group gap="xs">
          <IconDiscount size={20} aria-hidden />
          <Title order={2} size="h4" id="company-coupons-title">
            {t('programs.coupons.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('programs.coupons.description')}
        </Text>
        {coupons.isPending ? <PageLoader minHeight={120} /> : null}
        {coupons.isError ? <Alert color="red">{t('programs.coupons.loadError')}</Alert> : null}
        {coupons.data ? (
          <>
            <CouponsTable coupons={coupons.data} />
            <CouponForm companyId={companyId} coupons={coupons.data} />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
