import type { WikiEntry } from '@bb/domain';
import { Accordion, Alert, Badge, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SupportSentence } from '../../../components/support-contact.tsx';
import { useWikiEntries } from '../api/wiki-entries.ts';

/** The DOM id of an entry's item, so that `?wiki=<id>` can scroll to it. */
export const wikiItemDomId = (id: string) => `wiki-entry-${id}`;

/** An entry's body: paragraphs separated by blank lines. */
function EntryBody({ body }: { body: string }) {
  return (
    <Stack gap="xs">
      {body.split(/\n{2,}/).map((paragraph, index) => (
        <Text key={index} size="sm">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}

function EntryList({ entries, open, onOpen }: { entries: WikiEntry[]; open: string | null; onOpen: (id: string | null) => void }) {
  const { t } = useTranslation();
  return (
    <Accordion value={open} onChange={onOpen} variant="separated">
      {entries.map((entry) => (
        // Scrolled to below the modal's sticky header, not under it.
        <Accordion.Item key={entry.id} value={entry.id} id={wikiItemDomId(entry.id)} style={{ scrollMarginTop: 72 }}>
          <Accordion.Control>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Title order={3} fz="sm" fw={600}>
                {entry.title}
              </Title>
              <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                {t(`account.support.categories.${entry.category}`)}
              </Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <EntryBody body={entry.body} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/**
 * The support modal: the wiki's entries with a search over them, and the support address. `initialEntry` (from
 * `?wiki=<id>`) opens with that entry expanded and scrolled into view.
 */
export function SupportWikiModal({ opened, onClose, initialEntry = null }: { opened: boolean; onClose: () => void; initialEntry?: string | null }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [open, setOpen] = useState<string | null>(initialEntry);
  const entries = useWikiEntries(debounced, opened);
  const scrolledTo = useRef<string | null>(null);
  const resultsId = useId();

  useEffect(() => {
    if (opened) setOpen(initialEntry);
    else scrolledTo.current = null;
  }, [opened, initialEntry]);

  // Once the entry asked for by id is on screen, bring it into view (once per opening).
  useEffect(() => {
    if (!opened || !initialEntry || scrolledTo.current === initialEntry || !entries.data) return;
    const item = document.getElementById(wikiItemDomId(initialEntry));
    if (!item) return;
    scrolledTo.current = initialEntry;
    item.scrollIntoView({ block: 'start', behavior: 'smooth' });
    item.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, [opened, initialEntry, entries.data]);

  const results = entries.data?.results ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('account.support.title')} size="lg" data-testid="support-wiki-modal">
      <Stack gap="md">
        <Text size="sm">
          <SupportSentence i18nKey="account.support.contact" />
        </Text>
        <TextInput
          label={t('account.support.searchLabel')}
          placeholder={t('account.support.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={entries.isFetching ? <Loader size="xs" aria-hidden /> : null}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          aria-controls={resultsId}
          type="search"
          data-autofocus={initialEntry ? undefined : true}
        />
        <Title order={2} fz="md" id={`${resultsId}-title`}>
          {t('account.support.entriesTitle')}
        </Title>
        <div id={resultsId} aria-labelledby={`${resultsId}-title`} aria-live="polite" aria-busy={entries.isFetching}>
          {entries.isError ? (
            <Alert color="red">{t('account.support.loadError')}</Alert>
          ) : entries.isPending ? (
            <Loader size="sm" aria-label={t('account.support.loading')} />
          ) : results.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('account.support.noResults', { search: debounced.trim() })}
            </Text>
          ) : (
            <EntryList entries={results} open={open} onOpen={setOpen} />
          )}
        </div>
      </Stack>
    </Modal>
  );
}
