import type { ProgramDetail } from '@bb/domain';
import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { programPath } from '../../../lib/paths.ts';
import { useProgramStats } from '../api/program-insights.ts';

/**
 * Fix verification on the program's overview (company, staff): who retests the fixes, the retests waiting, verified
 * and failed, those past their 5 business days, and the fees paid to hacker retesters. Shown only with the service.
 */
export function RetestsCard({ program }: { program: Pick<ProgramDetail, 'id' | 'verificationService' | 'retester'> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const stats = useProgramStats(program.id);
  if (!program.verificationService) return null;
  const retests = stats.data?.retests;
  const figures = retests
    ? [
        ['pending', retests.pending],
        ['verified', retests.verified],
        ['failed', retests.failed],
        ['late', retests.late],
      ]
    : [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} aria-busy={stats.isPending}>
      <Group gap="xs" wrap="nowrap" mb="sm">
        <IconShieldCheck size={20} aria-hidden />
        <Title order={2} size="h4" id={titleId}>
          {t('programs.retests.title')}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t(`programs.retests.by.${program.retester}`)}
      </Text>
      {stats.isError ? <Alert color="red">{t('programs.retests.loadError')}</Alert> : null}
      {stats.isPending ? (
        <Skeleton h={48} />
      ) : retests ? (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          {figures.map(([key, value]) => (
            <LabeledValue key={key} label={t(`programs.retests.${key}`)}>
              {key === 'pending' && Number(value) > 0 ? (
                <Anchor component={Link} to={`${programPath(program.id)}?tab=reports&retest=pending`} size="sm">
                  {value}
                </Anchor>
              ) : (
                value
              )}
            </LabeledValue>
          ))}
          <LabeledValue label={t('programs.retests.feesPaid')}>{formatAmount(retests.feesPaid)}</LabeledValue>
        </SimpleGrid>
      ) : null}
    </Paper>
  );
}
