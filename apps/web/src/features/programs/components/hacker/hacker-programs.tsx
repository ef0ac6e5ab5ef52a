import { IconLayoutGrid, IconMail, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/page-header.tsx';
import { TabbedPage } from '../../../../components/tabbed-page.tsx';
import { InvitationsTab } from './invitations-tab.tsx';
import { ProgramsGridTab } from './programs-grid-tab.tsx';

/** The hacker's programs (spec part 2 section 2): tabs All, My programs and Invitations, chosen by ?tab=. */
export function HackerProgramsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('hackerPrograms.title')} description={t('hackerPrograms.subtitle')} />
      <TabbedPage
        tabs={[
          { value: 'all', label: t('hackerPrograms.tabs.all'), icon: IconLayoutGrid, panel: <ProgramsGridTab source="all" /> },
          { value: 'joined', label: t('hackerPrograms.tabs.joined'), icon: IconUserCheck, panel: <ProgramsGridTab source="joined" /> },
          { value: 'invitations', label: t('hackerPrograms.tabs.invitations'), icon: IconMail, panel: <InvitationsTab /> },
        ]}
      />
    </>
  );
}
