import { contactDateProblem, DEFAULT_LANGUAGE, romeDayOf, type ContactRequestInput, type Language } from '@bb/domain';
import type { Database, Executor } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { EmailService } from '../email/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import { contactsRepository } from './contacts.repository.ts';

/** A request as the service takes it: the public form's fields, or the first call's (a company's size as stored). */
export type ContactRequestData = Pick<ContactRequestInput, 'kind' | 'name' | 'email'> &
  Partial<Omit<ContactRequestInput, 'kind' | 'name' | 'email' | 'employees'>> & { employees?: string };

/** Who sent a request: an anonymous visitor (a keyed hash of their address) or a signed-in company user. */
export interface ContactOrigin {
  /** The caller's interface language, for the receipt when the request names none. */
  language: Language;
  ipHash?: string | null;
  userId?: string | null;
  companyId?: string | null;
  /** The dashboard checklist's "Book a first call". */
  firstCall?: boolean;
}

export interface ContactReceipt {
  id: string;
  kind: ContactRequestInput['kind'];
  createdAt: Date;
}

/**
 * The company landing's requests (issue 21): each is stored with its two emails in one transaction (the emails table
 * is the outbox): the details to the platform's address (SUPPORT_EMAIL), a receipt to the requester in their language.
 */
export function contactsService(deps: { db: Database; email: EmailService; settings: SettingsReader }) {
  async function record(executor: Executor, input: ContactRequestData, origin: ContactOrigin): Promise<ContactReceipt> {
    const preferredDate = input.preferredDate ?? null;
    if (preferredDate) {
      const problem = contactDateProblem(preferredDate, romeDayOf(clock.now()));
      if (problem) throw fieldError('preferredDate', problem);
    }
    const language = input.language ?? origin.language;
    const details = {
      kind: input.kind,
      name: input.name,
      email: input.email,
      company: input.company ?? null,
      phone: input.phone ?? null,
      message: input.message ?? null,
      employees: input.employees ?? null,
      preferredDate,
      language,
    };
    const receipt = await contactsRepository(executor).insert({
      ...details,
      userId: origin.userId ?? null,
      companyId: origin.companyId ?? null,
      ipHash: origin.ipHash ?? null,
    });
    const platformAddress = await deps.settings.get('SUPPORT_EMAIL', executor);
    await deps.email.send(executor, {
      to: platformAddress,
      userId: null,
      language: DEFAULT_LANGUAGE,
      template: 'contactRequestReceived',
      data: { ...details, firstCall: origin.firstCall ?? false },
    });
    await deps.email.send(executor, {
      to: input.email,
      userId: origin.userId ?? null,
      language,
      template: 'contactRequestConfirmation',
      data: { kind: input.kind, name: input.name, preferredDate },
    });
    return receipt;
  }

  return {
    /** A public request from the landing, in a transaction of its own. */
    submit: (input: ContactRequestData, origin: ContactOrigin) => deps.db.transaction((tx) => record(tx, input, origin)),
    /** A request inside the caller's transaction (the first call, with the checklist's change). */
    record,
  };
}
export type ContactsService = ReturnType<typeof contactsService>;
