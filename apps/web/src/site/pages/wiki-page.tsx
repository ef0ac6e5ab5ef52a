import { Anchor, Box, Button, Card, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { WIKI_CATEGORIES, type WikiEntry } from '@bb/domain';
import { IconSearch } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { PageHero } from '../components/page-section.tsx';
import { definePage, type SiteView } from '../site-page.ts';

/** The API's limit on a search (wikiQuerySchema). */
const SEARCH_MAX = 200;

/** `?search=`, trimmed; blank lists every entry. */
function searchOf(query: URLSearchParams): string | undefined {
  return query.get('search')?.trim().slice(0, SEARCH_MAX) || undefined;
}

/** An entry's body: short paragraphs of plain text separated by blank lines (wikiEntrySchema). */
const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

function SearchForm({ view, search }: { view: SiteView; search: string | undefined }) {
  const { t } = useTranslation();
  const lang = view.query.get('lang');
  return (
    <Box component="form" role="search" method="get" action="/wiki" maw={640}>
      {lang ? <input type="hidden" name="lang" value={lang} /> : null}
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          id="wiki-search"
          name="search"
          type="search"
          label={t('wiki.search.label')}
          placeholder={t('wiki.search.placeholder')}
          defaultValue={search ?? ''}
          maxLength={SEARCH_MAX}
          size="md"
          style={{ flex: 1 }}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
        />
        <Button type="submit" size="md">
          {t('wiki.search.submit')}
        </Button>
      </Group>
    </Box>
  );
}

function Entry({ entry, open }: { entry: WikiEntry; open: boolean }) {
  return (
    <Paper component="details" id={entry.id} open={open} withBorder radius="md" style={{ scrollMarginTop: 80 }}>
      <Box component="summary" px="lg" py="md" fw={650} fz="lg" style={{ cursor: 'pointer' }}>
        {entry.title}
      </Box>
      <Stack gap="sm" px="lg" pb="lg" className="bb-rich-text">
        {paragraphsOf(entry.body).map((paragraph, index) => (
          <Text key={index} component="p" m={0} c="dark.7">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

function Wiki({ loaded, view }: { loaded: WikiEntry[]; view: SiteView }) {
  const { t } = useTranslation();
  const search = searchOf(view.query);
  const openId = view.query.get('id');
  const groups = WIKI_CATEGORIES.map((category) => ({ category, entries: loaded.filter((entry) => entry.category === category) })).filter(
    (group) => group.entries.length > 0,
  );
  const email = view.offer.supportEmail;
  return (
    <>
      <PageHero title={t('wiki.hero.title')} lead={t('wiki.hero.lead')} actions={<SearchForm view={view} search={search} />} />
      <Container size="lg" py={{ base: 32, md: 48 }}>
        <Stack gap="xl" maw={820}>
          <Group justify="space-between" gap="sm">
            <Text c="dark.6" fw={600}>
              {search ? t('wiki.results', { count: loaded.length, search }) : t('wiki.count', { count: loaded.length })}
            </Text>
            {search ? (
              <Anchor href="/wiki" py={4}>
                {t('wiki.search.clear')}
              </Anchor>
            ) : null}
          </Group>
          {search && loaded.length === 0 ? (
            <Card withBorder padding="xl">
              <Stack gap="sm">
                <Title order={2} fz="xl">
                  {t('wiki.empty.title', { search })}
                </Title>
                <Text c="dark.6">{t('wiki.empty.text')}</Text>
                <Group>
                  <Button component="a" href="/wiki" variant="default">
                    {t('wiki.search.clear')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ) : null}
          {groups.map(({ category, entries }) => (
            <Stack key={category} component="section" gap="md" aria-labelledby={`wiki-${category}`}>
              <Title order={2} fz={{ base: 24, md: 28 }} id={`wiki-${category}`}>
                {t(`wiki.categories.${category}`)}
              </Title>
              <Stack gap="sm">
                {entries.map((entry) => (
                  <Entry key={entry.id} entry={entry} open={entry.id === openId} />
                ))}
              </Stack>
            </Stack>
          ))}
          <Text c="dark.6" fz="lg">
            <Trans
              i18nKey="wiki.support"
              values={{ email }}
              components={{ mail: <Anchor href={`mailto:${email}`} underline="always" style={{ textDecoration: 'underline' }} /> }}
            />
          </Text>
        </Stack>
      </Container>
    </>
  );
}

/** `/wiki`: the support wiki (spec part 1 section 2) by category, searched with ?search=, an entry opened with ?id=. */
export const wikiPage = definePage<WikiEntry[]>({
  path: '/wiki',
  signedIn: 'page',
  sitemap: true,
  load: (input) => input.data.wiki(input.language, searchOf(input.query)),
  meta: (t, _loaded, view) => {
    const search = searchOf(view.query);
    return search
      ? { title: t('wiki.meta.searchTitle', { search }), description: t('wiki.meta.description'), noindex: true }
      : { title: t('wiki.meta.title'), description: t('wiki.meta.description') };
  },
  Page: Wiki,
});
