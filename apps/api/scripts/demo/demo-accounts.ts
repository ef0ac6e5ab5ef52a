import { count } from 'drizzle-orm';
import type { CompanyRole, UserType } from '@bb/domain';
import type { Database } from '../../src/db/client.ts';
import { companies, companyMembers, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { insertActiveUser } from '../../src/modules/accounts/index.ts';

/** Demo Srl's bank transfer reference, fixed so that the demo data and its screenshots are the same on every machine. */
export const DEMO_COMPANY_REFERENCE = 'BB-DEMS2K26';

interface DemoAccountSpec {
  /** How demo-data.ts names the account. */
  key: string;
  /** What the start-up message calls it. */
  role: string;
  email: string;
  username: string;
  password: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  /** A member of Demo Srl with this role (company users without one have not registered a company yet). */
  companyRole?: CompanyRole;
}

/** The hackers beyond the demo hacker share its password (and its hash: argon2id costs 20 ms a hash). */
const HACKER_PASSWORD = 'Hacker-Demo-2026!';

const DEMO_ACCOUNTS = [
  {
    key: 'hacker',
    role: 'hacker',
    email: 'hacker@demo.bugbounty.local',
    username: 'demo_hacker',
    password: HACKER_PASSWORD,
    userType: 'hacker',
    firstName: 'Giulia',
    lastName: 'Rossi',
  },
  {
    key: 'companyAdmin',
    role: 'company admin',
    email: 'company@demo.bugbounty.local',
    username: 'demo_company',
    password: 'Company-Demo-2026!',
    userType: 'company',
    firstName: 'Marco',
    lastName: 'Bianchi',
    companyRole: 'ADMIN',
  },
  {
    key: 'programManager',
    role: 'program manager',
    email: 'manager@demo.bugbounty.local',
    username: 'demo_manager',
    password: 'Manager-Demo-2026!',
    userType: 'company',
    firstName: 'Francesca',
    lastName: 'Romano',
    companyRole: 'PROGRAM_MANAGER',
  },
  {
    key: 'finance',
    role: 'company finance',
    email: 'finance@demo.bugbounty.local',
    username: 'demo_finance',
    password: 'Finance-Demo-2026!',
    userType: 'company',
    firstName: 'Alessandro',
    lastName: 'Colombo',
    companyRole: 'FINANCE',
  },
  {
    key: 'companyTriager',
    role: 'company triager',
    email: 'security@demo.bugbounty.local',
    username: 'demo_security',
    password: 'Security-Demo-2026!',
    userType: 'company',
    firstName: 'Martina',
    lastName: 'Ricci',
    companyRole: 'TRIAGER',
  },
  {
    key: 'viewer',
    role: 'company viewer',
    email: 'viewer@demo.bugbounty.local',
    username: 'demo_viewer',
    password: 'Viewer-Demo-2026!',
    userType: 'company',
    firstName: 'Roberto',
    lastName: 'Marino',
    companyRole: 'VIEWER',
  },
  {
    key: 'pendingCompany',
    role: 'company to approve',
    email: 'aurora@demo.bugbounty.local',
    username: 'aurora_admin',
    password: 'Aurora-Demo-2026!',
    userType: 'company',
    firstName: 'Paolo',
    lastName: 'Greco',
  },
  {
    key: 'triager',
    role: 'triager',
    email: 'triager@demo.bugbounty.local',
    username: 'demo_triager',
    password: 'Triager-Demo-2026!',
    userType: 'staff',
    firstName: 'Luca',
    lastName: 'Verdi',
  },
  {
    key: 'superAdmin',
    role: 'super admin',
    email: 'admin@demo.bugbounty.local',
    username: 'demo_superadmin',
    password: 'Admin-Demo-2026!',
    userType: 'superadmin',
    firstName: 'Sara',
    lastName: 'Neri',
  },
  {
    key: 'hackerVolpe',
    role: 'hacker',
    email: 'tommaso@demo.bugbounty.local',
    username: 'volpe_rossa',
    password: HACKER_PASSWORD,
    userType: 'hacker',
    firstName: 'Tommaso',
    lastName: 'Ferri',
  },
  {
    key: 'hackerByte',
    role: 'hacker',
    email: 'chiara@demo.bugbounty.local',
    username: 'bytequeen',
    password: HACKER_PASSWORD,
    userType: 'hacker',
    firstName: 'Chiara',
    lastName: 'Galli',
  },
  {
    key: 'hackerNull',
    role: 'hacker',
    email: 'davide@demo.bugbounty.local',
    username: 'nullpointer',
    password: HACKER_PASSWORD,
    userType: 'hacker',
    firstName: 'Davide',
    lastName: 'Conti',
  },
  // The hackers of the demo's payments (demo-payments.ts): one per tax regime the others lack.
  {
    key: 'hackerShell',
    role: 'hacker',
    email: 'matteo@demo.bugbounty.local',
    username: 'shellshock',
    password: HACKER_PASSWORD,
    userType: 'hacker',
    firstName: 'Matteo',
    lastName: 'Lombardi',
  },
  {
    key: 'hackerCipher',
    role: 'hacker',
    email: 'anna@demo.bugbounty.local',
    username: 'cipher_anna',
    password: HACKER_PASSWORD,
    userType: 'hacker',
    firstName: 'Anna',
    lastName: 'Ferrara',
  },
  {
    key: 'hackerKernel',
    role: 'hacker',
    email: 'jonas@demo.bugbounty.local',
    username: 'kernelpanic',
    password: HACKER_PASSWORD,
    userType: 'hacker',
    firstName: 'Jonas',
    lastName: 'Weber',
  },
] as const satisfies readonly DemoAccountSpec[];

export type DemoAccountKey = (typeof DEMO_ACCOUNTS)[number]['key'];

export interface DemoAccount {
  key: DemoAccountKey;
  id: string;
  role: string;
  email: string;
  username: string;
  password: string;
}

/**
 * Outside production, an empty database gets one account of each kind to try the product with:
 * hackers, Demo Srl (approved) with a member of each company role, a company user who has not
 * registered a company yet, a triager and a super admin. demo-data.ts then fills the product in.
 */
export async function seedDemoAccounts(db: Database): Promise<DemoAccount[] | null> {
  const [existing] = await db.select({ value: count() }).from(users);
  if (Number(existing?.value) > 0) return null;
  const passwords = [...new Set(DEMO_ACCOUNTS.map((account) => account.password))];
  const hashes = new Map<string, string>(await Promise.all(passwords.map(async (password) => [password, await hashPassword(password)] as const)));
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Demo Srl',
        businessname: 'Demo Software S.r.l.',
        vat: '01234567897',
        pec: 'demo@pec.demo.bugbounty.local',
        sdi: 'M5UXCR1',
        address: 'Via Roma 1',
        city: 'Milano',
        cap: '20121',
        state: 'MI',
        country: 'ITA',
        sector: 'TECHNOLOGY',
        employees: 'SMALL',
        isVerified: true,
        referenceCode: DEMO_COMPANY_REFERENCE,
      })
      .returning({ id: companies.id });
    const created: DemoAccount[] = [];
    for (const account of DEMO_ACCOUNTS as readonly DemoAccountSpec[]) {
      const { key, role, email, password, username, userType, firstName, lastName } = account;
      const id = await insertActiveUser(tx, { email, username, passwordHash: hashes.get(password)!, userType, firstName, lastName });
      if (account.companyRole) await tx.insert(companyMembers).values({ companyId: company!.id, userId: id, role: account.companyRole });
      created.push({ key: key as DemoAccountKey, id, role, email, username, password });
    }
    return created;
  });
}
