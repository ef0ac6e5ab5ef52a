import { COMPANY_COUNTRIES, COMPANY_ROLES, COMPANY_SECTORS, COMPANY_SIZES, INVITE_STATUSES } from '@bb/domain';
import { companies, companyMembers, users } from '../../db/schema/index.ts';
import type { ListSpec } from '../../lib/list-query.ts';

const companyFilters = {
  sector: { column: companies.sector, types: ['eq', 'in'], values: COMPANY_SECTORS },
  country: { column: companies.country, types: ['eq', 'in'], values: COMPANY_COUNTRIES },
  employees: { column: companies.employees, types: ['eq', 'in'], values: COMPANY_SIZES },
  createdAt: { column: companies.createdAt, types: ['gte', 'lte'], kind: 'date' },
} as const;

/** The super admin's list. Search stays on name and businessname: the trigram-indexed columns. */
export const COMPANY_LIST: ListSpec = {
  filters: { ...companyFilters, isVerified: { column: companies.isVerified, types: ['eq'], kind: 'boolean' } },
  search: [companies.name, companies.businessname],
  sort: { createdAt: companies.createdAt, name: companies.name },
  defaultSort: '-createdAt',
  tiebreaker: companies.id,
};

/** Staff pick among verified companies only; the same list without the status filter. */
export const VERIFIED_COMPANY_LIST: ListSpec = { ...COMPANY_LIST, filters: companyFilters };

/** A team is small and scoped by company, so the names can be searched too. */
export const MEMBER_LIST: ListSpec = {
  filters: {
    role: { column: companyMembers.role, types: ['eq', 'in'], values: COMPANY_ROLES },
    isBlocked: { column: companyMembers.isBlocked, types: ['eq'], kind: 'boolean' },
    inviteStatus: { column: companyMembers.inviteStatus, types: ['eq', 'in'], values: INVITE_STATUSES },
  },
  search: [users.firstName, users.lastName, users.username, users.email],
  sort: {
    createdAt: companyMembers.createdAt,
    username: users.username,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    role: companyMembers.role,
  },
  defaultSort: 'createdAt',
  tiebreaker: companyMembers.id,
};
