/**
 * What other modules may ask of hacker payments. A reward opens the hacker's payment intent in its
 * first state (DECISIONS "Hacker payments"); the payments issue builds the rest of its life.
 */
import type { Executor } from '../../db/client.ts';
import { paymentIntents } from '../../db/schema/index.ts';
import { hasPaymentSettings } from '../hackers/hackers.api.ts';

export interface NewPaymentIntent {
  reportId: string;
  hackerId: string;
  programId: string;
  companyId: string;
  grossCents: number;
  dueAt: Date;
}

/** Opens the intent: pending (the hacker confirms) when their tax regime and bank account are set, else pending hacker information. */
export async function openPaymentIntent(tx: Executor, intent: NewPaymentIntent): Promise<void> {
  const status = (await hasPaymentSettings(tx, intent.hackerId)) ? 'pending' : 'pendingHackerInformation';
  await tx.insert(paymentIntents).values({ ...intent, status });
}
