import {
  PUBLIC_PROGRAMS_PAGE_SIZE,
  TARGET_TYPES,
  publicProgramsQuerySchema,
  type PublicProgramCard,
  type PublicProgramsQuery,
  type PublicProgramsResponse,
} from '@bb/domain';
import { Anchor, Box, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSearch, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHero, PageSection } from '../components/page-section.tsx';
import { CompanyInitials, ManagementBadge, PausedBadge, TargetTypeTags, formatSiteEuro, formatSiteNumber } from '../components/program-parts.tsx';
import { definePage, type SiteView } from '../site-page.ts';

type Loaded = { query: PublicProgramsQuery; result: PublicProgramsResponse };

/** The plain list: no search, no filter, first page. */
const ALL_PROGRAMS: PublicProgramsQuery = { search: undefined, page: 1 };

const QUERY_KEYS = ['search', 'type', 'management', 'page'] as const;

/**
 * The address's query as the directory reads it. Empty fields (the "all" options) are left out, and a value that does
 * not fit (an unknown type, a page of "abc") is dropped on its own, keeping the others: a mangled link still lists programs.
 */
export function parseProgramsQuery(params: URLSearchParams): PublicProgramsQuery {
  const raw: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const parsed = publicProgramsQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !invalid.has(key)));
  return publicProgramsQuerySchema.safeParse(kept).data ?? ALL_PROGRAMS;
}

const isFiltered = (query: PublicProgramsQuery) => Boolean(query.search || query.type || query.management);

/** /programs with these filters at this page (the first page has no `page`); `lang` is kept when the address had it. */
function programsHref(query: PublicProgramsQuery, page: number, view: SiteView): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.type) params.set('type', query.type);
  if (query.management) params.set('management', query.management);
  if (page > 1) params.set('page', String(page));
  const lang = view.query.get('lang');
  if (lang === 'it' || lang === 'en') params.set('lang', lang);
  const text = params.toString();
  return text ? `/programs?${text}` : '/programs';
}

const selectChevron = <IconSelector size={16} aria-hidden="true" />;

