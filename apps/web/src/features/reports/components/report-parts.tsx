import type { ReportDetail } from '@bb/domain';
import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { HackerProfileLink } from '../../../components/hacker-profile-link.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { uploadUrl } from '../../../lib/uploads.ts';

type FileRef = ReportDetail['media'][number];
type Person = NonNullable<ReportDetail['hacker']>;

/**
 * HTML the API rendered from the stored rich text through its allow-list (p, br, b, i, em,
 * strong, code, a, h1-h4, ul, ol, li): the only markup shown as such.
 */
export function SanitisedHtml({ html }: { html: string }) {
  return (
    <Typography style={{ overflowWrap: 'anywhere' }}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

/** A bordered section with its heading; one given `focusRef` can take the focus (a page that brings it into view). */
export function Section({ title, children, id, focusRef }: { title: string; children: ReactNode; id?: string; focusRef?: Ref<HTMLElement> }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A person's picture and name: a hacker links to their profile, anyone else (company or staff) is their username. */
export function PersonLine({ person, isHacker, emptyLabel }: { person: Person | null; isHacker: boolean; emptyLabel?: string }) {
  const { t } = useTranslation();
  if (!person) {
    return (
      <Text size="sm" c="dimmed">
        {emptyLabel ?? t('reports.detail.noHacker')}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar user={person} size="sm" />
      {isHacker ? (
        <HackerProfileLink hackerId={person.id} username={person.username} />
      ) : (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {person.username}
        </Text>
      )}
    </Group>
  );
}

const isImage = (file: FileRef) => file.contentType.startsWith('image/');

/** Attachments: pictures as thumbnails, other files as links; each opens GET /api/uploads/{id}. */
export function AttachmentList({ files }: { files: readonly FileRef[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  const images = files.filter(isImage);
  const others = files.filter((file) => !isImage(file));
  return (
    <Stack gap="xs">
      {images.length > 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {images.map((file) => (
            <Anchor
              key={file.id}
              href={uploadUrl(file.id)}
              target="_blank"
              rel="noopener"
              aria-label={t('reports.detail.openAttachment', { name: file.fileName })}
            >
              <Image src={uploadUrl(file.id)} alt={file.fileName} h={96} fit="cover" radius="sm" />
            </Anchor>
          ))}
        </SimpleGrid>
      ) : null}
      {others.map((file) => (
        <Group key={file.id} gap={6} wrap="nowrap">
          <IconPaperclip size={16} aria-hidden />
          <Anchor href={uploadUrl(file.id)} target="_blank" rel="noopener" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {file.fileName}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}
