#!/usr/bin/env node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Typechecks the whole repository with every source file checked once.
 *
 * Workspace packages import each other's sources (their exports point at src/), so one
 * `tsc --noEmit -p .` per package checks a shared package again for every package that imports
 * it. Here the projects are grouped by their compiler options (most packages share one set) and
 * each group is one program: the files of all its projects are parsed and bound once, and each
 * file is checked once, under the options of the project it belongs to. A package's own
 * `typecheck` script (`tsc --noEmit -p .`) still works for a team checking just its package.
 *
 * The projects are found, not listed: every workspace package (pnpm-workspace.yaml) with a
 * tsconfig.json, and the Supabase tests and scripts. A new package is checked from its first run.
 */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Projects outside the workspace packages: the database tests and scripts. */
const EXTRA_PROJECTS = ['supabase'];

/** The workspace packages: directories with a package.json that pnpm-workspace.yaml's `packages` globs (`dir/*` or a plain directory) name. */
export function workspaceDirectories(root = REPO_ROOT) {
  const manifest = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:[ \t]+-.*\n?)+)/m.exec(manifest)?.[1] ?? '';
  const patterns = [...block.matchAll(/-\s*['"]?([^'"\n]+?)['"]?\s*$/gm)].map((match) => match[1]);
  return patterns
    .flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return [pattern];
      const parent = pattern.slice(0, -2);
      if (!existsSync(path.join(root, parent))) return [];
      return readdirSync(path.join(root, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${parent}/${entry.name}`)
        .sort();
    })
    .filter((directory) => existsSync(path.join(root, directory, 'package.json')));
}

/** Every directory with a tsconfig.json to check, relative to the root. */
export function typecheckProjects(root = REPO_ROOT) {
  return [...workspaceDirectories(root), ...EXTRA_PROJECTS].filter((directory) => existsSync(path.join(root, directory, 'tsconfig.json')));
}

/** @param {string} directory */
function parseProject(directory) {
  const configFile = path.join(directory, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => report([diagnostic]) });
  if (!parsed) throw new Error(`Could not read ${configFile}`);
  return parsed;
}

/**
 * The options that decide how a file is checked; projects that agree on them share a program.
 * Paths that only say where a config lives are left out.
 * @param {ts.CompilerOptions} options
 */
function optionsKey(options) {
  const { configFilePath: _configFilePath, pathsBasePath: _pathsBasePath, ...rest } = options;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

const formatHost = {
  getCanonicalFileName: (/** @type {string} */ name) => name,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => ts.sys.newLine,
};

/** @param {readonly ts.Diagnostic[]} diagnostics */
function report(diagnostics) {
  if (diagnostics.length === 0) return;
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  process.stdout.write(format(diagnostics, formatHost));
}

/**
 * Checks the projects; resolves to the number of errors.
 * @param {string[]} directories absolute project directories
 */
export function typecheck(directories) {
  /** @type {Map<string, { options: ts.CompilerOptions, projects: Array<{ directory: string, files: string[] }>, configErrors: ts.Diagnostic[] }>} */
  const groups = new Map();
  for (const directory of directories) {
    const parsed = parseProject(directory);
    const key = optionsKey(parsed.options);
    const group = groups.get(key) ?? { options: parsed.options, projects: [], configErrors: [] };
    group.projects.push({ directory, files: parsed.fileNames });
    group.configErrors.push(...parsed.errors);
    groups.set(key, group);
  }
  const projectFiles = new Set([...groups.values()].flatMap((group) => group.projects.flatMap((project) => project.files.map((file) => path.resolve(file)))));
  /** Sources no project includes but some import (checked once, in the first program that has them). */
  const strays = new Set();
  let errors = 0;
  for (const group of groups.values()) {
    const began = performance.now();
    const rootNames = group.projects.flatMap((project) => project.files);
    const program = ts.createProgram({ rootNames, options: group.options });
    const diagnostics = [...group.configErrors, ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
    const stray = (/** @type {ts.SourceFile} */ source) => {
      const file = path.resolve(source.fileName);
      if (source.isDeclarationFile || file.includes(`${path.sep}node_modules${path.sep}`) || projectFiles.has(file) || strays.has(file)) return false;
      strays.add(file);
      return true;
    };
    const toCheck = [...rootNames.map((file) => program.getSourceFile(file)), ...program.getSourceFiles().filter(stray)];
    for (const source of toCheck) {
      if (!source) continue;
      diagnostics.push(...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source));
    }
    const found = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
    report(ts.sortAndDeduplicateDiagnostics(diagnostics));
    errors += found.length;
    const names = group.projects.map((project) => path.relative(REPO_ROOT, project.directory) || '.').join(', ');
    console.log(`typechecked ${rootNames.length} files of ${names} in ${((performance.now() - began) / 1000).toFixed(1)} s: ${found.length} error(s)`);
  }
  return errors;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const errors = typecheck(typecheckProjects().map((directory) => path.join(REPO_ROOT, directory)));
  process.exitCode = errors > 0 ? 1 : 0;
}
