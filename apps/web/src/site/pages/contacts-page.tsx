import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconBuilding, IconBuildingSkyscraper, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactFormIsland } from '../components/contact-form-island.tsx';
import { PageHero, PageSection } from '../components/page-section.tsx';
import { definePage, type SiteView } from '../site-page.ts';

function Channel({ icon, title, text, link }: { icon: ReactNode; title: string; text: string; link: ReactNode }) {
  return (
    <Card component="article" padding="lg">
      <Stack gap="sm">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text c="dark.6">{text}</Text>
        {link}
      </Stack>
    </Card>
  );
}

function Contacts({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  const { supportEmail, legalName } = view.offer;
  return (
    <>
      <PageHero title={t('contacts.hero.title')} lead={t('contacts.hero.lead')} />
      <PageSection title={t('contacts.channels.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          <Channel
            icon={<IconMail size={24} />}
            title={t('contacts.channels.support.title')}
            text={t('contacts.channels.support.text')}
            link={
              <Anchor href={`mailto:${supportEmail}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('contacts.channels.support.action', { email: supportEmail })}
              </Anchor>
            }
          />
          <Channel
            icon={<IconBuilding size={24} />}
            title={t('contacts.channels.company.title')}
            text={t('contacts.channels.company.text', { legalName })}
            link={
              <Anchor href="/about-us" fw={600}>
                {t('contacts.channels.company.action')}
              </Anchor>
            }
          />
          <Channel
            icon={<IconBook size={24} />}
            title={t('contacts.channels.wiki.title')}
            text={t('contacts.channels.wiki.text')}
            link={
              <Anchor href="/wiki" fw={600}>
                {t('contacts.channels.wiki.action')}
              </Anchor>
            }
          />
          <Channel
            icon={<IconBuildingSkyscraper size={24} />}
            title={t('contacts.channels.companies.title')}
            text={t('contacts.channels.companies.text')}
            link={
              <Anchor href="/for-companies" fw={600}>
                {t('contacts.channels.companies.action')}
              </Anchor>
            }
          />
        </SimpleGrid>
      </PageSection>
      <PageSection title={t('contacts.formSection.title')} lead={t('contacts.formSection.lead')} tone="muted" id="message">
        <Card withBorder maw={760} p={{ base: 'md', sm: 'xl' }}>
          <ContactFormIsland kind="contact" />
        </Card>
      </PageSection>
    </>
  );
}

/** `/contacts`: the support address, who runs the platform, the contact form, and the ways to the wiki and the company landing. */
export const contactsPage = definePage({
  path: '/contacts',
  signedIn: 'page',
  sitemap: true,
  meta: (t) => ({ title: t('contacts.meta.title'), description: t('contacts.meta.description') }),
  Page: ({ view }) => <Contacts view={view} />,
});
