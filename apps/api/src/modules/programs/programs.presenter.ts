import {
  budgetLeftPercentage,
  cardRewardCents,
  effectiveness,
  floorsApply,
  fromCents,
  payableReports,
  PROGRAM_WORKFLOW,
  renderRichText,
  type ProgramCard,
  type ProgramDetail,
  type ProgramPublic,
  type PermissionSet,
  type PublicProgramCard,
  type Target,
} from '@bb/domain';
import { isoTime } from '../../lib/iso-time.ts';
import type { ProgramCardRow, ProgramDetailRow, PublicProgramCardRow, TargetRecord } from './programs.repository.ts';

const euro = (cents: number | null): number | null => (cents === null ? null : fromCents(cents));
const pictureOf = (pictureId: string | null) => (pictureId ? { id: pictureId } : null);

export function presentCard(row: ProgramCardRow): ProgramCard {
  const allocated = row.status === 'draft' ? 0 : (row.budgetCents ?? 0);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    tags: row.tags,
    isPublic: row.isPublic,
    isManaged: row.isManaged,
    budget: euro(row.budgetCents),
    remainingBudget: fromCents(row.remainingCents),
    budgetLeftPercentage: budgetLeftPercentage(row.remainingCents, allocated),
    effectiveness: effectiveness(row.reportsAccepted, row.reportsClosed),
    pendingReportsCount: row.reportsOpen,
    initialBudget: euro(row.initialBudgetCents),
    reward: euro(cardRewardCents(row.rewardCents, row.remainingCents)),
    company: { id: row.companyId, name: row.companyName, picture: pictureOf(row.companyPictureId) },
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

/** A card of the public directory: what a visitor may read, no budget figures. */
export function presentPublicCard(row: PublicProgramCardRow): PublicProgramCard {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    tags: row.tags,
    isManaged: row.isManaged,
    reward: euro(row.rewardCents),
    company: { id: row.companyId, name: row.companyName, picture: pictureOf(row.companyPictureId) },
    createdAt: isoTime(row.createdAt),
  };
}

/** The highest critical prize of the targets, in cents (null without prizes). */
const highestCriticalCents = (targets: readonly TargetRecord[]): number | null => {
  const critical = targets.map((t) => t.criticalPrizeCents).filter((c): c is number => c !== null);
  return critical.length ? Math.max(...critical) : null;
};

/** A program's public page: its description (HTML), scope and rewards, no budget figures. */
export function presentPublicProgram(row: ProgramDetailRow): ProgramPublic {
  const { program } = row;
  return {
    id: program.id,
    name: program.name,
    status: program.status,
    company: { id: row.company.id, name: row.company.name, picture: pictureOf(row.company.pictureId) },
    tags: program.tags,
    isManaged: program.isManaged,
    language: program.language === 'en' ? 'en' : 'it',
    contentHtml: renderRichText(program.content),
    outOfScopeHtml: renderRichText(program.outOfScope),
    nonQualifyingHtml: renderRichText(program.nonQualifying),
    scope: row.targets.map(presentTarget),
    reward: euro(highestCriticalCents(row.targets)),
    policy: row.policy,
    createdAt: isoTime(program.createdAt),
  };
}

export function presentTarget(target: TargetRecord): Target {
  return {
    id: target.id,
    name: target.name,
    type: target.type,
    lowPrize: euro(target.lowPrizeCents),
    mediumPrize: euro(target.mediumPrizeCents),
    highPrize: euro(target.highPrizeCents),
    criticalPrize: euro(target.criticalPrizeCents),
  };
}

/** The review's message is between the platform and the company: hackers never read it. */
function reviewNoteFor(program: ProgramDetailRow['program'], permissions: PermissionSet): ProgramDetail['reviewNote'] {
  if (!program.reviewNote || !program.reviewNoteAt) return null;
  if (!permissions.has('program.review') && !permissions.has('company.read')) return null;
  return { message: program.reviewNote, at: isoTime(program.reviewNoteAt) };
}

/**
 * What the caller may do now: the table's actions, except that a program the budget rule paused is never put back to
 * active by a person (it would be PROGRAM_LOW_BUDGET): an increase that covers its lowest prize resumes it.
 */
function programAbilities(program: ProgramDetailRow['program'], permissions: PermissionSet): ProgramDetail['abilities'] {
  const abilities = PROGRAM_WORKFLOW.abilities(permissions, program.status);
  return program.pausedForBudget ? { ...abilities, resume: false, activate: false } : abilities;
}

/** The program page: the card, its content (JSON for the editor, sanitised HTML for display) and what the caller may do. */
export function presentDetail(row: ProgramDetailRow, permissions: PermissionSet): ProgramDetail {
  const { program } = row;
  const card = presentCard({
    ...program,
    companyName: row.company.name,
    companyPictureId: row.company.pictureId,
    remainingCents: row.remainingCents,
    rewardCents: highestCriticalCents(row.targets),
  });
  return {
    ...card,
    content: program.content,
    contentHtml: renderRichText(program.content),
    outOfScope: program.outOfScope,
    outOfScopeHtml: renderRichText(program.outOfScope),
    nonQualifying: program.nonQualifying,
    nonQualifyingHtml: renderRichText(program.nonQualifying),
    scope: row.targets.map(presentTarget),
    policy: row.policy,
    language: program.language === 'en' ? 'en' : 'it',
    verificationService: program.verificationService,
    retester: program.retester,
    isPaused: program.status === 'paused',
    pausedForBudget: program.pausedForBudget,
    lowestPrize: euro(program.lowestPrizeCents),
    priceTier: program.priceTier,
    rewardTier: program.rewardTier,
    coupon: { managementDiscount: program.couponManagementDiscount, verificationDiscount: program.couponVerificationDiscount },
    reviewNote: reviewNoteFor(program, permissions),
    floorsApply: floorsApply(program.createdAt),
    testingAccountMinScore: program.testingAccountMinScore,
    payableReports: payableReports(
      Math.max(0, row.remainingCents),
      row.targets.map((t) => ({
        lowPrize: t.lowPrizeCents ?? 0,
        mediumPrize: t.mediumPrizeCents ?? 0,
        highPrize: t.highPrizeCents ?? 0,
        criticalPrize: t.criticalPrizeCents ?? 0,
      })),
    ),
    updatedAt: isoTime(program.updatedAt),
    abilities: programAbilities(program, permissions),
  };
}
