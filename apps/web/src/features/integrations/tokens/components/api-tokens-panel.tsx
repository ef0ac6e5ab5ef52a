import { TOKEN_AREAS, type ApiToken, type ApiTokenState, type UserType } from '@bb/domain';
import { Anchor, Badge, Button, Code, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { ScrollTable } from '../../../../components/scroll-table.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { SettingsCard } from '../../../../components/settings-card.tsx';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens.ts';
import { CreateTokenDialog } from './create-token-dialog.tsx';

const STATE_COLORS: Record<ApiTokenState, string> = { active: 'teal', expired: 'gray', revoked: 'red' };

function ScopeBadges({ token }: { token: ApiToken }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {TOKEN_AREAS.filter((area) => token.scopes[area]).map((area) => (
        <Badge key={area} variant="outline" size="sm" tt="none">
          {t('apiTokens.scopeBadge', { area: t(`apiTokens.areas.${area}`), access: t(`apiTokens.access.${token.scopes[area]}`) })}
        </Badge>
      ))}
    </Group>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: (token: ApiToken) => void }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {token.name}
        </Text>
        <Code>{token.hint}…</Code>
      </Table.Td>
      <Table.Td>
        <ScopeBadges token={token} />
      </Table.Td>
      <Table.Td>
        <Badge color={STATE_COLORS[token.state]} variant="light">
          {t(`apiTokens.state.${token.state}`)}
        </Badge>
      </Table.Td>
      <Table.Td>{formatDateTime(token.expiresAt)}</Table.Td>
      <Table.Td>{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : t('apiTokens.neverUsed')}</Table.Td>
      <Table.Td>
        {token.state === 'active' ? (
          <Button size="xs" variant="light" color="red" onClick={() => onRevoke(token)} aria-label={t('apiTokens.revoke.labelFor', { name: token.name })}>
            {t('apiTokens.revoke.action')}
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

function TokensTable({ tokens, onRevoke }: { tokens: ApiToken[]; onRevoke: (token: ApiToken) => void }) {
  const { t } = useTranslation();
  return (
    <ScrollTable minWidth={760} label={t('apiTokens.title')}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('apiTokens.columns.name')}</Table.Th>
            <Table.Th>{t('apiTokens.columns.scopes')}</Table.Th>
            <Table.Th>{t('apiTokens.columns.state')}</Table.Th>
            <Table.Th>{t('apiTokens.columns.expires')}</Table.Th>
            <Table.Th>{t('apiTokens.columns.lastUsed')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('apiTokens.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} onRevoke={onRevoke} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** The user's personal access tokens for scripts and integrations: create (shown once), see when each was last used, revoke. */
export function ApiTokensPanel({ userType }: { userType: UserType }) {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const confirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notifySuccess(t('apiTokens.revoke.done', { name: revoking.name }));
        setRevoking(null);
      },
    });

  return (
    <SettingsCard title={t('apiTokens.title')} description={t('apiTokens.description')}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            {t('apiTokens.docs')}{' '}
            <Anchor href="/api/docs" target="_blank" rel="noopener">
              {t('apiTokens.docsLink')}
            </Anchor>
          </Text>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('apiTokens.create')}
          </Button>
        </Group>
        {tokens.isPending ? (
          <PageLoader minHeight={120} />
        ) : tokens.data?.results.length ? (
          <TokensTable tokens={tokens.data.results} onRevoke={setRevoking} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('apiTokens.empty')}
          </Text>
        )}
      </Stack>
      <CreateTokenDialog opened={creating} userType={userType} onClose={() => setCreating(false)} />
      <ConfirmDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('apiTokens.revoke.title')}
        text={t('apiTokens.revoke.text', { name: revoking?.name ?? '' })}
        confirmLabel={t('apiTokens.revoke.action')}
        color="red"
        onConfirm={confirmRevoke}
        loading={revoke.isPending}
      />
    </SettingsCard>
  );
}