function SearchForm({ query, view }: { query: PublicProgramsQuery; view: SiteView }) {
  const { t } = useTranslation();
  const lang = view.query.get('lang');
  return (
    <Card component="form" method="get" action="/programs" role="search" aria-label={t('programs.list.search.formLabel')} padding="lg">
      {lang === 'it' || lang === 'en' ? <input type="hidden" name="lang" value={lang} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" verticalSpacing="md" style={{ alignItems: 'end' }}>
        <TextInput
          name="search"
          type="search"
          label={t('programs.list.search.label')}
          placeholder={t('programs.list.search.placeholder')}
          defaultValue={query.search ?? ''}
          maxLength={100}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
        />
        <NativeSelect
          name="type"
          label={t('programs.list.search.type')}
          defaultValue={query.type ?? ''}
          rightSection={selectChevron}
          rightSectionPointerEvents="none"
          data={[
            { value: '', label: t('programs.list.search.anyType') },
            ...TARGET_TYPES.map((type) => ({ value: type, label: t(`programs.targetTypes.${type}`) })),
          ]}
        />
        <NativeSelect
          name="management"
          label={t('programs.list.search.management')}
          defaultValue={query.management ?? ''}
          rightSection={selectChevron}
          rightSectionPointerEvents="none"
          data={[
            { value: '', label: t('programs.list.search.anyManagement') },
            { value: 'managed', label: t('programs.list.search.managed') },
            { value: 'self-managed', label: t('programs.list.search.selfManaged') },
          ]}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
          {t('programs.list.search.submit')}
        </Button>
      </SimpleGrid>
    </Card>
  );
}

function ProgramCardView({ program, view }: { program: PublicProgramCard; view: SiteView }) {
  const { t } = useTranslation();
  const name = program.name ?? t('programs.untitled');
  return (
    <Card component="article" padding="lg" style={{ display: 'flex', flexDirection: 'column' }}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <CompanyInitials name={program.company.name} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              <Anchor href={`/programs/${program.id}`} c="indigo.8" inherit>
                {name}
              </Anchor>
            </Title>
            <Text fz="sm" c="dark.6" style={{ overflowWrap: 'anywhere' }}>
              {program.company.name}
            </Text>
          </Stack>
        </Group>
        <Group gap={6}>
          <ManagementBadge isManaged={program.isManaged} />
          {program.status === 'paused' ? <PausedBadge /> : null}
        </Group>
        <TargetTypeTags tags={program.tags} label={t('programs.list.card.tags')} />
      </Stack>
      <Text fw={700} c="indigo.8" mt="md">
        {program.reward === null ? t('programs.noReward') : t('programs.upTo', { amount: formatSiteEuro(program.reward, view.language, true) })}
      </Text>
    </Card>
  );
}

function EmptyState({ query, count, view }: { query: PublicProgramsQuery; count: number; view: SiteView }) {
  const { t } = useTranslation();
  // Past the last page of a list that has programs: the way back is the first page, filters kept.
  const state = count > 0 ? 'page' : isFiltered(query) ? 'filtered' : 'none';
  const action =
    state === 'page'
      ? { href: programsHref(query, 1, view), label: t('programs.list.empty.firstPage') }
      : state === 'filtered'
        ? { href: programsHref(ALL_PROGRAMS, 1, view), label: t('programs.list.empty.clearFilters') }
        : { href: '/auth/signup/hacker', label: t('programs.list.empty.signup') };
  return (
    <Card padding="xl" data-testid="programs-empty">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg">
          {t(`programs.list.empty.${state}.title`)}
        </Title>
        <Text c="dark.6">{t(`programs.list.empty.${state}.text`)}</Text>
        <Button component="a" href={action.href} variant="default">
          {action.label}
        </Button>
      </Stack>
    </Card>
  );
}

function Paging({ query, count, view }: { query: PublicProgramsQuery; count: number; view: SiteView }) {
  const { t } = useTranslation();
  const total = Math.max(1, Math.ceil(count / PUBLIC_PROGRAMS_PAGE_SIZE));
  if (total <= 1 || query.page > total) return null;
  return (
    <Group component="nav" aria-label={t('programs.list.paging.label')} justify="space-between" gap="md">
      <Box miw={180}>
        {query.page > 1 ? (
          <Button
            component="a"
            href={programsHref(query, query.page - 1, view)}
            rel="prev"
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          >
            {t('programs.list.paging.previous')}
          </Button>
        ) : null}
      </Box>
      <Text c="dark.6" aria-current="page">
        {t('programs.list.paging.position', { page: formatSiteNumber(query.page, view.language), total: formatSiteNumber(total, view.language) })}
      </Text>
      <Box miw={180} ta="right">
        {query.page < total ? (
          <Button
            component="a"
            href={programsHref(query, query.page + 1, view)}
            rel="next"
            variant="default"
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
          >
            {t('programs.list.paging.next')}
          </Button>
        ) : null}
      </Box>
    </Group>
  );
}

function Programs({ loaded, view }: { loaded: Loaded; view: SiteView }) {
  const { t } = useTranslation();
  const { query, result } = loaded;
  return (
    <>
      <PageHero eyebrow={t('programs.list.hero.eyebrow')} title={t('programs.list.hero.title')} lead={t('programs.list.hero.lead')} />
      <PageSection>
        <SearchForm query={query} view={view} />
        <Group justify="space-between" gap="sm">
          <Text fw={600} data-testid="programs-count">
            {t(isFiltered(query) ? 'programs.list.countFound' : 'programs.list.count', {
              count: result.count,
              formatted: formatSiteNumber(result.count, view.language),
            })}
          </Text>
          {isFiltered(query) && result.results.length ? (
            <Anchor href={programsHref(ALL_PROGRAMS, 1, view)} fz="sm">
              {t('programs.list.empty.clearFilters')}
            </Anchor>
          ) : null}
        </Group>
        {result.results.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {result.results.map((program) => (
              <ProgramCardView key={program.id} program={program} view={view} />
            ))}
          </SimpleGrid>
        ) : (
          <EmptyState query={query} count={result.count} view={view} />
        )}
        <Paging query={query} count={result.count} view={view} />
      </PageSection>
      <PageSection title={t('programs.list.join.title')} tone="muted">
        <Group justify="space-between" align="center" gap="lg">
          <Text c="dark.6" maw={640}>
            {t('programs.list.join.text')}
          </Text>
          <Group gap="sm">
            <Button component="a" href="/auth/signup/hacker">
              {t('programs.list.join.hacker')}
            </Button>
            <Button component="a" href="/for-companies" variant="default">
              {t('programs.list.join.company')}
            </Button>
          </Group>
        </Group>
      </PageSection>
    </>
  );
}

/**
 * `/programs`: the directory of open public programs (GET /api/programs/public), searched and filtered by a plain GET
 * form and paged by links; a signed-in visitor gets the app's own list at this address.
 */
export const programsPage = definePage<Loaded>({
  path: '/programs',
  signedIn: 'app',
  sitemap: true,
  load: async (input) => {
    const query = parseProgramsQuery(input.query);
    return { query, result: await input.data.programs(query) };
  },
  meta: (t, loaded) => ({
    title: loaded.query.page > 1 ? t('programs.list.meta.titlePaged', { page: loaded.query.page }) : t('programs.list.meta.title'),
    description: t('programs.list.meta.description'),
    // Search results stay out of search engines; the plain list (and its pages) is indexed.
    noindex: isFiltered(loaded.query),
    canonicalParams: ['page'],
  }),
  Page: Programs,
});
