import type { StatementImport } from '@bb/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, xmlBody } from '../../../lib/api-client.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/** POST /api/banking/company-transfers/import: the bank's camt.053 statement as it is; credits become pending deposits (INVALID_STATEMENT). */
export async function importStatement(file: File): Promise<StatementImport> {
  return api.POST('/api/banking/company-transfers/import', xmlBody(await file.text()));
}

export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importStatement, onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.deposits }) });
}
