import { randomInt } from 'node:crypto';
import {
  companyCompletion,
  isCompanyCountry,
  isValidCap,
  normalizeVat,
  REFERENCE_CODE_ALPHABET,
  REFERENCE_CODE_LENGTH,
  REFERENCE_CODE_PREFIX,
  type CompanySector,
  type CompanySize,
  type Language,
  type RegisterCompanyData,
} from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { assertPermission, requireCompany, type Actor } from '../../plugins/actor.ts';
import { eventAudience, type SessionsService } from '../accounts/index.ts';
import type { ContactRequestData, ContactsApi } from '../contacts/index.ts';
import type { UploadsApi } from '../uploads/uploads.api.ts';
import { hasAccreditedDeposit, walletBalance } from '../ledger/index.ts';
import type { CompanyProgramFacts, CompanyStanding } from './companies.api.ts';
import { companiesRepository, type CompanyRecord, type CompanyValues, type CompanyView } from './companies.repository.ts';
import { membersRepository } from './members.repository.ts';

export function newReferenceCode(): string {
  return (
    REFERENCE_CODE_PREFIX + Array.from({ length: REFERENCE_CODE_LENGTH }, () => REFERENCE_CODE_ALPHABET[randomInt(REFERENCE_CODE_ALPHABET.length)]).join('')
  );
}

async function uniqueReferenceCode(executor: Executor): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newReferenceCode();
    if (!(await companiesRepository(executor).referenceCodeTaken(code))) return code;
  }
  throw new Error('could not draw a free reference code');
}

/** What the caller may add to the first call's booking. */
type FirstCallBooking = { preferredDate?: string; message?: string };

/** The first call as a demo request of the landing's: the caller's name, address and language, the company's name and size. */
async function firstCallRequest(
  executor: Executor,
  actor: Actor,
  company: CompanyRecord,
  input: FirstCallBooking,
): Promise<{ request: ContactRequestData; language: Language }> {
  const [caller] = await eventAudience(executor, { userIds: [actor.userId], setting: null });
  if (!caller) throw new AppError('NOT_FOUND');
  return {
    request: {
      kind: 'demo',
      name: caller.username,
      email: caller.email,
      company: company.businessname,
      employees: company.employees,
      preferredDate: input.preferredDate,
      message: input.message,
      language: caller.language,
    },
    language: caller.language,
  };
}

