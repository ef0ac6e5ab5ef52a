import type { ProgramDetail } from '@bb/domain';
import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { editProgramPath } from '../../../../lib/paths.ts';
import { editModeOf } from './wizard-model.ts';

/** "Modifica" (or "Continua" on a draft) on the program page, when the server's abilities allow it. */
export function EditProgramButton({ program }: { program: Pick<ProgramDetail, 'id' | 'status' | 'abilities'> }) {
  const { t } = useTranslation();
  const mode = editModeOf(program);
  if (!mode) return null;
  return (
    <Button component={Link} to={editProgramPath(program.id)} variant="default" leftSection={<IconPencil size={16} aria-hidden />}>
      {t(mode === 'draft' ? 'programs.drafts.continue' : 'programs.wizard.edit')}
    </Button>
  );
}
