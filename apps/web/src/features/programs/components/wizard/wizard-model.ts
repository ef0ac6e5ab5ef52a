import {
  DEFAULT_NON_QUALIFYING,
  floorViolations,
  nullableRichTextSchema,
  PRICE_TIER_BUDGETS,
  programCharge,
  programFormSchema,
  toCents,
  updateProgramSchema,
  type Language,
  type PriceTier,
  type ProgramCharge,
  type ProgramContext,
  type ProgramDetail,
  type ProgramFormInput,
  type Prizes,
  type Retester,
  type RewardTier,
  type RichTextDoc,
  type Target,
  type TargetType,
} from '@bb/domain';

/** The wizard's steps, in order (spec part 1 section 2). */
export const WIZARD_STEPS = ['description', 'objectives', 'rewards', 'budget', 'management', 'extra', 'recap'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const STEP = Object.fromEntries(WIZARD_STEPS.map((step, index) => [step, index])) as Record<WizardStep, number>;

export interface WizardTarget {
  /** A local key for React lists; never sent. */
  key: string;
  name: string;
  type: TargetType | null;
  lowPrize: number | null;
  mediumPrize: number | null;
  highPrize: number | null;
  criticalPrize: number | null;
}

export interface WizardValues {
  name: string;
  isPublic: boolean;
  language: Language;
  content: RichTextDoc | null;
  scope: WizardTarget[];
  /** Low findings earn points only: every target's low prize is sent as 0. */
  lowNotRewarded: boolean;
  rewardTier: RewardTier;
  priceTier: PriceTier;
  /** The typed budget of a CUSTOM price tier. */
  customBudget: number | null;
  isManaged: boolean;
  verificationService: boolean;
  /** Who retests fixes when the program has Fix verification: the platform's staff or the reporting hacker (paid a fee). */
  retester: Retester;
  outOfScope: RichTextDoc | null;
  nonQualifying: RichTextDoc | null;
  /** null: the platform's default policy. */
  policy: { id: string; fileName: string } | null;
}

/**
 * What the wizard does with the form (spec part 1 section 4): `create` a new program (POST, or
 * finalize once a draft was saved), continue a `draft` (re-save it, then finalize it), or `edit` a
 * program past the draft stage (PATCH: no budget, no change of the paid services).
 */
export type WizardMode = 'create' | 'draft' | 'edit';

/**
 * The mode a program opens in at /programs/{id}/edit: its company continues a draft (saving it
 * again, finalizing it, or both, as its role allows); anyone else the server lets edit (staff on a
 * draft included) edits it in place. null: no way in.
 */
export function editModeOf(program: Pick<ProgramDetail, 'status' | 'abilities'>): Exclude<WizardMode, 'create'> | null {
  if (program.status === 'draft' && (program.abilities.finalize || program.abilities.saveDraft)) return 'draft';
  return program.abilities.edit ? 'edit' : null;
}

/** Field errors keyed like the API's 422 fields (`name`, `scope.0.lowPrize` ...): already translated, or i18n keys. */
export type WizardErrors = Record<string, string>;

let nextKey = 0;
export const targetKey = (): string => `target-${++nextKey}`;

/** A new target, its prizes taken from the chosen reward tier (none for CUSTOM without defaults). */
export function newTarget(prizes: Prizes | null): WizardTarget {
  return {
    key: targetKey(),
    name: '',
    type: null,
    lowPrize: prizes?.low ?? null,
    mediumPrize: prizes?.medium ?? null,
    highPrize: prizes?.high ?? null,
    criticalPrize: prizes?.critical ?? null,
  };
}

/** The prizes a reward tier prescribes, or null when the company types its own. */
export function tierPrizes(context: Pick<ProgramContext, 'rewardTiers'>, tier: RewardTier): Prizes | null {
  if (tier === 'CUSTOM' || !context.rewardTiers) return null;
  return context.rewardTiers[tier];
}

export function initialValues(context: Pick<ProgramContext, 'rewardTiers'>, language: Language): WizardValues {
  const rewardTier: RewardTier = context.rewardTiers ? 'BASE' : 'CUSTOM';
  return {
    name: '',
    isPublic: true,
    language,
    content: null,
    scope: [newTarget(tierPrizes(context, rewardTier))],
    lowNotRewarded: false,
    rewardTier,
    priceTier: 'BASE',
    customBudget: null,
    isManaged: true,
    verificationService: false,
    retester: 'staff',
    outOfScope: null,
    nonQualifying: DEFAULT_NON_QUALIFYING[language],
    policy: null,
  };
}

/** Stored rich text back into the editor; content the editor could not hold starts empty. */
function storedRichText(value: unknown): RichTextDoc | null {
  const parsed = nullableRichTextSchema.safeParse(value ?? null);
  return parsed.success ? parsed.data : null;
}

function storedTarget(target: Target): WizardTarget {
  const { id: _id, ...prizes } = target;
  return { ...prizes, key: targetKey(), name: target.name ?? '' };
}

/** The price tier a stored program shows: its own, the preset its budget matches, else CUSTOM. */
function storedPriceTier(program: Pick<ProgramDetail, 'priceTier' | 'budget'>): PriceTier {
  if (program.priceTier) return program.priceTier;
  if (program.budget === null) return 'BASE';
  const preset = Object.entries(PRICE_TIER_BUDGETS).find(([, amount]) => amount === program.budget);
  return (preset?.[0] as PriceTier | undefined) ?? 'CUSTOM';
}

/**
 * A saved program (GET /api/programs/{id}) back into the wizard's values: a draft may miss
 * anything, so an empty scope gets one blank target and a missing non-qualifying list its prefill.
 */
export function valuesFromProgram(program: ProgramDetail, context: Pick<ProgramContext, 'rewardTiers'>): WizardValues {
  const scope = program.scope.map(storedTarget);
  const priceTier = storedPriceTier(program);
  return {
    name: program.name ?? '',
    isPublic: program.isPublic,
    language: program.language,
    content: storedRichText(program.content),
    scope: scope.length ? scope : [newTarget(tierPrizes(context, program.rewardTier))],
    lowNotRewarded: scope.length > 0 && scope.every((target) => target.lowPrize === 0),
    rewardTier: program.rewardTier,
    priceTier,
    customBudget: priceTier === 'CUSTOM' ? program.budget : null,
    isManaged: program.isManaged,
    verificationService: program.verificationService,
    retester: program.retester,
    outOfScope: storedRichText(program.outOfScope),
    nonQualifying: storedRichText(program.nonQualifying) ?? (program.status === 'draft' ? DEFAULT_NON_QUALIFYING[program.language] : null),
    policy: program.policy,
  };
}

export function budgetOf(values: Pick<WizardValues, 'priceTier' | 'customBudget'>): number | null {
  return values.priceTier === 'CUSTOM' ? values.customBudget : PRICE_TIER_BUDGETS[values.priceTier];
}

/** What the wallet is charged at creation: budget + managed fee + Fix verification fee, with the coupon. */
export function wizardCharge(values: WizardValues, context: ProgramContext): ProgramCharge | null {
  const budget = budgetOf(values);
  if (budget === null) return null;
  return programCharge({
    budgetCents: toCents(budget),
    isManaged: values.isManaged,
    verificationService: values.verificationService,
    rates: context,
    coupon: context.coupon,
  });
}

/** The body of POST /api/programs (and, partly filled, of POST /api/programs/draft). */
export function toProgramBody(values: WizardValues, company: string) {
  return {
    company,
    name: values.name.trim(),
    isPublic: values.isPublic,
    content: values.content,
    language: values.language,
    policy: values.policy?.id ?? null,
    scope: values.scope.map(({ key: _key, ...target }) => ({ ...target, name: target.name.trim(), lowPrize: values.lowNotRewarded ? 0 : target.lowPrize })),
    outOfScope: values.outOfScope,
    nonQualifying: values.nonQualifying,
    budget: budgetOf(values),
    isManaged: values.isManaged,
    verificationService: values.verificationService,
    retester: values.retester,
    priceTier: values.priceTier,
    rewardTier: values.rewardTier,
  };
}

/**
 * The body of PATCH /api/programs/{id}: the content and the scope. The budget changes only with
 * "Aumenta budget", and the paid services are left out (the server refuses a change of them).
 */
export function toUpdateBody(values: WizardValues) {
  const {
    company: _company,
    budget: _budget,
    priceTier: _priceTier,
    isManaged: _managed,
    verificationService: _verification,
    ...content
  } = toProgramBody(values, '');
  return content;
}

const FIELD_STEPS: Record<string, WizardStep> = {
  company: 'description',
  name: 'description',
  isPublic: 'description',
  language: 'description',
  content: 'description',
  scope: 'objectives',
  rewardTier: 'rewards',
  budget: 'budget',
  priceTier: 'budget',
  isManaged: 'management',
  verificationService: 'management',
  retester: 'management',
  outOfScope: 'extra',
  nonQualifying: 'extra',
  policy: 'extra',
};

const TARGET_IDENTITY = /^scope(\.\d+\.(name|type))?$/;
const TARGET_PRIZE = /^scope\.\d+\.\w+Prize$/;

/** The step a field (an API or schema path) is typed in. */
export function stepOfField(field: string): number {
  if (TARGET_PRIZE.test(field)) return STEP.rewards;
  return STEP[FIELD_STEPS[field.split('.')[0] ?? ''] ?? 'description'];
}

/**
 * Where a refused submit sends the wizard (spec part 1 section 4): a prize under its floor to
 * Rewards, a target without name or type to Objectives, otherwise the first step with an error.
 */
export function stepForErrors(fields: readonly string[], hasFloorViolation: boolean): number | null {
  if (hasFloorViolation) return STEP.rewards;
  if (fields.some((field) => TARGET_IDENTITY.test(field))) return STEP.objectives;
  if (!fields.length) return null;
  return Math.min(...fields.map(stepOfField));
}

export interface ValidationOptions {
  /** `edit` checks the PATCH body (no budget); the others the complete form. */
  mode?: WizardMode;
  /** When the program was first saved: floors are skipped before the cutoff date (a new one: now). */
  createdAt?: string | null;
}

/** Every problem of the form, keyed by field: the domain schema's messages and the reward floors. */
export function validateWizard(
  values: WizardValues,
  context: ProgramContext,
  company: string,
  { mode = 'create', createdAt = null }: ValidationOptions = {},
): { errors: WizardErrors; floors: boolean } {
  const body = toProgramBody(values, company);
  const errors: WizardErrors = {};
  const parsed =
    mode === 'edit' ? updateProgramSchema.safeParse(toUpdateBody(values)) : programFormSchema.safeParse(body satisfies Record<keyof ProgramFormInput, unknown>);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
  }
  const priced = body.scope.filter((target) => [target.lowPrize, target.mediumPrize, target.highPrize, target.criticalPrize].every((prize) => prize !== null));
  const violations =
    priced.length === body.scope.length
      ? floorViolations(body.scope as { lowPrize: number; mediumPrize: number; highPrize: number; criticalPrize: number }[], context.floors, createdAt)
      : [];
  for (const violation of violations) errors[`scope.${violation.index}.${violation.field}`] = `floor:${violation.floor}`;
  return { errors, floors: violations.length > 0 };
}
