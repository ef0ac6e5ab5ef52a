import { z } from 'zod';
import { emailSchema, languageSchema, requiredText } from '../accounts/schemas.ts';
import { companySizeSchema } from '../companies/schemas.ts';
import { CONTACT_REQUEST_KINDS, isWorkingDay } from './rules.ts';

const required = 'validation.required';
const emptyToUndefined = (value: string | undefined) => (value ? value : undefined);

/** Optional free text: trimmed, an empty field counts as absent. */
const optionalText = (max: number, message: string) => z.string().trim().max(max, { error: message }).optional().transform(emptyToUndefined);

const PHONE_PATTERN = /^\+?[\d\s()-]{6,30}$/;

export const contactRequestKindSchema = z.enum(CONTACT_REQUEST_KINDS, { error: required });

/** A preferred demo date, `YYYY-MM-DD`, Monday to Friday (the API also refuses past and far dates: contactDateProblem). */
export const contactDateSchema = z
  .string({ error: 'validation.contact.date' })
  .pipe(z.iso.date({ error: 'validation.contact.date' }))
  .refine(isWorkingDay, { error: 'validation.contact.dateWeekend' });

/**
 * `POST /api/contact-requests` (public): the company landing's quote form, demo booking and contact form. The answer
 * is language-neutral; `language` (else the caller's Accept-Language) chooses the confirmation email's language.
 */
export const contactRequestSchema = z.object({
  kind: contactRequestKindSchema,
  name: requiredText(100),
  email: emailSchema,
  company: optionalText(255, 'validation.name.max'),
  phone: z
    .string()
    .trim()
    .optional()
    .transform(emptyToUndefined)
    .refine((value) => value === undefined || PHONE_PATTERN.test(value), { error: 'validation.contact.phone' }),
  message: optionalText(5000, 'validation.contact.messageMax'),
  employees: companySizeSchema.optional(),
  preferredDate: z.preprocess((value) => (value === '' ? undefined : value), contactDateSchema.optional()),
  language: languageSchema.optional(),
});
export type ContactRequestInput = z.output<typeof contactRequestSchema>;

/** `POST /api/companies/me/first-call`: the signed-in company user's booking, every field optional. */
export const firstCallBookingSchema = z
  .object({
    preferredDate: contactDateSchema.optional(),
    message: optionalText(5000, 'validation.contact.messageMax'),
  })
  // A POST without a body (the dashboard's button) reaches the schema as null.
  .nullish();
export type FirstCallBookingInput = z.output<typeof firstCallBookingSchema>;

/** The answer: the request is stored; the web app shows the thank-you page. */
export const contactRequestReceiptSchema = z.object({ id: z.uuid(), kind: contactRequestKindSchema, createdAt: z.iso.datetime() });
