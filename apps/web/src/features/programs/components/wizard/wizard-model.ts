import {
  DEFAULT_NON_QUALIFYING,
  floorViolations,
  PRICE_TIER_BUDGETS,
  programCharge,
  programFormSchema,
  toCents,
  type Language,
  type PriceTier,
  type ProgramCharge,
  type ProgramContext,
  type ProgramFormInput,
  type Prizes,
  type RewardTier,
  type RichTextDoc,
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
  outOfScope: RichTextDoc | null;
  nonQualifying: RichTextDoc | null;
  /** null: the platform's default policy. */
  policy: { id: string; fileName: string } | null;
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
    outOfScope: null,
    nonQualifying: DEFAULT_NON_QUALIFYING[language],
    policy: null,
  };
}

export function budgetOf(values: Pick<WizardValues, 'priceTier' | 'customBudget'>): number | null {
  return values.priceTier === 'CUSTOM' ? values.customBudget : PRICE_TIER_BUDGETS[values.priceTier];
}

/** What the wallet is charged at creation: budget + managed fee + Fix verification fee, with the coupon. */
export function wizardCharge(values: WizardValues, context: ProgramContext): ProgramCharge | null {
  const budget = budgetOf(values);
  if (budget === null) return null;
  return programCharge({ budgetCents: toCents(budget), isManaged: values.isManaged, verificationService: values.verificationService, rates: context, coupon: context.coupon });
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
    priceTier: values.priceTier,
    rewardTier: values.rewardTier,
  };
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

/** Every problem of the form, keyed by field: the domain schema's messages and the reward floors. */
export function validateWizard(values: WizardValues, context: ProgramContext, company: string): { errors: WizardErrors; floors: boolean } {
  const body = toProgramBody(values, company);
  const errors: WizardErrors = {};
  const parsed = programFormSchema.safeParse(body satisfies Record<keyof ProgramFormInput, unknown>);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
  }
  const priced = body.scope.filter((target) => [target.lowPrize, target.mediumPrize, target.highPrize, target.criticalPrize].every((prize) => prize !== null));
  const violations = priced.length === body.scope.length ? floorViolations(body.scope as { lowPrize: number; mediumPrize: number; highPrize: number; criticalPrize: number }[], context.floors) : [];
  for (const violation of violations) errors[`scope.${violation.index}.${violation.field}`] = `floor:${violation.floor}`;
  return { errors, floors: violations.length > 0 };
}
