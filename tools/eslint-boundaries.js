/**
 * Boundaries between the parts of the codebase, as lint rules (no dependency: paths only).
 *
 * - `boundaries/web-features`: in apps/web/src, a feature imports only itself, components/, lib/ and
 *   packages. Another feature or app/ is refused (app composes features, not the reverse); so is
 *   components/ or lib/ reaching into a feature or app/ (shared code sits below the features).
 * - `boundaries/api-modules`: in apps/api/src/modules, a module uses another one only through what
 *   that module exposes: its index.ts or a `*.api.ts` file. Tests (`*.test.ts`, `*.test-support.ts`)
 *   may also use another module's `*.test-support.ts`.
 * - `boundaries/api-module-cycles`: no import circle between the modules of apps/api/src/modules. An
 *   import of module B from module A is refused when B already leads back to A through the imports of
 *   the modules' files (type-only imports count: they are a dependency too). Tests are left out: they
 *   build the whole app. A lower module that needs something of a higher one declares the interface in
 *   its own index.ts or *.api.ts, and the higher one hands over an implementation when the app is wired.
 *
 * Relative specifiers are resolved against the importing file; bare ones (packages) are never checked.
 * Only the cycle rule reads files: the other modules' imports, found by TypeScript's import scanner.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A path with forward slashes, so the checks read the same on every system. */
const slashed = (file) => file.split(path.sep).join('/');

/** Where `specifier` points from `filename`, or null for a package. */
function resolveImport(filename, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../') && specifier !== '.' && specifier !== '..') return null;
  return slashed(path.resolve(path.dirname(filename), specifier));
}

/** The part of `file` under `root` (e.g. 'features/programs/api/x.ts' under '/apps/web/src/'), or null outside it. */
function under(file, root) {
  const at = file.lastIndexOf(root);
  return at === -1 ? null : file.slice(at + root.length);
}

/** Calls `check(node, specifier)` for every static import, re-export and literal dynamic import. */
function visitImports(check) {
  const source = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: source,
    ExportNamedDeclaration: source,
    ExportAllDeclaration: source,
    ImportExpression: source,
  };
}

const WEB_ROOT = '/apps/web/src/';

/** The area of a path under apps/web/src: `{ kind: 'feature', name }`, `{ kind: 'app' | 'components' | 'lib' | ... }`. */
function webArea(relative) {
  const [top, name] = relative.split('/');
  if (top === 'features') return { kind: 'feature', name };
  return { kind: top };
}

const webFeatures = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports only itself, components/, lib/ and packages; components/ and lib/ import no feature and not app/.' },
    schema: [],
    messages: {
      otherFeature:
        "Feature '{{from}}' imports feature '{{to}}' ({{target}}). Features do not import each other: move the shared piece to components/ (UI) or lib/ (api helpers, query keys, hooks), or compose both in app/.",
      app: "Feature '{{from}}' imports app/ ({{target}}). app/ composes the features, not the reverse: move what is shared to components/ or lib/.",
      sharedImportsFeature: '{{from}}/ imports {{to}} ({{target}}). Shared code sits below the features: it may not import a feature or app/.',
    },
  },
  create(context) {
    const file = slashed(context.filename);
    const relative = under(file, WEB_ROOT);
    if (relative === null) return {};
    const from = webArea(relative);
    return visitImports((node, specifier) => {
      const resolved = resolveImport(file, specifier);
      const targetRelative = resolved === null ? null : under(resolved, WEB_ROOT);
      if (targetRelative === null) return;
      const to = webArea(targetRelative);
      const target = targetRelative;
      if (from.kind === 'feature') {
        if (to.kind === 'feature' && to.name !== from.name) context.report({ node, messageId: 'otherFeature', data: { from: from.name, to: to.name, target } });
        else if (to.kind === 'app') context.report({ node, messageId: 'app', data: { from: from.name, target } });
      } else if ((from.kind === 'components' || from.kind === 'lib') && (to.kind === 'feature' || to.kind === 'app')) {
        context.report({ node, messageId: 'sharedImportsFeature', data: { from: from.kind, to: to.kind === 'app' ? 'app/' : `feature '${to.name}'`, target } });
      }
    });
  },
};

const MODULES_ROOT = '/apps/api/src/modules/';
const isTestFile = (file) => /\.test\.ts$|\.test-support\.ts$/.test(file);

