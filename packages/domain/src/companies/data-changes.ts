/**
 * A company's own data after registration (DECISIONS "Companies": head office and fiscal data). Its administrators
 * change the head office at once; the fiscal data (business name, VAT number, PEC, recipient code, country) identify
 * the company on its invoices, so a change is a request a super admin approves or rejects: its own small workflow.
 */
import { z } from 'zod';
import { defineWorkflow } from '../workflow.ts';
import { companyInfoShape, withCompanyRules } from './schemas.ts';

/** The fiscal fields a change request may change. */
export const FISCAL_FIELDS = ['businessname', 'vat', 'pec', 'sdi', 'country'] as const;
export type FiscalField = (typeof FISCAL_FIELDS)[number];

/** The head office fields an administrator changes directly (the postal code is checked against the company's country). */
export const HEAD_OFFICE_FIELDS = ['address', 'city', 'cap', 'state'] as const;

export const COMPANY_DATA_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type CompanyDataChangeStatus = (typeof COMPANY_DATA_CHANGE_STATUSES)[number];

/**
 * The request's table: a super admin approves (the new data replace the old in the same transaction) or rejects it
 * with a reason; the company's administrators may withdraw it while it waits. One request waits per company at most.
 */
export const COMPANY_DATA_CHANGE_WORKFLOW = defineWorkflow({
  name: 'companyDataChange',
  statuses: COMPANY_DATA_CHANGE_STATUSES,
  invalidStatus: 'INVALID_CHANGE_REQUEST_STATUS',
  actions: {
    approve: { from: ['pending'], to: 'approved', permission: 'companies.review' },
    reject: { from: ['pending'], to: 'rejected', permission: 'companies.review' },
    withdraw: { from: ['pending'], to: 'withdrawn', permission: 'company.manage' },
  },
});
export type CompanyDataChangeAction = (typeof COMPANY_DATA_CHANGE_WORKFLOW.actionNames)[number];

const required = 'validation.required';

/** PATCH /api/companies/me/head-office: the address, city, postal code and province. */
export const updateHeadOfficeSchema = z.object({
  address: companyInfoShape.address,
  city: companyInfoShape.city,
  cap: companyInfoShape.cap,
  state: companyInfoShape.state,
});
export type UpdateHeadOfficeInput = z.input<typeof updateHeadOfficeSchema>;

const fiscalShape = {
  businessname: companyInfoShape.businessname,
  vat: companyInfoShape.vat,
  pec: companyInfoShape.pec,
  sdi: companyInfoShape.sdi,
  country: companyInfoShape.country,
};
export const fiscalDataSchema = withCompanyRules(z.object(fiscalShape));
export type FiscalData = z.output<typeof fiscalDataSchema>;

/**
 * POST /api/companies/me/data-changes: the whole fiscal set as it should become (checked like the registration's),
 * and why. A set equal to today's is a 422.
 */
export const requestDataChangeSchema = withCompanyRules(
  z.object({
    ...fiscalShape,
    reason: z.string({ error: required }).trim().max(1000, { error: 'validation.company.changeReasonMax' }).optional(),
  }),
);
export type RequestDataChangeInput = z.input<typeof requestDataChangeSchema>;

/** POST /api/companies/data-changes/{id}/reject: the reason the company reads. */
export const rejectDataChangeSchema = z.object({
  reason: z.string({ error: required }).trim().min(1, { error: required }).max(1000, { error: 'validation.company.decisionReasonMax' }),
});

const fiscalValuesSchema = z.object({
  businessname: z.string(),
  vat: z.string(),
  pec: z.string(),
  sdi: z.string(),
  country: z.string(),
});

export const companyDataChangeSchema = z.object({
  id: z.uuid(),
  company: z.object({ id: z.uuid(), name: z.string() }),
  status: z.enum(COMPANY_DATA_CHANGE_STATUSES),
  /** The fiscal data asked for, and as they were when asked (the screen shows what changes). */
  requested: fiscalValuesSchema,
  previous: fiscalValuesSchema,
  /** The fields that differ. */
  fields: z.array(z.enum(FISCAL_FIELDS)),
  reason: z.string().nullable(),
  /** The super admin's reason for a rejection. */
  decisionReason: z.string().nullable(),
  requestedBy: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  abilities: z.record(z.enum(COMPANY_DATA_CHANGE_WORKFLOW.actionNames), z.boolean()),
});
export type CompanyDataChange = z.infer<typeof companyDataChangeSchema>;

/** Which fiscal fields of `requested` differ from `current`. */
export function changedFiscalFields(current: Record<FiscalField, string>, requested: Record<FiscalField, string>): FiscalField[] {
  return FISCAL_FIELDS.filter((field) => current[field] !== requested[field]);
}
