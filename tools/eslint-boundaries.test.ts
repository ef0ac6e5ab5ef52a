import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import boundaries from './eslint-boundaries.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'apps/web/src');
const MODULES = path.join(ROOT, 'apps/api/src/modules');

let eslint: ESLint;

beforeAll(() => {
  // The repository's own configuration: this proves the rules are wired and enabled, not only that they work.
  // Type information is left out: the linted files are made up, so the TypeScript project does not know them.
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js'), overrideConfig: tseslint.configs.disableTypeChecked });
});

/** The boundary messages ESLint gives `code` as the file at `filePath`. */
async function boundaryErrors(code: string, filePath: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(fatal.message);
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('boundaries/')).map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('boundaries/web-features', () => {
  const file = path.join(WEB, 'features/programs/api/example.ts');

  it('reports a feature importing another feature, a re-export and a dynamic import included', async () => {
    const code = [
      "import { useDeposits } from '../../wallet/api/deposits.ts';",
      "export { WalletPage } from '../../wallet/components/wallet-page.tsx';",
      "export const load = () => import('../../admin/components/users-page.tsx');",
      'export const used = useDeposits;',
    ].join('\n');
    const errors = await boundaryErrors(code, file);
    expect(errors).toHaveLength(3);
    expect(errors.every((error) => error.ruleId === 'boundaries/web-features')).toBe(true);
    expect(errors[0]?.message).toContain("Feature 'programs' imports feature 'wallet'");
  });

  it('reports a feature importing app/', async () => {
    const errors = await boundaryErrors("import { AppRoutes } from '../../../app/router.tsx';\nexport const routes = AppRoutes;", file);
    expect(errors).toEqual([{ ruleId: 'boundaries/web-features', message: expect.stringContaining('app/ composes the features') }]);
  });

  it('accepts its own feature, components/, lib/ and packages', async () => {
    const code = [
      "import { ListPage } from '@bb/domain';",
      "import { useQuery } from '@tanstack/react-query';",
      "import { api } from '../../../lib/api-client.ts';",
      "import { sharedQueryKeys } from '../../../lib/query-keys.ts';",
      "import { PageHeader } from '../../../components/page-header.tsx';",
      "import { programsQueryKey } from './programs.ts';",
      "import { ProgramCard } from '../components/program-card.tsx';",
      'export const used = [api, sharedQueryKeys, PageHeader, programsQueryKey, ProgramCard, useQuery] as const;',
      'export type Page = ListPage<string>;',
    ].join('\n');
    expect(await boundaryErrors(code, file)).toEqual([]);
  });

  it('reports components/ and lib/ reaching into a feature, and lets app/ compose features', async () => {
    const fromLib = await boundaryErrors(
      "import { usePrograms } from '../features/programs/api/programs.ts';\nexport const used = usePrograms;",
      path.join(WEB, 'lib/example.ts'),
    );
    expect(fromLib).toEqual([{ ruleId: 'boundaries/web-features', message: expect.stringContaining("lib/ imports feature 'programs'") }]);
    const fromApp = await boundaryErrors(
      "import { ProgramsPage } from '../features/programs/components/programs-page.tsx';\nexport const used = ProgramsPage;",
      path.join(WEB, 'app/example.ts'),
    );
    expect(fromApp).toEqual([]);
  });
});

describe('boundaries/api-modules', () => {
  const file = path.join(MODULES, 'banking/example.service.ts');

  it("reports a module importing another module's repository or service", async () => {
    const code = [
      "import { ledgerRepository } from '../ledger/ledger.repository.ts';",
      "import { sessionsService } from '../accounts/sessions.service.ts';",
      'export const used = [ledgerRepository, sessionsService] as const;',
    ].join('\n');
    const errors = await boundaryErrors(code, file);
    expect(errors.map((error) => error.ruleId)).toEqual(['boundaries/api-modules', 'boundaries/api-modules']);
    expect(errors[0]?.message).toContain("Module 'banking' imports 'modules/ledger/ledger.repository.ts', an internal file of module 'ledger'");
    expect(errors[0]?.message).toContain('index.ts or *.api.ts');
  });

  it("accepts another module's index.ts (by file or by folder), its *.api.ts and the module's own files", async () => {
    const code = [
      "import { recordAudit } from '../audit/index.ts';",
      "import { ledgerModule } from '../ledger';",
      "import { registerAccessPolicy } from '../uploads/uploads.api.ts';",
      "import { walletService } from './wallet.service.ts';",
      "import { buildApp } from '../../app.ts';",
      'export const used = [recordAudit, ledgerModule, registerAccessPolicy, walletService, buildApp] as const;',
    ].join('\n');
    expect(await boundaryErrors(code, file)).toEqual([]);
  });

  it("lets tests use another module's *.test-support.ts, and nothing else of it", async () => {
    const code = "import { ADMIN_TABLES } from '../admin/admin.test-support.ts';\nexport const used = ADMIN_TABLES;";
    expect(await boundaryErrors(code, path.join(MODULES, 'banking/wallet.test.ts'))).toEqual([]);
    expect(await boundaryErrors(code, path.join(MODULES, 'banking/banking.test-support.ts'))).toEqual([]);
    expect(await boundaryErrors(code, file)).toHaveLength(1);
    const internal = await boundaryErrors(
      "import { x } from '../admin/users.repository.ts';\nexport const used = x;",
      path.join(MODULES, 'banking/wallet.test.ts'),
    );
    expect(internal).toHaveLength(1);
  });
});