const apiModules = {
  meta: {
    type: 'problem',
    docs: { description: "A module uses another module only through that module's index.ts or a *.api.ts file." },
    schema: [],
    messages: {
      internal:
        "Module '{{from}}' imports '{{target}}', an internal file of module '{{to}}'. A module exposes what others may use through its index.ts or *.api.ts: import from there, or add it there.",
    },
  },
  create(context) {
    const file = slashed(context.filename);
    const relative = under(file, MODULES_ROOT);
    if (relative === null) return {};
    const from = relative.split('/')[0];
    const test = isTestFile(file);
    return visitImports((node, specifier) => {
      const resolved = resolveImport(file, specifier);
      const targetRelative = resolved === null ? null : under(resolved, MODULES_ROOT);
      if (targetRelative === null) return;
      const parts = targetRelative.split('/');
      const to = parts[0];
      if (to === from) return;
      const inner = parts.slice(1).join('/');
      // `../other` and `../other/index.ts` are the module's index.
      const exposed = inner === '' || inner === 'index.ts' || inner === 'index.js' || /\.api\.ts$/.test(inner);
      const testSupport = test && /\.test-support\.ts$/.test(inner);
      if (!exposed && !testSupport) context.report({ node, messageId: 'internal', data: { from, to, target: `modules/${targetRelative}` } });
    });
  },
};

/** The module a resolved path belongs to, or null outside `modulesRoot` (which ends with a slash). */
function moduleOf(resolved, modulesRoot) {
  if (!resolved.startsWith(modulesRoot)) return null;
  const name = resolved.slice(modulesRoot.length).split('/')[0];
  return name === '' ? null : name;
}

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;

/** Every source file under `dir`, tests and declaration files left out. */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTestFile(entry.name) ? [full] : [];
  });
}

/** Module -> the set of other modules its files import, read from the file system under `modulesRoot`. */
function readModuleGraph(modulesRoot) {
  const graph = new Map();
  const folders = fs.existsSync(modulesRoot) ? fs.readdirSync(modulesRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
  for (const folder of folders) {
    const targets = new Set();
    for (const file of sourceFiles(path.join(modulesRoot, folder.name))) {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        const resolved = resolveImport(slashed(file), fileName);
        const to = resolved === null ? null : moduleOf(resolved, modulesRoot);
        if (to !== null && to !== folder.name) targets.add(to);
      }
    }
    graph.set(folder.name, targets);
  }
  return graph;
}

/**
 * The module graph, read once and kept for a few seconds: one read serves the whole batch of files of a
 * lint run, and an editor's long-lived ESLint still sees saved changes.
 */
const GRAPH_FRESH_MS = 5000;
const graphs = new Map();
function moduleGraph(modulesRoot) {
  const cached = graphs.get(modulesRoot);
  if (cached && Date.now() - cached.readAt < GRAPH_FRESH_MS) return cached.graph;
  const graph = readModuleGraph(modulesRoot);
  graphs.set(modulesRoot, { graph, readAt: Date.now() });
  return graph;
}

/** The shortest chain of imports from module `start` to module `goal` ([start, ..., goal]), or null. */
function importChain(graph, start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const chain = [];
      for (let at = goal; at !== null; at = cameFrom.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of graph.get(current) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const apiModuleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle between the modules of apps/api/src/modules (type-only imports count).' },
    schema: [],
    messages: {
      cycle:
        "Module '{{from}}' imports module '{{to}}', which leads back to '{{from}}': {{circle}}. Modules depend only on those below them: the lower module declares the interface it needs (a listener, a reader) in its index.ts or *.api.ts, and the higher one hands over an implementation when the app is wired.",
    },
  },
  create(context) {
    const file = slashed(context.filename);
    const at = file.lastIndexOf(MODULES_ROOT);
    if (at === -1 || isTestFile(file)) return {};
    const modulesRoot = file.slice(0, at + MODULES_ROOT.length);
    const from = moduleOf(file, modulesRoot);
    if (from === null) return {};
    return visitImports((node, specifier) => {
      const resolved = resolveImport(file, specifier);
      const to = resolved === null ? null : moduleOf(resolved, modulesRoot);
      if (to === null || to === from) return;
      const back = importChain(moduleGraph(modulesRoot), to, from);
      if (back !== null) context.report({ node, messageId: 'cycle', data: { from, to, circle: [from, ...back].join(' -> ') } });
    });
  },
};

/** The plugin, registered in eslint.config.js as `boundaries`. */
const boundaries = {
  meta: { name: 'eslint-plugin-boundaries-local', version: '1.0.0' },
  rules: { 'web-features': webFeatures, 'api-modules': apiModules, 'api-module-cycles': apiModuleCycles },
};

export default boundaries;
