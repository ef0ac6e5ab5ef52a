import { Anchor, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { CONTACT_REQUEST_KINDS, type ContactRequestKind } from '@bb/domain';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { PageHero, PageSection } from '../components/page-section.tsx';
import { formatDay, isCalendarDay } from '../components/site-dates.ts';
import { StepList } from '../components/step-list.tsx';
import { definePage, type SiteView } from '../site-page.ts';

/** `?kind=` as the contact form sends it; anything else reads as a plain message. */
function kindOf(query: URLSearchParams): ContactRequestKind {
  const kind = query.get('kind');
  return (CONTACT_REQUEST_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ContactRequestKind) : 'contact';
}

function ThankYou({ view }: { view: SiteView }) {
  const { t } = useTranslation();
  const kind = kindOf(view.query);
  const day = view.query.get('date');
  const date = kind === 'demo' && isCalendarDay(day) ? formatDay(day, view.language, { weekday: true }) : null;
  const forCompanies = kind !== 'contact';
  const answer = kind === 'demo' && date ? t('thankYou.next.answer.demoOnDate', { date }) : t(`thankYou.next.answer.${kind}`);
  const steps = [
    { key: 'receipt', title: t('thankYou.next.receipt.title'), text: t('thankYou.next.receipt.text') },
    { key: 'answer', title: t('thankYou.next.answer.title'), text: answer },
    { key: 'meanwhile', title: t('thankYou.next.meanwhile.title'), text: t(`thankYou.next.meanwhile.${forCompanies ? 'companies' : 'contact'}`) },
  ];
  return (
    <>
      <PageHero
        eyebrow={t('thankYou.eyebrow')}
        title={t(`thankYou.title.${kind}`)}
        lead={t('thankYou.lead')}
        actions={
          date ? (
            <Group gap="sm" wrap="nowrap" align="center">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
                <IconCalendarEvent size={22} />
              </ThemeIcon>
              <Text fw={650} fz="lg" c="indigo.9">
                {t('thankYou.date', { date })}
              </Text>
            </Group>
          ) : undefined
        }
      />
      <PageSection title={t('thankYou.next.title')}>
        <StepList steps={steps} />
        <Stack gap="md">
          <Group gap="sm">
            {forCompanies ? (
              <Button component="a" href="/auth/signup/company">
                {t('thankYou.actions.signup')}
              </Button>
            ) : null}
            <Button component="a" href="/wiki" variant={forCompanies ? 'default' : 'filled'}>
              {t('thankYou.actions.wiki')}
            </Button>
            <Button component="a" href="/" variant="default">
              {t('thankYou.actions.home')}
            </Button>
          </Group>
          <Text c="dark.6">
            <Trans
              i18nKey="thankYou.support"
              values={{ email: view.offer.supportEmail }}
              components={{ mail: <Anchor href={`mailto:${view.offer.supportEmail}`} underline="always" style={{ textDecoration: 'underline' }} /> }}
            />
          </Text>
        </Stack>
      </PageSection>
    </>
  );
}

/** `/thank-you`: after a quote, demo or contact request, what happens next (kept out of search engines and the sitemap). */
export const thankYouPage = definePage({
  path: '/thank-you',
  signedIn: 'page',
  meta: (t) => ({ title: t('thankYou.meta.title'), description: t('thankYou.meta.description'), noindex: true }),
  Page: ({ view }) => <ThankYou view={view} />,
});
