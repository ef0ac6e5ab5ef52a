import { ChartDataTable } from '../../../../components/charts/chart-data-table.tsx';
import { isCountryCode, NATIONALITY_TOP, nationalityBucket, type NationalityStats } from '@bb/domain';
import { Box, Center, Group, Loader, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShare } from '../../../../components/charts/chart-format.ts';
import { CountryLabel } from '../../../../components/country-flag.tsx';
import { countryName } from '../../../../lib/countries.ts';
import { OnDemand } from '../../../../lib/on-demand.ts';
import { useOnDemand } from '../../../../lib/use-on-demand.ts';
import { useNationalityStats } from '../../api/nationality-stats.ts';
import { bucketRanges, NATIONALITY_COLORS } from './nationality-colors.ts';

// The map, d3 and the world's topology come in their own chunk, fetched when this card shows a map.
const mapCode = new OnDemand(async () => (await import('./nationality-map.tsx')).NationalityMap);

type CountryRow = NationalityStats['countries'][number];

function CountryName({ code }: { code: string }) {
  return isCountryCode(code) ? <CountryLabel code={code} /> : <span>{code}</span>;
}

const nameOf = (code: string): string => (isCountryCode(code) ? countryName(code) : code);

/** The top countries with their share of the hackers who said where they live. */
function TopCountries({ countries, total }: { countries: CountryRow[]; total: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('stats.nationalities.topLabel', { count: NATIONALITY_TOP })}>
      {countries.slice(0, NATIONALITY_TOP).map((row) => (
        <Box component="li" key={row.country} data-testid={`top-country-${row.country}`}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" component="div">
              <CountryName code={row.country} />
            </Text>
            <Text size="sm" fw={600}>
              {t('stats.nationalities.share', { share: formatShare(row.count, total), count: row.count })}
            </Text>
          </Group>
          <Progress value={total > 0 ? (row.count / total) * 100 : 0} size="sm" aria-hidden />
        </Box>
      ))}
    </Stack>
  );
}

/** The map's colour key: each bucket's colour and range. */
function MapLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap" aria-label={t('stats.nationalities.legend')} role="list">
      {bucketRanges().map((range, index) => (
        <Group key={range} gap={4} wrap="nowrap" role="listitem" data-testid={`bucket-${index}`}>
          <Box
            w={14}
            h={14}
            style={{ borderRadius: 3, background: NATIONALITY_COLORS[index], border: '1px solid var(--mantine-color-default-border)' }}
            aria-hidden
          />
          <Text size="xs">{range}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * The world map once its code is here, its loader until then. The server's paint shows the loader too, and so does the
 * app's first render over it (which must match): the map's drawing would weigh more than the rest of the page.
 */
function WorldMap({ counts, description }: { counts: ReadonlyMap<string, number>; description: string }) {
  const { t } = useTranslation();
  const NationalityMap = useOnDemand(mapCode);
  if (NationalityMap) return <NationalityMap counts={counts} description={description} />;
  return (
    // The map's own proportions (800 by 400, as wide as the card): nothing moves when it arrives.
    <Center style={{ aspectRatio: '2 / 1' }} role="status">
      <Loader size="sm" role="progressbar" aria-label={t('stats.nationalities.mapLoading')} />
    </Center>
  );
}

/** Every country as a table, for screen readers: the map is only a picture. */
function CountriesTable({ countries, caption }: { countries: CountryRow[]; caption: string }) {
  const { t } = useTranslation();
  const ranges = bucketRanges();
  const rows = countries.map((row) => ({ key: row.country, label: nameOf(row.country), cells: [row.count, ranges[nationalityBucket(row.count)]] }));
  return (
    <ChartDataTable
      caption={caption}
      columns={[t('stats.nationalities.country'), t('stats.nationalities.hackers'), t('stats.nationalities.bucket')]}
      rows={rows}
    />
  );
}

function Nationalities({ stats }: { stats: NationalityStats }) {
  const { t } = useTranslation();
  const counts = useMemo(() => new Map(stats.countries.map((row) => [row.country, row.count])), [stats.countries]);
  if (stats.total === 0) {
    return (
      <Text size="sm" c="dimmed" py="lg" ta="center">
        {t('stats.nationalities.empty', { count: stats.unknown })}
      </Text>
    );
  }
  const summary = t('stats.nationalities.summary', { total: stats.total, countries: stats.countries.length });
  return (
    <Stack gap="sm">
      <Text size="sm">{summary}</Text>
      <TopCountries countries={stats.countries} total={stats.total} />
      <WorldMap counts={counts} description={summary} />
      <MapLegend />
      <CountriesTable countries={stats.countries} caption={summary} />
      {stats.unknown > 0 ? (
        <Text size="xs" c="dimmed">
          {t('stats.nationalities.unknown', { count: stats.unknown })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Where the hackers live: the top 5 countries with their shares and flags, and the world map (super admin). */
export function NationalityCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const stats = useNationalityStats();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} h="100%">
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {t('stats.nationalities.title')}
        </Title>
        {stats.isPending ? <Skeleton h={260} /> : null}
        {stats.isError ? (
          <Text size="sm" c="red.9">
            {t('stats.loadError')}
          </Text>
        ) : null}
        {stats.data ? <Nationalities stats={stats.data} /> : null}
      </Stack>
    </Paper>
  );
}
