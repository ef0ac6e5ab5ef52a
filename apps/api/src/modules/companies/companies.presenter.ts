import type { Company, CompanyCountry, CompanyDetail, CompanyMember, CompanyRow, CompanySector, CompanySize } from '@bb/domain';
import { fromCents } from '@bb/domain';
import { isoTime, isoTimeOrNull } from '../../lib/iso-time.ts';
import type { CompanyListRow, CompanyView, TeamFacts } from './companies.repository.ts';
import type { MemberRecord } from './members.repository.ts';

// Text columns whose values the domain schemas checked on the way in.
const classification = (row: { country: string; sector: string; employees: string }) => ({
  country: row.country as CompanyCountry,
  sector: row.sector as CompanySector,
  employees: row.employees as CompanySize,
});

const pictureOf = (pictureId: string | null) => (pictureId ? { id: pictureId } : null);

/** The company as its members see it: an explicit list of fields. */
export function presentCompany(company: CompanyView): Company {
  return {
    id: company.id,
    name: company.name,
    businessname: company.businessname,
    vat: company.vat,
    pec: company.pec,
    address: company.address,
    city: company.city,
    cap: company.cap,
    sdi: company.sdi,
    state: company.state,
    ...classification(company),
    website: company.website,
    description: company.description,
    picture: pictureOf(company.pictureId),
    isVerified: company.isVerified,
    balance: fromCents(company.balanceCents),
    updatedAt: isoTime(company.updatedAt),
  };
}

/** Staff and super admin detail: the company plus its transfer code and team figures. */
export function presentCompanyDetail(record: CompanyView & TeamFacts): CompanyDetail {
  return {
    ...presentCompany(record),
    referenceCode: record.referenceCode,
    createdAt: isoTime(record.createdAt),
    firstCallBookedAt: isoTimeOrNull(record.firstCallBookedAt),
    membersCount: record.membersCount,
    adminsCount: record.adminsCount,
    owner: record.owner,
  };
}

export function presentCompanyRow(row: CompanyListRow): CompanyRow {
  return {
    id: row.id,
    name: row.name,
    businessname: row.businessname,
    vat: row.vat,
    ...classification(row),
    picture: pictureOf(row.pictureId),
    isVerified: row.isVerified,
    createdAt: isoTime(row.createdAt),
    membersCount: row.membersCount,
    adminsCount: row.adminsCount,
    owner: row.owner,
  };
}

export function presentMember(member: MemberRecord): CompanyMember {
  return {
    id: member.id,
    userId: member.userId,
    firstName: member.firstName,
    lastName: member.lastName,
    username: member.username,
    email: member.email,
    role: member.role,
    inviteStatus: member.inviteStatus,
    isBlocked: member.isBlocked,
    createdAt: isoTime(member.createdAt),
  };
}
