import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SupportSentence } from '../components/support-contact.tsx';

/** What a visitor sees instead of a blank page when a screen throws while rendering (or a page's code fails to load after a deploy). */
export function CrashPage() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center" maw={460}>
        <Title order={1} fz={24}>
          {t('crash.title')}
        </Title>
        <Text c="dimmed">
          <SupportSentence i18nKey="crash.description" />
        </Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
          <Button component={Link} to="/dashboard" variant="default">
            {t('crash.dashboard')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

class RenderErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  /** Another address is another screen: it gets its chance to render. */
  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <CrashPage /> : this.props.children;
  }
}

/** Keeps one screen's render error from blanking the whole app: the crash page, until the visitor moves to another address. */
export function CrashBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RenderErrorBoundary resetKey={pathname}>{children}</RenderErrorBoundary>;
}
