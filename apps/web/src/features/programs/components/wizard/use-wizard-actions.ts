import type { ProgramDetail, ProgramFormInput, UpdateProgramInput } from '@bb/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../../components/error-modal.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useIdempotencyKey } from '../../../../lib/idempotency.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useCreateProgram } from '../../api/create-program.ts';
import { useFinalizeProgram } from '../../api/finalize-program.ts';
import { useSaveProgramDraft } from '../../api/save-draft.ts';
import { useUpdateProgram } from '../../api/update-program.ts';
import { toProgramBody, toUpdateBody, type WizardMode, type WizardValues } from './wizard-model.ts';

interface WizardActionsInput {
  mode: WizardMode;
  company: string;
  /** The program edited or the draft continued; null while creating. */
  programId: string | null;
  /** A 422 naming fields: the wizard marks them and moves to their step. */
  onFieldErrors: (fields: Record<string, string[]>) => void;
  onSubmitted: (program: ProgramDetail) => void;
}

/**
 * Save as draft and Confirm for every mode: a new program is created, a saved draft (this visit's
 * or a reopened one) finalized, a live program patched. The first draft save remembers the id the
 * server gave, so later saves and Confirm work on that same draft.
 */
export function useWizardActions({ mode, company, programId, onFieldErrors, onSubmitted }: WizardActionsInput) {
  const { t } = useTranslation();
  const create = useCreateProgram();
  const finalize = useFinalizeProgram();
  const update = useUpdateProgram();
  const saveDraft = useSaveProgramDraft();
  const { key, renewAfterRefusal } = useIdempotencyKey();
  const [draftId, setDraftId] = useState<string | null>(mode === 'draft' ? programId : null);
  // BALANCE_LOW is not a field error: the recap says it next to the charge, with the way to the wallet.
  const [balanceLow, setBalanceLow] = useState(false);

  const refused = (error: unknown) => {
    renewAfterRefusal(error);
    if (isApiError(error) && error.code === 'BALANCE_LOW') return setBalanceLow(true);
    if (isApiError(error) && Object.keys(error.fields).length) return onFieldErrors(error.fields);
    openErrorModal(error);
  };

  /** Called once the form passed validateWizard, so the bodies have the shape the schemas want. */
  const submit = (values: WizardValues) => {
    setBalanceLow(false);
    const handlers = { onSuccess: onSubmitted, onError: refused };
    if (mode === 'edit' && programId) return update.mutate({ id: programId, body: toUpdateBody(values) as UpdateProgramInput }, handlers);
    const body = toProgramBody(values, company) as ProgramFormInput;
    if (draftId) return finalize.mutate({ id: draftId, body, key }, handlers);
    create.mutate({ body, key }, handlers);
  };

  const draft = (values: WizardValues) =>
    saveDraft.mutate(
      { ...toProgramBody(values, company), id: draftId ?? undefined },
      {
        onSuccess: (program) => {
          setDraftId(program.id);
          notifySuccess(t('programs.wizard.draftSaved'));
        },
        onError: refused,
      },
    );

  return {
    submit,
    draft,
    balanceLow,
    submitting: create.isPending || finalize.isPending || update.isPending,
    savingDraft: saveDraft.isPending,
  };
}
