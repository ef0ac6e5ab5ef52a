import { SEVERITY_KEYS, toCents, type ProgramDetail } from '@bb/domain';
import { Badge, Box, Button, Center, ColorSwatch, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatCents } from '../../../lib/format.ts';
import { WALLET_PATH } from '../../../lib/paths.ts';

const BudgetDoughnut = lazy(async () => ({ default: (await import('./budget-doughnut.tsx')).BudgetDoughnut }));

/** Used and remaining budget in cents (never negative). */
export function budgetSplit(program: Pick<ProgramDetail, 'budget' | 'remainingBudget'>): { usedCents: number; remainingCents: number } {
  const remainingCents = Math.max(0, toCents(program.remainingBudget));
  const usedCents = Math.max(0, toCents(program.budget ?? 0) - remainingCents);
  return { usedCents, remainingCents };
}

function Figure({ color, label, value }: { color?: string; label: string; value: string }) {
  return (
    <div>
      <Group gap={6} wrap="nowrap">
        {color ? <ColorSwatch color={color} size={10} aria-hidden /> : null}
        <Text size="xs" c="dimmed" fw={500}>
          {label}
        </Text>
      </Group>
      <Text fw={700}>{value}</Text>
    </div>
  );
}

/** How many reports of each severity the remaining budget can still pay (at the program's highest prize for it). */
function PayableReports({ payable }: { payable: ProgramDetail['payableReports'] }) {
  const { t } = useTranslation();
  const severities = SEVERITY_KEYS.filter((severity) => payable[severity] !== null);
  if (!severities.length) return null;
  return (
    <Box mt="md">
      <Text size="sm" fw={600} id="payable-reports-title">
        {t('programs.budget.payable.title')}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t('programs.budget.payable.hint')}
      </Text>
      <Group gap="xs" aria-labelledby="payable-reports-title" role="list">
        {severities.map((severity) => (
          <Badge key={severity} role="listitem" variant="light" color={payable[severity] === 0 ? 'red' : 'gray'} tt="none" data-testid={`payable-${severity}`}>
            {t('programs.budget.payable.item', { severity: t(`programs.severity.${severity}`), count: payable[severity] ?? 0 })}
          </Badge>
        ))}
      </Group>
    </Box>
  );
}

/** The budget card: doughnut of used versus remaining, with a way to the wallet for the company (spec part 1 section 2). */
export function BudgetCard({ program, showWallet }: { program: ProgramDetail; showWallet: boolean }) {
  const { t } = useTranslation();
  const { usedCents, remainingCents } = budgetSplit(program);
  const labels = { used: t('programs.budget.used'), remaining: t('programs.budget.remaining') };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="budget-card-title">
      <Title order={2} size="h4" id="budget-card-title" mb="md">
        {t('programs.budget.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {/* A fixed box: Chart.js sizes the canvas from its parent, which must not depend on the canvas. */}
        <Box w={180} h={180} mx="auto" pos="relative">
          {usedCents + remainingCents > 0 ? (
            <Suspense
              fallback={
                <Center h={180} role="status">
                  <Loader size="sm" role="progressbar" aria-label={t('common.loading')} />
                </Center>
              }
            >
              <BudgetDoughnut
                used={usedCents}
                remaining={remainingCents}
                labels={labels}
                format={formatCents}
                description={t('programs.budget.chartLabel', { used: formatCents(usedCents), remaining: formatCents(remainingCents) })}
              />
            </Suspense>
          ) : (
            <Text size="sm" c="dimmed" ta="center">
              {t('programs.budget.none')}
            </Text>
          )}
        </Box>
        <Stack gap="sm" justify="center">
          <Figure label={t('programs.budget.allocated')} value={program.budget === null ? '—' : formatAmount(program.budget)} />
          <Figure color="#fa5252" label={labels.used} value={formatCents(usedCents)} />
          <Figure color="#12b886" label={labels.remaining} value={`${formatCents(remainingCents)} (${program.budgetLeftPercentage}%)`} />
          {showWallet ? (
            <Button component={Link} to={WALLET_PATH} variant="light" leftSection={<IconWallet size={16} aria-hidden />}>
              {t('programs.budget.wallet')}
            </Button>
          ) : null}
        </Stack>
      </SimpleGrid>
      <PayableReports payable={program.payableReports} />
    </Paper>
  );
}
