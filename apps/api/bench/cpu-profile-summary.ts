/**
 * Where a V8 CPU profile's time went (`npm run bench:profile -- <file.cpuprofile> [seconds]`): the busy time of its
 * last `seconds` (all of it by default; a bench's measured part is its end) by package and by function, each frame
 * traced back through the compiled server's source maps to its package or source file, and who called the heaviest
 * native functions (a socket write is a native frame whose caller tells the database's from the answer's).
 * Profiles come from BENCH_CPU_PROF=<dir> (bench-server.ts: the production instance and the floor write one when they stop).
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const TOP_PACKAGES = 25;
const TOP_FUNCTIONS = 35;
const NATIVES_TRACED = 3;
const CALLER_DEPTH = 12;

const REPOSITORY = join(import.meta.dirname, '..', '..', '..');
const maps = new Map<string, SourceMap | null>();

/** The package file (`~name/...`), Node's module (`node:...`) or source file a frame runs in (the compiled server's through its source maps). */
function sourceOf({ url, lineNumber, columnNumber }: CallFrame): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return url;
  const path = url.replace('file://', '');
  // A package's own maps may point outside it (drizzle-orm's do): its compiled file names it well enough.
  if (path.includes('/node_modules/')) return path.replace(/^.*node_modules\//, '~');
  if (!maps.has(path)) {
    try {
      maps.set(path, new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')) as ConstructorParameters<typeof SourceMap>[0]));
    } catch {
      maps.set(path, null);
    }
  }
  const map = maps.get(path);
  const entry = map?.findEntry(lineNumber, columnNumber);
  const source = entry && 'originalSource' in entry ? fileURLToPath(new URL(entry.originalSource, pathToFileURL(path))) : path;
  return source.includes('/node_modules/') ? source.replace(/^.*node_modules\//, '~') : relative(REPOSITORY, source);
}

function packageOf(source: string): string {
  if (source.startsWith('~'))
    return source
      .split('/')
      .slice(0, source.startsWith('~@') ? 2 : 1)
      .join('/');
  if (source.startsWith('node:')) return `node:${source.slice(5).split('/')[0]}`;
  return source.split('/').slice(0, 4).join('/');
}

function add(totals: Map<string, number>, key: string, ms: number) {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}

function printTop(title: string, totals: Map<string, number>, count: number, busy: number) {
  console.log(`--- ${title}`);
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.log(`${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${key}`);
}

function summarise(profile: Profile, lastSeconds: number | null) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const from = lastSeconds === null ? -Infinity : profile.endTime - lastSeconds * 1e6;
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const natives = new Map<string, Map<string, number>>();
  let busy = 0;
  let idle = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index]!;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (time < from) return;
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return void (idle += ms);
    busy += ms;
    const source = sourceOf(frame);
    add(byPackage, packageOf(source), ms);
    add(byFunction, `${frame.functionName || '(anonymous)'} ${source}`, ms);
    if (source !== '(native)' || !frame.functionName || frame.functionName.startsWith('(')) return;
    const callers: string[] = [];
    for (let parent = parents.get(id); parent !== undefined && callers.length < CALLER_DEPTH; parent = parents.get(parent)) {
      const caller = nodes.get(parent)!.callFrame;
      callers.push(`${caller.functionName || '(anonymous)'} ${sourceOf(caller).split('/').slice(-2).join('/')}`);
    }
    add(natives.get(frame.functionName) ?? natives.set(frame.functionName, new Map()).get(frame.functionName)!, callers.join(' < '), ms);
  });
  console.log(`busy ${busy.toFixed(0)} ms, idle ${idle.toFixed(0)} ms${lastSeconds === null ? '' : ` in the last ${lastSeconds} s`}`);
  printTop('by package', byPackage, TOP_PACKAGES, busy);
  printTop('by function (self time)', byFunction, TOP_FUNCTIONS, busy);
  const heaviest = [...natives].sort((a, b) => sum(b[1]) - sum(a[1])).slice(0, NATIVES_TRACED);
  for (const [name, callers] of heaviest) printTop(`callers of the native ${name}`, callers, 3, busy);
}

const sum = (totals: Map<string, number>) => [...totals.values()].reduce((a, b) => a + b, 0);

const [file, seconds] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run bench:profile -- <file.cpuprofile> [last seconds]');
  process.exit(1);
}
summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, seconds ? Number(seconds) : null);
