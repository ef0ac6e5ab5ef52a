import { randomUUID } from 'node:crypto';

/**
 * How invoices reach the Italian exchange system (SDI). A real channel (an intermediary's API
 * or SDICoop) implements this; the default records the submission locally and touches no network.
 */
export interface SdiChannel {
  readonly name: string;
  submit(invoice: { fileName: string; xml: string }): Promise<{ submissionId: string }>;
}

export const recordingSdiChannel: SdiChannel = {
  name: 'recorded',
  submit: () => Promise.resolve({ submissionId: `recorded-${randomUUID()}` }),
};