/** Registration by a company user, then their own company's profile and checklist. */
export function companyProfileService(deps: {
  db: Database;
  sessions: SessionsService;
  uploads: UploadsApi;
  contacts: ContactsApi;
  programFacts: () => CompanyProgramFacts;
}) {
  const companies = companiesRepository(deps.db);

  async function load(companyId: string): Promise<CompanyRecord> {
    const company = await companies.findById(companyId);
    if (!company) throw new AppError('NOT_FOUND');
    return company;
  }

  const withBalance = async (company: CompanyRecord): Promise<CompanyView> => ({ ...company, balanceCents: await walletBalance(deps.db, company.id) });

  /** The caller's company, for changes: the role must manage the company profile. */
  function ownForChange(actor: Actor): string {
    const own = requireCompany(actor);
    assertPermission(actor, 'company.manage');
    return own.id;
  }

  async function change(actor: Actor, values: Partial<CompanyValues>): Promise<CompanyView> {
    const updated = await companies.update(ownForChange(actor), values);
    if (!updated) throw new AppError('NOT_FOUND');
    return withBalance(updated);
  }

  const programAndBudget = (companyId: string) => Promise.all([hasAccreditedDeposit(deps.db, companyId), deps.programFacts().hasProgram(companyId)]);

  const completionOf = async (company: CompanyRecord) => {
    const [hasBudget, hasProgram] = await programAndBudget(company.id);
    return companyCompletion({ ...company, hasBudget, hasProgram });
  };

  /** Whether the company is approved, and its checklist: the company and the checklist's facts read at once. */
  async function standing(companyId: string): Promise<CompanyStanding> {
    const [company, [hasBudget, hasProgram]] = await Promise.all([load(companyId), programAndBudget(companyId)]);
    return { isVerified: company.isVerified, completion: companyCompletion({ ...company, hasBudget, hasProgram }) };
  }

  return {
    /** The user becomes the company's first administrator; one company per user. */
    async register(actor: Actor, input: RegisterCompanyData): Promise<CompanyView> {
      const company = await deps.db.transaction(async (tx) => {
        const members = membersRepository(tx);
        await members.lockUser(actor.userId);
        if (await members.userHasMembership(actor.userId)) throw new AppError('COMPANY_ALREADY_REGISTERED');
        const companies = companiesRepository(tx);
        const vat = normalizeVat(input.vat, input.country);
        // Only the server knows the VAT numbers already registered: a 422 that sends the wizard back to step 1.
        await companies.lockVat(input.country, vat);
        if (await companies.vatRegistered(input.country, vat)) throw fieldError('vat', 'validation.company.vatTaken');
        const created = await companies.insert({
          ...input,
          vat,
          referenceCode: await uniqueReferenceCode(tx),
        });
        await members.insert({ companyId: created.id, userId: actor.userId, role: 'ADMIN', inviteStatus: 'accepted' });
        return created;
      });
      // The session's company roles change: the next request reloads them.
      deps.sessions.evictUser(actor.userId);
      return { ...company, balanceCents: 0 };
    },

    me: async (actor: Actor) => withBalance(await load(requireCompany(actor).id)),

    updateBio: (actor: Actor, input: { website: string; description: string }) => change(actor, input),

    updateDetails: (actor: Actor, input: { sector: CompanySector; employees: CompanySize }) => change(actor, input),

    /** The head office changes at once (not fiscal data); its postal code is checked against the company's country. */
    async updateHeadOffice(actor: Actor, input: { address: string; city: string; cap: string; state: string }): Promise<CompanyView> {
      const company = await load(ownForChange(actor));
      if (!isCompanyCountry(company.country) || !isValidCap(input.cap, company.country)) throw fieldError('cap', 'validation.company.cap');
      return change(actor, input);
    },

    /** The picture is attached in the same transaction as the change, so a failure leaves neither. */
    async updatePicture(actor: Actor, picture: string | null): Promise<CompanyView> {
      const companyId = ownForChange(actor);
      const updated = await deps.db.transaction(async (tx) => {
        if (picture)
          await deps.uploads.attach(
            { ownerId: actor.userId, uploadId: picture, purpose: 'picture', field: 'picture', kind: 'company_picture', recordId: companyId },
            tx,
          );
        return companiesRepository(tx).update(companyId, { pictureId: picture });
      });
      if (!updated) throw new AppError('NOT_FOUND');
      return withBalance(updated);
    },

    completion: async (actor: Actor) => (await standing(requireCompany(actor).id)).completion,

    standing,

    /**
     * Any member may record that the first call is booked: the checklist's mark and a demo request of the landing's
     * (stored and emailed like one, issue 21) in one transaction. Booking again keeps the first time and stores nothing.
     */
    async bookFirstCall(actor: Actor, input: FirstCallBooking = {}) {
      const companyId = requireCompany(actor).id;
      const company = await deps.db.transaction(async (tx) => {
        const booked = await companiesRepository(tx).claimFirstCall(companyId);
        if (!booked) return companiesRepository(tx).findById(companyId);
        const { request, language } = await firstCallRequest(tx, actor, booked, input);
        await deps.contacts.record(tx, request, { language, userId: actor.userId, companyId, firstCall: true });
        return booked;
      });
      if (!company) throw new AppError('NOT_FOUND');
      return completionOf(company);
    },
  };
}
export type CompanyProfileService = ReturnType<typeof companyProfileService>;
