import { emailSchema, newPasswordSchema, requiredText, signupSchema, usernameSchema, withPasswordConfirmation } from '@bb/domain';
import { z } from 'zod';

/**
 * The sign-up forms, composed from the domain's field schemas (the same the API validates with)
 * plus the web-only confirmation field. The consents come from the account-type choice.
 */
export const hackerSignupFormSchema = withPasswordConfirmation(z.object({ email: emailSchema, username: usernameSchema, password: newPasswordSchema }));

export const companySignupFormSchema = withPasswordConfirmation(
  z.object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: emailSchema,
    username: usernameSchema,
    password: newPasswordSchema,
  }),
);

export type HackerSignupForm = z.input<typeof hackerSignupFormSchema>;
export type CompanySignupForm = z.input<typeof companySignupFormSchema>;
/** Either form's values: the names are there for a company only. */
export type SignupFormValues = HackerSignupForm & Partial<Pick<CompanySignupForm, 'firstName' | 'lastName'>>;

export function signupFormSchema(userType: 'hacker' | 'company'): z.ZodType<SignupFormValues, SignupFormValues> {
  return userType === 'company' ? companySignupFormSchema : hackerSignupFormSchema;
}

/** Account-type choice with the terms and privacy confirmations. */
export const signupChoiceSchema = z.object({
  userType: signupSchema.shape.userType,
  termsAccepted: signupSchema.shape.termsAccepted,
  privacyAccepted: signupSchema.shape.privacyAccepted,
});
export type SignupChoice = z.input<typeof signupChoiceSchema>;

/** What the choice page hands to the form page (router state). */
export interface SignupConsents {
  termsAccepted: true;
  privacyAccepted: true;
}

export function isSignupConsents(value: unknown): value is SignupConsents {
  const record = value as Partial<SignupConsents> | null;
  return record?.termsAccepted === true && record.privacyAccepted === true;
}
