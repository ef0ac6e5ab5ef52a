import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

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
