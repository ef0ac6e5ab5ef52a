import { withPasswordConfirmation } from '@bb/domain';
import type { z } from 'zod';

/**
 * The domain's withPasswordConfirmation (a `confirmPassword` equal to `password`, never sent),
 * keeping the form's field types: the domain helper's signature widens them to `password` only.
 */
export function withConfirmPassword<S extends z.ZodRawShape & { password: z.ZodType<string, string> }>(schema: z.ZodObject<S>) {
  return withPasswordConfirmation(schema) as unknown as z.ZodObject<S & { confirmPassword: z.ZodString }>;
}
