import { Button } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SupportWikiModal } from './support-wiki-modal.tsx';

/** The query parameter that opens the support modal on an entry: `/account?wiki=<id>`. */
export const WIKI_QUERY_PARAM = 'wiki';

/**
 * The account settings' Support button and its modal. The modal is open while the address carries `?wiki=` (empty for
 * the list, an entry's id for that entry), so a link opens it and Back closes it.
 */
export function SupportWikiButton() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const entry = params.get(WIKI_QUERY_PARAM);
  const update = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(WIKI_QUERY_PARAM);
      else next.set(WIKI_QUERY_PARAM, value);
      return next;
    });

  return (
    <>
      <Button variant="light" leftSection={<IconLifebuoy size={18} aria-hidden />} onClick={() => update('')} aria-haspopup="dialog">
        {t('account.support.open')}
      </Button>
      <SupportWikiModal opened={entry !== null} onClose={() => update(null)} initialEntry={entry || null} />
    </>
  );
}
