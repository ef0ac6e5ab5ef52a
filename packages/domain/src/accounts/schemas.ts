import { z } from 'zod';
import {
  COMPANY_ROLES,
  firstPasswordProblem,
  normalizeRecoveryCode,
  NOTIFICATION_SETTINGS,
  RECOVERY_CODE_PATTERN,
  USERNAME_PATTERN,
  USER_TYPES,
} from './rules.ts';
import { LANGUAGES } from '../i18n.ts';

const required = 'validation.required';

export const requiredText = (max = 255) => z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: 'validation.name.max' });

export const emailSchema = z
  .string({ error: required })
  .trim()
  .toLowerCase()
  .min(1, { error: required })
  .max(254, { error: 'validation.email' })
  .pipe(z.email({ error: 'validation.email' }));

export const usernameSchema = z
  .string({ error: required })
  .trim()
  .toLowerCase()
  .min(1, { error: required })
  .regex(USERNAME_PATTERN, { error: 'validation.username.format' });

/** A new password: mandatory, then the spec's rules, first failing message only. */
export const newPasswordSchema = z.string({ error: 'validation.password.invalid' }).superRefine((value, ctx) => {
  const problem = value === '' ? required : firstPasswordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** An existing password being checked: only presence and the upper bound. */
export const currentPasswordSchema = z.string({ error: required }).min(1, { error: required }).max(100, { error: 'validation.password.max' });

export const otpCodeSchema = z
  .string({ error: required })
  .trim()
  .regex(/^\d{6}$/, { error: 'validation.otp.format' });

/** A two-factor recovery code as typed: `xxxxx-xxxxx`, any case, the dash optional. */
export const recoveryCodeSchema = z
  .string({ error: required })
  .trim()
  .refine((value) => RECOVERY_CODE_PATTERN.test(normalizeRecoveryCode(value)), { error: 'validation.recoveryCode.format' });

export const userTypeSchema = z.enum(USER_TYPES);
export const languageSchema = z.enum(LANGUAGES);
export const companyRoleSchema = z.enum(COMPANY_ROLES);

export const signupSchema = z
  .object({
    userType: z.enum(['hacker', 'company'], { error: required }),
    email: emailSchema,
    username: usernameSchema,
    password: newPasswordSchema,
    firstName: requiredText(100).optional(),
    lastName: requiredText(100).optional(),
    termsAccepted: z.literal(true, { error: 'validation.mustAccept' }),
    privacyAccepted: z.literal(true, { error: 'validation.mustAccept' }),
    referralCode: z.string().trim().max(32).optional(),
    language: languageSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.userType !== 'company') return;
    if (!value.firstName) ctx.addIssue({ code: 'custom', path: ['firstName'], message: required });
    if (!value.lastName) ctx.addIssue({ code: 'custom', path: ['lastName'], message: required });
  });
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z
  .object({
    email: emailSchema,
    password: currentPasswordSchema,
    rememberMe: z.boolean().optional(),
    otp: z.string().trim().max(12).optional(),
    /** A two-factor recovery code in place of `otp` (then `otp` is not looked at); a wrong one counts as a failed attempt. */
    recoveryCode: z.string().trim().max(32).optional(),
  })
  // The API reference's example (GET /api/docs): a demo login of `npm start`.
  .meta({ examples: [{ email: 'hacker@demo.bugbounty.local', password: 'Hacker-Demo-2026!', rememberMe: true }] });
export type LoginInput = z.input<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });
export const activationQuerySchema = z.object({ code: z.string().min(1).max(200) });
export const resetPasswordSchema = z.object({ code: z.string().min(1).max(200), password: newPasswordSchema });
/** Accepting an invitation (collaborator or triager): the emailed code and a first password. */
export const acceptInvitationSchema = resetPasswordSchema;
export const updateMeSchema = z.object({
  firstName: requiredText(100).optional(),
  lastName: requiredText(100).optional(),
  picture: z.uuid().nullable().optional(),
  language: languageSchema.optional(),
});
export const changeUsernameSchema = z.object({ username: usernameSchema });
export const changeEmailSchema = z.object({ email: emailSchema });
export const changePasswordSchema = z.object({ oldPassword: currentPasswordSchema, newPassword: newPasswordSchema });
export const deleteAccountSchema = z.object({ password: currentPasswordSchema });
export const otpConfirmSchema = z.object({ otp: otpCodeSchema });
export const otpDisableSchema = z.object({ otp: otpCodeSchema, password: currentPasswordSchema });
/** Replacing the recovery codes asks for a current code from the app. */
export const regenerateRecoveryCodesSchema = z.object({ otp: otpCodeSchema });
export const referralSchema = z.object({ code: z.string({ error: required }).trim().min(1, { error: required }).max(32) });

export const notificationSettingsSchema = z.object(
  Object.fromEntries(NOTIFICATION_SETTINGS.map((key) => [key, z.boolean()])) as Record<(typeof NOTIFICATION_SETTINGS)[number], z.ZodBoolean>,
);
export const notificationSettingsPatchSchema = notificationSettingsSchema.partial().strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Web-only wrapper: a confirmation field that must equal `password`, never sent. */
export function withPasswordConfirmation<S extends z.ZodRawShape & { password: z.ZodType<string, string> }>(schema: z.ZodObject<S>) {
  return schema.extend({ confirmPassword: z.string({ error: required }).min(1, { error: required }) }).superRefine((value, ctx) => {
    const fields = value as { password?: unknown; confirmPassword?: unknown };
    if (fields.confirmPassword !== fields.password) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.password.mismatch' });
  });
}

export const pictureRefSchema = z.object({ id: z.uuid() }).nullable();

/** What any signed-in user may see of another. */
export const publicUserProfileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: userTypeSchema,
  picture: pictureRefSchema,
  isBlocked: z.boolean(),
});
export type PublicUserProfile = z.infer<typeof publicUserProfileSchema>;

/** The session user, as its owner sees it. */
export const userSchema = publicUserProfileSchema.extend({
  email: z.string(),
  language: languageSchema,
  referralCode: z.string(),
  referralSubmitted: z.boolean(),
  otpEnabled: z.boolean(),
  /** Staff and super admins without two-factor may only reach the enrolment screen. */
  otpEnrollmentRequired: z.boolean(),
  permissions: z.object({ companyRoles: z.array(z.object({ companyId: z.uuid(), role: companyRoleSchema })) }),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;
/** Who is signed in on this browser: the user, or null for a visitor (an answer, not an error). */
export const sessionUserSchema = z.object({ user: userSchema.nullable() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const otpInitResponseSchema = z.object({ secret: z.string(), uri: z.string(), expiresAt: z.iso.datetime() });
/** New recovery codes, shown once: only their hashes are kept. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
/** Confirming two-factor answers the user, as before, plus the first recovery codes. */
export const otpConfirmResponseSchema = userSchema.extend(recoveryCodesResponseSchema.shape);
export type OtpConfirmation = z.infer<typeof otpConfirmResponseSchema>;
/** How many recovery codes are left unused. */
export const recoveryCodesStatusSchema = z.object({ remaining: z.number().int().min(0) });
export const okResponseSchema = z.object({ ok: z.literal(true) });
export const signupResponseSchema = userSchema;
