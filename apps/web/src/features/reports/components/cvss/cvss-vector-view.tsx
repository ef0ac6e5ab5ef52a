import { changedCvss4Metrics, CVSS4_BASE_METRICS, cvss4Metrics } from '@bb/domain';
import { Badge, Group, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A metric's name in the interface's language; a metric outside the base group keeps its code. */
export function cvssMetricName(t: TFunction, metric: string): string {
  return t(`cvss.metrics.${metric}`, { defaultValue: metric });
}

/** A metric's value name (the same letter means different things: AV:N is Network, PR:N is None). */
export function cvssValueName(t: TFunction, metric: string, value: string): string {
  return t(`cvss.values.${metric}.${value}`, { defaultValue: value });
}

/** Long metric names ("Disponibilità dei sistemi successivi") wrap on a phone instead of being cut. */
const WRAPPING_BADGE = {
  root: { maxWidth: '100%', height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.4 },
} as const;

/** The base metrics of a vector as labelled badges ("Attack Vector: Network"), in the vector's order. */
export function CvssVectorView({ vector }: { vector: string | null }) {
  const { t } = useTranslation();
  const metrics = vector ? cvss4Metrics(vector) : {};
  const base = CVSS4_BASE_METRICS.flatMap(({ key }) => (metrics[key] ? [{ key, value: metrics[key] }] : []));
  if (base.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('cvss.view.none')}
      </Text>
    );
  }
  return (
    <Group gap={6} role="list" aria-label={t('cvss.view.label')}>
      {base.map(({ key, value }) => (
        <Badge key={key} role="listitem" variant="light" color="gray" tt="none" title={`${key}:${value}`} styles={WRAPPING_BADGE}>
          {t('cvss.view.badge', { metric: cvssMetricName(t, key), value: cvssValueName(t, key, value) })}
        </Badge>
      ))}
    </Group>
  );
}

/** The metrics a severity change touched, old value then new one (`changedCvss4Metrics`). */
export function CvssVectorDiff({ before, after }: { before: string | null; after: string | null }) {
  const { t } = useTranslation();
  const changes = changedCvss4Metrics(before, after);
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('cvss.view.unchanged')}
      </Text>
    );
  }
  const valueOf = (metric: string, value: string | null) => (value ? cvssValueName(t, metric, value) : t('cvss.view.missing'));
  return (
    // The viewport can scroll sideways on a phone: it takes the focus, so the keyboard scrolls it (axe scrollable-region-focusable).
    <Table.ScrollContainer minWidth={280} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('cvss.view.diffLabel') } }}>
      <Table verticalSpacing={4} fz="sm" aria-label={t('cvss.view.diffLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('cvss.view.metric')}</Table.Th>
            <Table.Th scope="col">{t('cvss.view.before')}</Table.Th>
            <Table.Th scope="col">{t('cvss.view.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.metric}>
              <Table.Th scope="row" fw={500}>
                {cvssMetricName(t, change.metric)}
              </Table.Th>
              <Table.Td>
                <Text span size="sm" td={change.before ? 'line-through' : undefined} c="dimmed">
                  {valueOf(change.metric, change.before)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <IconArrowRight size={14} aria-hidden />
                  <Text span size="sm" fw={600}>
                    {valueOf(change.metric, change.after)}
                  </Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
