import type { PaymentDetail, PaymentIntent } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/uploads.ts';
import { hackerWalletKeys, invalidateHackerWallet } from './hacker-wallet-keys.ts';

/** POST /api/payments/intents/{id}/documents: attaches an upload of purpose `document` (the signed receipt). */
export function attachPaymentDocument(id: string, document: string): Promise<PaymentIntent> {
  return api.POST('/api/payments/intents/{id}/documents', { params: { path: { id } }, body: { document } });
}

/** Uploads the signed PDF through a presigned slot, then attaches it to the payment; the detail shows the answer at once. */
export function useUploadPaymentDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => attachPaymentDocument(id, await uploadFile('document', file)),
    onSuccess: async (intent) => {
      queryClient.setQueryData<PaymentDetail>(hackerWalletKeys.detail(id), (detail) => (detail ? { ...detail, ...intent } : detail));
      await invalidateHackerWallet(queryClient);
    },
  });
}
