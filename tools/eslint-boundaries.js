/**
 * Boundaries between the parts of the codebase, as lint rules (no dependency: paths only).
 *
 * - `boundaries/web-features`: in apps/web/src, a feature imports only itself, components/, lib/ and
 *   packages. Another feature or app/ is refused (app composes features, not the reverse); so is
 *   components/ or lib/ reaching into a feature or app/ (shared code sits below the features).
 * - `boundaries/api-modules`: in apps/api/src/modules, a module uses another one only through what
 *   that module exposes: its index.ts or a `*.api.ts` file. Tests (`*.test.ts`, `*.test-support.ts`)
 *   may also use another module's `*.test-support.ts`.
 *
 * Relative specifiers are resolved against the importing file; bare ones (packages) are never checked.
 */
import path from 'node:path';

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

/** The plugin, registered in eslint.config.js as `boundaries`. */
const boundaries = {
  meta: { name: 'eslint-plugin-boundaries-local', version: '1.0.0' },
  rules: { 'web-features': webFeatures, 'api-modules': apiModules },
};

export default boundaries;
