import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/page-header.tsx';
import { HallOfFameTable } from './hall-of-fame-table.tsx';

/** The platform's hall of fame (GET /api/programs/hall-of-fame), for visitors and signed-in users alike. */
export function HallOfFamePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('hallOfFame.title')} description={t('hallOfFame.subtitle')} />
      <HallOfFameTable />
    </>
  );
}
