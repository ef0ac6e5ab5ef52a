import type { PublicHackerProfile } from '@bb/domain';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBrandDiscord, IconBrandGithub, IconBrandLinkedin, IconBrandX, IconFileText, IconWorld, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { uploadUrl } from '../../../lib/uploads.ts';
import { CountryLabel } from '../../../components/country-flag.tsx';

const WEB_LINKS = [
  { key: 'website', icon: IconWorld },
  { key: 'linkedin', icon: IconBrandLinkedin },
  { key: 'twitter', icon: IconBrandX },
  { key: 'github', icon: IconBrandGithub },
] as const satisfies readonly { key: keyof PublicHackerProfile; icon: Icon }[];

/** The API only stores http(s) addresses; anything else is shown as text rather than linked. */
const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text span size="sm" c="dimmed" fs="italic">
      {children}
    </Text>
  );
}

/** A link that opens in a new tab and says so to screen readers. */
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
      {children}
      <VisuallyHidden component="span">{` (${t('hackerProfile.opensInNewTab')})`}</VisuallyHidden>
    </Anchor>
  );
}

function LinkLine({ icon: LinkIcon, label, children }: { icon: Icon; label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <LinkIcon size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <VisuallyHidden component="span">{`${label}: `}</VisuallyHidden>
      {children}
    </Group>
  );
}

/** Website, LinkedIn, X, GitHub (new tab) and the Discord handle; "no links" when there are none. */
function ProfileLinks({ profile }: { profile: PublicHackerProfile }) {
  const { t } = useTranslation();
  const webLinks = WEB_LINKS.filter(({ key }) => profile[key]);
  if (webLinks.length === 0 && !profile.discord) return <Empty>{t('hackerProfile.empty.links')}</Empty>;
  return (
    <Stack gap={6}>
      {webLinks.map(({ key, icon }) => {
        const address = profile[key] ?? '';
        return (
          <LinkLine key={key} icon={icon} label={t(`hackerProfile.links.${key}`)}>
            {isWebAddress(address) ? <NewTabLink href={address}>{address.replace(/^https?:\/\//i, '')}</NewTabLink> : <Text size="sm">{address}</Text>}
          </LinkLine>
        );
      })}
      {profile.discord ? (
        <LinkLine icon={IconBrandDiscord} label={t('hackerProfile.links.discord')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {profile.discord}
          </Text>
        </LinkLine>
      ) : null}
    </Stack>
  );
}

function Skills({ skills }: { skills: string[] }) {
  const { t } = useTranslation();
  if (skills.length === 0) return <Empty>{t('hackerProfile.empty.skills')}</Empty>;
  return (
    <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {skills.map((skill) => (
        <li key={skill}>
          <Badge variant="light" tt="none" maw="100%">
            {skill}
          </Badge>
        </li>
      ))}
    </Group>
  );
}

/** Picture, username, country, joining date and the actions; then bio, skills, CV and links. */
export function HackerProfileCard({ profile, actions }: { profile: PublicHackerProfile; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('hackerProfile.cardLabel')}>
      <Group justify="space-between" align="flex-start" gap="md" mb="lg">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <UserAvatar user={profile} size={88} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
                @{profile.username}
              </Title>
              {profile.isBlocked ? <Badge color="red">{t('hackerProfile.blocked')}</Badge> : null}
            </Group>
            <Text size="sm" c="dimmed">
              {profile.countryOfResidence ? <CountryLabel code={profile.countryOfResidence} /> : t('hackerProfile.empty.country')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('hackerProfile.joinedAt', { date: formatDate(profile.joinedAt) })}
            </Text>
          </Stack>
        </Group>
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <LabeledValue label={t('hackerProfile.fields.bio')}>
          {profile.profileDescription ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {profile.profileDescription}
            </Text>
          ) : (
            <Empty>{t('hackerProfile.empty.bio')}</Empty>
          )}
        </LabeledValue>
        <LabeledValue label={t('hackerProfile.fields.skills')}>
          <Skills skills={profile.skills} />
        </LabeledValue>
        <LabeledValue label={t('hackerProfile.fields.cv')}>
          {profile.cv ? (
            <LinkLine icon={IconFileText} label={t('hackerProfile.fields.cv')}>
              <NewTabLink href={uploadUrl(profile.cv.id)}>{profile.cv.fileName}</NewTabLink>
            </LinkLine>
          ) : (
            <Empty>{t('hackerProfile.empty.cv')}</Empty>
          )}
        </LabeledValue>
        <LabeledValue label={t('hackerProfile.fields.links')}>
          <ProfileLinks profile={profile} />
        </LabeledValue>
      </SimpleGrid>
    </Card>
  );
}
