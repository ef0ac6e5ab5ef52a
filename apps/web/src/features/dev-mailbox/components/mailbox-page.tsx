import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Container,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconMail, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { PublicHeader } from '../../../components/public-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMailbox, type MailboxEmail } from '../api/mailbox.ts';
import { LinkifiedText } from './linkified-text.tsx';
import classes from './mailbox-page.module.css';

function EmailView({ email }: { email: MailboxEmail }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'text' | 'html'>('text');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="lg">
          {email.subject}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mailbox.to')}: {email.toAddress} · {formatDateTime(email.createdAt)}
        </Text>
      </Stack>
      {email.htmlBody ? (
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as 'text' | 'html')}
          data={[
            { value: 'text', label: t('mailbox.viewText') },
            { value: 'html', label: t('mailbox.viewHtml') },
          ]}
          aria-label={t('mailbox.viewLabel')}
          w="fit-content"
        />
      ) : null}
      {view === 'html' && email.htmlBody ? (
        // sandbox="" : no scripts, no forms, no same-origin access; links inside are inert.
        <iframe title={email.subject} sandbox="" srcDoc={email.htmlBody} className={classes.frame} />
      ) : (
        <Box component="pre" className={classes.body} data-testid="mailbox-body">
          <LinkifiedText text={email.textBody} />
        </Box>
      )}
    </Stack>
  );
}

/** Development mailbox: the emails the API would have sent, newest first. */
export function MailboxPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const mailbox = useMailbox(debounced);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detailRef = useRef<HTMLElement>(null);
  // Under 48em the list and the email are stacked: bring the email into view when one is picked.
  const stacked = useMediaQuery('(max-width: 48em)');
  const select = (id: string) => {
    setSelectedId(id);
    if (stacked) requestAnimationFrame(() => detailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };
  const emails = mailbox.data?.results ?? [];
  const selected = emails.find((email) => email.id === selectedId) ?? emails[0] ?? null;

  return (
    <Box className={classes.page}>
      <PublicHeader size="xl">
        <Badge color="orange" variant="light">
          {t('mailbox.devOnly')}
        </Badge>
      </PublicHeader>
      <Container component="main" size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
        <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t('mailbox.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {mailbox.data ? t('mailbox.count', { count: mailbox.data.count }) : t('mailbox.subtitle')}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 280px', justifyContent: 'flex-end' }}>
            <TextInput
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              placeholder={t('mailbox.searchPlaceholder')}
              aria-label={t('mailbox.searchLabel')}
              leftSection={<IconSearch size={16} aria-hidden />}
              type="search"
              style={{ flex: 1, maxWidth: 360 }}
            />
            <Tooltip label={t('mailbox.refresh')}>
              <ActionIcon variant="default" size="lg" onClick={() => void mailbox.refetch()} loading={mailbox.isFetching} aria-label={t('mailbox.refresh')}>
                <IconRefresh size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>

        {mailbox.isError ? (
          <Alert color="red" variant="light" title={t('mailbox.loadFailed')}>
            <Text size="sm">{t('mailbox.loadFailedText')}</Text>
            <Anchor component="button" type="button" size="sm" mt="xs" onClick={() => openErrorModal(mailbox.error)}>
              {t('mailbox.details')}
            </Anchor>
          </Alert>
        ) : (
          <div className={classes.layout}>
            <Paper withBorder className={classes.list} component="section" aria-label={t('mailbox.listLabel')}>
              <ScrollArea.Autosize mah={{ base: '45dvh', sm: 'calc(100dvh - 220px)' }} type="auto">
                {mailbox.isPending ? (
                  <Stack p="sm" gap="sm" aria-busy="true" aria-label={t('common.loading')}>
                    {[0, 1, 2, 3].map((key) => (
                      <Skeleton key={key} height={56} radius="md" />
                    ))}
                  </Stack>
                ) : emails.length === 0 ? (
                  <Stack align="center" gap="xs" p="xl" ta="center">
                    <IconMail size={32} color="var(--mantine-color-gray-6)" aria-hidden />
                    <Text fw={500}>{t(debounced ? 'mailbox.noResults' : 'mailbox.empty')}</Text>
                  </Stack>
                ) : (
                  <Box component="ul" className={classes.items}>
                    {emails.map((email) => {
                      const active = selected?.id === email.id;
                      return (
                        <li key={email.id}>
                          <UnstyledButton
                            className={classes.item}
                            data-active={active || undefined}
                            aria-current={active ? 'true' : undefined}
                            onClick={() => select(email.id)}
                          >
                            <Text size="sm" fw={600} truncate="end">
                              {email.subject}
                            </Text>
                            <Text size="xs" c="dimmed" truncate="end">
                              {email.toAddress}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {formatDateTime(email.createdAt)}
                            </Text>
                          </UnstyledButton>
                        </li>
                      );
                    })}
                  </Box>
                )}
              </ScrollArea.Autosize>
            </Paper>
            <Paper ref={detailRef} withBorder p={{ base: 'md', sm: 'lg' }} className={classes.detail} component="section" aria-label={t('mailbox.detailLabel')}>
              {selected ? (
                <EmailView key={selected.id} email={selected} />
              ) : (
                <Text c="dimmed" ta="center" py="xl">
                  {mailbox.isPending ? t('common.loading') : t('mailbox.nothingSelected')}
                </Text>
              )}
            </Paper>
          </div>
        )}
      </Container>
    </Box>
  );
}
