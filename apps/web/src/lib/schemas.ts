import { newPasswordSchema, withPasswordConfirmation } from '@bb/domain';
import { z } from 'zod';

/**
 * The domain's withPasswordConfirmation (a `confirmPassword` equal to `password`, never sent),
 * keeping the form's field types: the domain helper's signature widens them to `password` only.
 */
export function withConfirmPassword<S extends z.ZodRawShape & { password: z.ZodType<string, string> }>(schema: z.ZodObject<S>) {
  return withPasswordConfirmation(schema) as unknown as z.ZodObject<S & { confirmPassword: z.ZodString }>;
}

/**
 * A new password in a form: empty shows the mandatory-field message (spec part 2 section 5),
 * anything else the domain's password rules in their order.
 */
export const requiredNewPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .pipe(newPasswordSchema);
