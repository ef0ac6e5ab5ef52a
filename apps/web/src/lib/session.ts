import { useQueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from './query-client.ts';

/** Forgets everything cached for the user who just left (logout, deactivation, password change), keeping "signed out" known. */
export function useClearSession() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.clear();
    queryClient.setQueryData(ME_QUERY_KEY, null);
  };
}
