import type { SuperadminDashboardStats } from '@bb/domain';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { programPath, REPORTS_PATH } from '../../../../lib/paths.ts';

type BreachedProgram = SuperadminDashboardStats['breachedPrograms'][number];

/** The breached reports of one program: the reports list filtered by program and breached. */
const breachedReportsPath = (programId: string) => `${REPORTS_PATH}?program=${encodeURIComponent(programId)}&breached=yes`;

/** Programs with open reports past a response target, most first, each linking to those reports. */
export function BreachedProgramsCard({ programs }: { programs: BreachedProgram[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} h="100%">
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {t('stats.admin.breachedTitle')}
        </Title>
        {programs.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" ta="center">
            {t('stats.admin.breachedEmpty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('stats.admin.program')}</Table.Th>
                  <Table.Th scope="col">{t('stats.admin.company')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('stats.admin.breachedReports')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {programs.map((program) => (
                  <Table.Tr key={program.id}>
                    <Table.Th scope="row" fw={500}>
                      <Anchor component={Link} to={programPath(program.id)} size="sm">
                        {program.name}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{program.companyName}</Table.Td>
                    <Table.Td ta="right">
                      <Anchor
                        component={Link}
                        to={breachedReportsPath(program.id)}
                        size="sm"
                        c="red.8"
                        fw={600}
                        aria-label={t('stats.admin.breachedLink', { count: program.breachedReports, name: program.name })}
                      >
                        {program.breachedReports}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