describe('boundaries/api-module-cycles', () => {
  const fixtures: string[] = [];
  afterAll(() => {
    for (const dir of fixtures) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Writes `files` (path under apps/api/src/modules -> code) in a fresh directory and lints them with the cycle rule alone. */
  async function cycleErrors(files: Record<string, string>): Promise<Record<string, string[]>> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-cycles-'));
    fixtures.push(dir);
    const modules = path.join(dir, 'apps/api/src/modules');
    for (const [file, code] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(modules, file)), { recursive: true });
      fs.writeFileSync(path.join(modules, file), code);
    }
    const linter = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { boundaries },
        rules: { 'boundaries/api-module-cycles': 'error' },
      },
    });
    const results = await linter.lintFiles(['apps/api/src/modules/**/*.ts']);
    const errors: Record<string, string[]> = {};
    for (const result of results) {
      const fatal = result.messages.find((message) => message.fatal);
      if (fatal) throw new Error(fatal.message);
      const messages = result.messages.filter((message) => message.ruleId === 'boundaries/api-module-cycles').map((message) => message.message);
      if (messages.length > 0) errors[path.relative(modules, result.filePath).split(path.sep).join('/')] = messages;
    }
    return errors;
  }

  it('refuses a circle through other modules, on every import of it, naming the modules of the circle', async () => {
    const errors = await cycleErrors({
      'payments/index.ts': "import { reportOf } from '../reports/index.ts';\nexport const pay = reportOf;",
      'reports/index.ts': "import { hackerOf } from '../hackers/hackers.api.ts';\nexport const reportOf = hackerOf;",
      'hackers/hackers.api.ts': "export { paid } from '../payments/payments.api.ts';\nexport const hackerOf = 1;",
      'payments/payments.api.ts': 'export const paid = 1;',
      'ledger/index.ts': 'export const balance = 1;',
    });
    expect(Object.keys(errors).sort()).toEqual(['hackers/hackers.api.ts', 'payments/index.ts', 'reports/index.ts']);
    expect(errors['payments/index.ts']).toEqual([
      expect.stringContaining("Module 'payments' imports module 'reports', which leads back to 'payments': payments -> reports -> hackers -> payments."),
    ]);
    expect(errors['hackers/hackers.api.ts']?.[0]).toContain('hackers -> payments -> reports -> hackers');
    expect(errors['hackers/hackers.api.ts']?.[0]).toContain('the lower module declares the interface it needs');
  });

  it('accepts a one-way chain, and a module importing its own files', async () => {
    const errors = await cycleErrors({
      'reports/index.ts':
        "import { program } from '../programs/index.ts';\nimport { local } from './report-lists.ts';\nexport const report = [program, local];",
      'reports/report-lists.ts': "import { report } from './index.ts';\nexport const local = report;",
      'programs/index.ts': "import { company } from '../companies/companies.api.ts';\nexport const program = company;",
      'companies/companies.api.ts': "import { account } from '../accounts';\nexport const company = account;",
      'accounts/index.ts': 'export const account = 1;',
    });
    expect(errors).toEqual({});
  });

  it('counts type-only imports, type re-exports and dynamic imports', async () => {
    const errors = await cycleErrors({
      'programs/index.ts': "import type { ReportFigures } from '../reports/index.ts';\nexport type Figures = ReportFigures;",
      'reports/index.ts': "export type { Listener } from '../hackers/index.ts';\nexport interface ReportFigures { n: number }",
      'hackers/index.ts': "export const later = () => import('../programs/index.ts');\nexport type Listener = () => void;",
    });
    expect(Object.keys(errors).sort()).toEqual(['hackers/index.ts', 'programs/index.ts', 'reports/index.ts']);
    expect(errors['programs/index.ts']?.[0]).toContain('programs -> reports -> hackers -> programs');
  });

  it("leaves tests out: a test may use a higher module's test support", async () => {
    const errors = await cycleErrors({
      'reports/index.ts': "import { account } from '../accounts/index.ts';\nexport const report = account;",
      'reports/reports.test-support.ts': 'export const aReport = 1;',
      'accounts/index.ts': 'export const account = 1;',
      'accounts/accounts.test.ts': "import { aReport } from '../reports/reports.test-support.ts';\nexport const used = aReport;",
      'accounts/accounts.test-support.ts': "import { report } from '../reports/index.ts';\nexport const used = report;",
    });
    expect(errors).toEqual({});
  });

  it("is enabled for the repository's modules, on the modules' real imports", async () => {
    // The reports module posts to the ledger (report-money.ts): a ledger file importing reports would close a circle.
    const errors = await boundaryErrors(
      "import { reportStats } from '../reports/index.ts';\nexport const used = reportStats;",
      path.join(MODULES, 'ledger/example.ts'),
    );
    expect(errors).toEqual([{ ruleId: 'boundaries/api-module-cycles', message: expect.stringContaining("Module 'ledger' imports module 'reports'") }]);
    expect(errors[0]?.message).toMatch(/: ledger -> reports -> .*ledger\./);
  });
});
