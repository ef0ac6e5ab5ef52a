import { useCallback, useState } from 'react';
import { isApiError } from './api-client.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function idempotencyHeaders(key: string): Record<string, string> {
  return { [IDEMPOTENCY_HEADER]: key };
}

/**
 * The key of one attempt at a money-moving call (DECISIONS "Money"). Call it in the component a
 * dialog mounts when it opens: the key lives until the dialog closes, so a double click or a retry
 * after a network error or a 5xx (the call may have been applied) sends the same key and the
 * server applies the call once. A refusal (4xx) means nothing was applied: the attempt is over and
 * the next submit, maybe with other values, gets a new key (the server would answer
 * IDEMPOTENCY_KEY_REUSED to the same key with a different body).
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const settle = useCallback((error: unknown) => {
    if (isApiError(error) && error.status >= 400 && error.status < 500) setKey(crypto.randomUUID());
  }, []);
  return { key, renewAfterRefusal: settle };
}
