import { Anchor, Box, Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { LEGAL_DOCUMENTS, type Language, type LegalDocument, type LegalDocumentText } from '@bb/domain';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../components/page-section.tsx';
import { formatDay } from '../components/site-dates.ts';
import { definePage, type SiteView } from '../site-page.ts';

/** Each document's public address (the footer and sign-up link to them). */
const LEGAL_PATHS: Record<LegalDocument, string> = {
  terms: '/terms-and-conditions',
  'privacy-companies': '/privacy-policy-companies',
  'privacy-hackers': '/privacy-policy-hackers',
};

const pdfAddress = (document: LegalDocument, language: Language) => `/api/legal/${document}/pdf?lang=${language}`;
/** A section's anchor: its position, the same in both languages. */
const sectionId = (index: number) => `section-${index + 1}`;

function LegalText({ loaded, view }: { loaded: LegalDocumentText; view: SiteView }) {
  const { t } = useTranslation();
  const other: Language = view.language === 'it' ? 'en' : 'it';
  return (
    <>
      <PageHero
        title={loaded.title}
        lead={t('legal.version', { date: formatDay(loaded.version, view.language) })}
        actions={
          <Group gap="md" align="center">
            <Button
              component="a"
              href={pdfAddress(loaded.document, view.language)}
              download
              type="application/pdf"
              size="md"
              leftSection={<IconDownload size={20} aria-hidden="true" />}
            >
              {t('legal.pdf')}
            </Button>
            <Anchor
              href={pdfAddress(loaded.document, other)}
              download
              type="application/pdf"
              hrefLang={other}
              fw={600}
              py={8}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
            >
              <IconFileTypePdf size={20} aria-hidden="true" />
              {t('legal.otherLanguage')}
            </Anchor>
          </Group>
        }
      />
      <Container size="lg" py={{ base: 32, md: 48 }}>
        <Stack gap="xl" maw={820}>
          <Card component="nav" aria-labelledby="legal-toc" padding="lg" withBorder>
            <Title order={2} fz="lg" id="legal-toc" mb="sm">
              {t('legal.toc')}
            </Title>
            <List listStyleType="none" spacing={6} p={0}>
              {loaded.sections.map((section, index) => (
                <List.Item key={sectionId(index)}>
                  <Anchor href={`#${sectionId(index)}`} py={4} display="inline-block">
                    {section.heading}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Card>
          {loaded.sections.map((section, index) => (
            <Box component="section" key={sectionId(index)} id={sectionId(index)} aria-labelledby={`${sectionId(index)}-title`} style={{ scrollMarginTop: 80 }}>
              <Title order={2} fz={{ base: 22, md: 26 }} mb="sm" id={`${sectionId(index)}-title`}>
                {section.heading}
              </Title>
              <Stack gap="sm" className="bb-rich-text">
                {section.paragraphs.map((paragraph, at) => (
                  <Text key={at} component="p" m={0} c="dark.7">
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </Box>
          ))}
          <Stack gap="xs" component="nav" aria-labelledby="legal-others" pt="lg">
            <Title order={2} fz="lg" id="legal-others">
              {t('legal.others')}
            </Title>
            <Group gap="lg">
              {LEGAL_DOCUMENTS.filter((document) => document !== loaded.document).map((document) => (
                <Anchor key={document} href={LEGAL_PATHS[document]} py={4}>
                  {t(`legal.documents.${document}.name`)}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}

/** One legal document's page: the text of the API's legal texts in the page's language, its table of contents and its PDFs. */
function legalPage(document: LegalDocument, path: string) {
  return definePage<LegalDocumentText>({
    path,
    signedIn: 'page',
    sitemap: true,
    load: (input) => input.data.legal(document, input.language),
    meta: (t, loaded) => ({ title: loaded.title, description: t(`legal.documents.${document}.description`) }),
    Page: LegalText,
  });
}

/** `/terms-and-conditions` (spec part 1 section 2, with its PDF download). */
export const termsPage = legalPage('terms', LEGAL_PATHS.terms);
/** `/privacy-policy-companies`. */
export const privacyCompaniesPage = legalPage('privacy-companies', LEGAL_PATHS['privacy-companies']);
/** `/privacy-policy-hackers`. */
export const privacyHackersPage = legalPage('privacy-hackers', LEGAL_PATHS['privacy-hackers']);
