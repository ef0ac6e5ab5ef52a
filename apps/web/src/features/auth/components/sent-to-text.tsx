import { Text } from '@mantine/core';
import { Trans } from 'react-i18next';

/** A sentence naming the address an email went to, in bold; a long address wraps instead of widening the card. */
export function SentToText({ i18nKey, email }: { i18nKey: string; email: string }) {
  return (
    <Text ta="center" style={{ overflowWrap: 'anywhere' }}>
      <Trans i18nKey={i18nKey} values={{ email }} components={{ strong: <strong /> }} />
    </Text>
  );
}
