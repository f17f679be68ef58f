import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SHARED_DEPENDENCIES } from './index.js';

/**
 * The contract of each workspace package the shell shares as a singleton: the names its main entry
 * exports, recorded with the version they belong to. A remote is refused when the shell provides
 * another major than it was built for (apps/shell/src/remotes/shared-version-guard.ts), which only
 * protects anyone if a package's version moves when its contract does: removing or renaming an
 * export needs the next major, adding one the next minor. Names are what a remote links against;
 * a changed signature behind an unchanged name is left to review and the changeset's author.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const RECORD_FILE = path.join(root, 'tooling/federation/shared-contracts.json');

/** Workspace packages in the shared list, with their directory, version and main entry. */
export function sharedWorkspacePackages() {
  return SHARED_DEPENDENCIES.filter((name) => name.startsWith('@fikrspace/')).map((name) => {
    const dir = path.join(root, 'packages', name.slice('@fikrspace/'.length));
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (manifest.name !== name) throw new Error(`${dir} holds ${manifest.name}, not ${name}`);
    const entry = typeof manifest.exports?.['.'] === 'string' ? manifest.exports['.'] : manifest.exports?.['.']?.default;
    if (!entry) throw new Error(`${name} has no main entry in its exports`);
    return { name, version: manifest.version, entry: path.join(dir, entry) };
  });
}

/** The names each package's main entry exports, values and types alike, sorted. */
export function currentContracts() {
  const packages = sharedWorkspacePackages();
  const program = ts.createProgram(
    packages.map((entry) => entry.entry),
    { noEmit: true, allowJs: true, jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, skipLibCheck: true, noResolve: false, types: [] },
  );
  const checker = program.getTypeChecker();
  const contracts = {};
  for (const entry of packages) {
    const source = program.getSourceFile(entry.entry);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${entry.name}: ${entry.entry} could not be read`);
    contracts[entry.name] = { version: entry.version, exports: checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name).sort() };
  }
  return contracts;
}

export function readRecord() {
  return JSON.parse(readFileSync(RECORD_FILE, 'utf8')).packages;
}

const parse = (version) => version.split('.').map(Number);

/** The bump from one version to another: 'major', 'minor', 'patch' or 'none' (also for a step back). */
export function bumpBetween(from, to) {
  const [a, b, c] = parse(from);
  const [x, y, z] = parse(to);
  if (x !== a) return x > a ? 'major' : 'none';
  if (y !== b) return y > b ? 'minor' : 'none';
  return z > c ? 'patch' : 'none';
}

const RANK = { none: 0, patch: 1, minor: 2, major: 3 };

/**
 * What is wrong between the record and the packages as they stand, one message per package: a
 * contract that changed without the bump it needs, or a record not brought up to date.
 */
export function contractProblems(recorded, current) {
  const problems = [];
  for (const [name, now] of Object.entries(current)) {
    const before = recorded[name];
    if (!before) {
      problems.push(`${name} is shared but has no recorded contract: run \`pnpm contracts:record\``);
      continue;
    }
    const removed = before.exports.filter((symbol) => !now.exports.includes(symbol));
    const added = now.exports.filter((symbol) => !before.exports.includes(symbol));
    const needed = removed.length > 0 ? 'major' : added.length > 0 ? 'minor' : 'none';
    const made = bumpBetween(before.version, now.version);
    const change = [removed.length ? `removed ${removed.join(', ')}` : '', added.length ? `added ${added.join(', ')}` : ''].filter(Boolean).join('; ');
    if (RANK[made] < RANK[needed]) {
      problems.push(
        `${name}'s contract changed (${change}) but its version went from ${before.version} to ${now.version}, which is not a ${needed} bump: ` +
          `add a changeset (\`pnpm changeset\`, ${needed} for ${name}), run \`pnpm changeset version\`, then \`pnpm contracts:record\``,
      );
    } else if (needed !== 'none' || made !== 'none') {
      problems.push(`${name} is now ${now.version}${change ? ` (${change})` : ''}, but the record still says ${before.version}: run \`pnpm contracts:record\``);
    }
  }
  for (const name of Object.keys(recorded)) if (!current[name]) problems.push(`${name} is no longer shared: run \`pnpm contracts:record\``);
  return problems;
}

/** Writes the record, unless a contract changed without the bump it needs. */
export function recordContracts() {
  const current = currentContracts();
  let recorded = {};
  try {
    recorded = readRecord();
  } catch {
    // No record yet: this one is the first.
  }
  const refused = contractProblems(recorded, current).filter((problem) => problem.includes('which is not a'));
  if (refused.length > 0) throw new Error(refused.join('\n'));
  const description = 'The contract (exported names of the main entry) of each workspace package the shell shares as a singleton, with the version it belongs to. Written by `pnpm contracts:record`; tooling/federation/src/shared-contracts.test.mjs holds it to the packages.';
  writeFileSync(RECORD_FILE, `${JSON.stringify({ description, packages: current }, null, 2)}\n`);
  return current;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const contracts = recordContracts();
    console.log(`Recorded the contracts of ${Object.keys(contracts).length} shared packages in ${path.relative(root, RECORD_FILE)}`);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
