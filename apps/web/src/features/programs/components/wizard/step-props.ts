import type { ProgramContext, ProgramDetail } from '@bb/domain';
import type { WizardMode, WizardValues } from './wizard-model.ts';

/** What every wizard step gets: the values, a way to change them, the shown errors and the context. */
export interface StepProps {
  values: WizardValues;
  update: (patch: Partial<WizardValues>) => void;
  /** The translated error of a field (`name`, `scope.0.lowPrize` ...), once the step was checked. */
  errorOf: (field: string) => string | undefined;
  context: ProgramContext;
  mode: WizardMode;
  /** The program being edited or the draft being continued; null while creating. */
  program: ProgramDetail | null;
}
