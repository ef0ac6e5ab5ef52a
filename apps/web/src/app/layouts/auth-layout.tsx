import { Box, Button, Container, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLanguage } from '@tabler/icons-react';
import { Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LazyLanguageModal } from '../lazy-language-modal.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { PublicHeader } from '../../components/public-header.tsx';
import { takeFirstPaintClick } from '../../lib/first-paint.ts';
import { getLanguage } from '../../lib/language.ts';
import classes from './auth-layout.module.css';

/** The language button's name for public/first-paint.js, which notes a click on it before the app has started. */
const LANGUAGE_BUTTON = 'language';

/** Public pages (login, sign-up, links from emails): one centred card, language always reachable. */
export function AuthLayout() {
  const { t } = useTranslation();
  const [languageOpened, language] = useDisclosure(false);
  // The language button of the painted sign-in page, clicked before the app started: the choice opens now.
  const openLanguage = language.open;
  useLayoutEffect(() => {
    if (takeFirstPaintClick(LANGUAGE_BUTTON)) openLanguage();
  }, [openLanguage]);
  return (
    <Box className={classes.page}>
      <PublicHeader size="md">
        <Button
          variant="subtle"
          color="gray"
          c="gray.8"
          leftSection={<IconLanguage size={18} aria-hidden />}
          onClick={language.open}
          data-first-paint-click={LANGUAGE_BUTTON}
          aria-label={`${t('nav.language')}: ${t(`language.names.${getLanguage()}`)}`}
        >
          {t(`language.names.${getLanguage()}`)}
        </Button>
      </PublicHeader>
      <Container component="main" id="main-content" size={520} px={{ base: 'sm', xs: 'md' }} py={{ base: 'lg', sm: 48 }}>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Container>
      <LazyLanguageModal opened={languageOpened} onClose={language.close} />
    </Box>
  );
}
