import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { codeStructureConfig } from './code-structure.js';
import { contextPackages, unplacedPackages } from './layers.js';
import { contextImportRules } from './restricted-imports.js';

// The importing files are virtual (lintText with a path inside a real app); what they import
// must exist, because the rule resolves imports before it classifies them.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function lint(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages;
}

async function structureErrors(filePath, code) {
  return (await lint(filePath, code)).filter((message) => message.ruleId === 'boundaries/dependencies');
}

const office = (file) => `apps/office/src/${file}`;

describe('code flows shared -> features -> app', () => {
  it.each([
    ['a feature importing another feature', office('features/reports/components/x.tsx'), "import { useAccessLabels } from '../../access/hooks/use-access-labels';"],
    ['a feature of any name importing another', 'apps/shell/src/features/billing/api/x.ts', "import { languageKeys } from '../../languages/api/language-keys';"],
    ['a feature test importing another feature', office('features/reports/x.test.tsx'), "import { grantState } from '../access/utils/grant-state';"],
    ['shared code importing a feature', office('components/x.tsx'), "import { grantState } from '../features/access/utils/grant-state';"],
    ['shared code importing a feature lazily', office('hooks/x.ts'), "export const page = () => import('../features/access/components/organizations-page');"],
    ['shared code importing the app layer', office('lib/x.ts'), "import portal from '../portal';"],
    ["a feature importing the app's portal.ts", office('features/access/components/x.tsx'), "import portal from '../../../portal';"],
    ["a feature importing the app's entry point", office('features/access/hooks/x.ts'), "import '../../../main';"],
  ])('%s is an error', async (_case, filePath, code) => {
    const errors = await structureErrors(filePath, `${code}\nexport {};\n`);
    expect(errors).toHaveLength(1);
  });

  it.each([
    ['a feature importing shared code', office('features/access/components/x.tsx'), "import { createFakeDb } from '../../../testing/fake-db';"],
    ['a feature importing its own files', office('features/access/components/x.tsx'), "import { grantState } from '../utils/grant-state';"],
    ['a feature importing a package', office('features/access/components/x.tsx'), "import { Can } from '@fikrspace/access';"],
    ['portal.ts importing a feature page', office('portal.ts'), "export const page = () => import('./features/access/components/organizations-page');"],
    ['the app layer importing shared code', office('main.ts'), "import { createFakeDb } from './testing/fake-db';"],
    ["a feature's test rendering the route table", office('features/access/components/x.test.tsx'), "import portal from '../../../portal';"],
    ['shared code importing shared code', office('components/x.tsx'), "import { createFakeDb } from '../testing/fake-db';"],
  ])('%s is fine', async (_case, filePath, code) => {
    expect(await structureErrors(filePath, `${code}\nexport {};\n`)).toEqual([]);
  });

  it('names both features in the message', async () => {
    const [error] = await structureErrors(office('features/reports/components/x.tsx'), "import { grantState } from '../../access/utils/grant-state';\nexport { grantState };\n");
    expect(error?.message).toContain('reports -> access');
  });
});

describe('packages never import apps', () => {
  const ruleIds = async (code) => [...new Set((await lint('packages/ui/src/x.ts', `${code}\nexport {};\n`)).map((message) => message.ruleId))].sort();

  it.each([
    ['by path', "import portal from '../../../apps/office/src/portal';"],
    ['a feature of an app', "import { grantState } from '../../../apps/office/src/features/access/utils/grant-state';"],
  ])('%s is an error of the resolved path and of the written one', async (_case, code) => {
    expect(await ruleIds(code)).toEqual(expect.arrayContaining(['boundaries/dependencies', 'no-restricted-imports']));
  });

  it('by package name is an error even though a package cannot resolve it', async () => {
    expect(await ruleIds("import portal from '@fikrspace/app-office';")).toContain('no-restricted-imports');
  });

  it('importing another package is fine', async () => {
    expect(await lint('packages/ui/src/x.ts', "import { useAppStore } from '@fikrspace/app-store';\nexport { useAppStore };\n")).toEqual([]);
  });
});

describe('the import resolver', () => {
  const [resolverPath] = Object.keys(codeStructureConfig.settings['import/resolver']);
  const resolver = createRequire(import.meta.url)(resolverPath);
  const resolve = (source, from) => {
    const result = resolver.resolve(source, path.join(root, from), {});
    return result.found ? path.relative(root, result.path) : null;
  };

  it('finds .ts and .tsx files from relative imports without extensions', () => {
    expect(resolve('./portal', office('x.ts'))).toBe(office('portal.ts'));
    expect(resolve('../components/organizations-page', office('features/access/hooks/x.ts'))).toBe(office('features/access/components/organizations-page.tsx'));
  });

  it('finds workspace packages at their source, without a build', () => {
    expect(resolve('@fikrspace/access', office('portal.ts'))).toBe('packages/access/src/index.ts');
  });
});

describe('packages sit on floors, domain contexts on top', () => {
  const capTable = (file) => `packages/cap-table/src/${file}`;
  const errorsOf = async (filePath, code) =>
    (await lint(filePath, `${code}\nexport {};\n`)).filter((message) => ['boundaries/dependencies', 'no-restricted-imports', 'no-restricted-syntax'].includes(message.ruleId ?? ''));

  it('finds the contexts from their package.json and places every other package on a floor', () => {
    expect(contextPackages()).toContain('cap-table');
    expect(unplacedPackages()).toEqual([]);
  });

  it.each([
    ['portal-host', "import { PortalRoutes } from '@fikrspace/portal-host';"],
    ['session', "import { signOut } from '@fikrspace/session';"],
    ['session by path', "import { signOut } from '../../../session/src/index';"],
    ['an app', "import portal from '../../../apps/startup/src/portal';"],
    ['getQueryClient', "import { getQueryClient } from '@fikrspace/data';"],
    ['a store', "import { create } from 'zustand';"],
  ])('a context importing %s is an error', async (_case, code) => {
    expect(await errorsOf(capTable('api/x.ts'), code)).not.toEqual([]);
  });

  it('a context importing another context is an error, for contexts created later too', () => {
    const [, shipped] = contextImportRules('cap-table', ['cap-table', 'metrics']);
    const [options] = shipped.rules['no-restricted-imports'].slice(1);
    const groups = options.patterns.flatMap((pattern) => pattern.group);
    expect(groups).toEqual(expect.arrayContaining(['@fikrspace/metrics', '@fikrspace/metrics/**']));
    expect(groups).not.toContain('@fikrspace/cap-table');
  });

  it.each([
    ['module state', 'let cached = 0;\nexport const read = () => cached;'],
    ['exported module state', 'export let cached = 0;'],
    ['a React context', "import { createContext } from 'react';\nexport const Scope = createContext(null);"],
    ['a React context through the namespace', "import * as React from 'react';\nexport const Scope = React.createContext(null);"],
  ])('a context holding %s is an error', async (_case, code) => {
    expect(await errorsOf(capTable('components/x.tsx'), code)).not.toEqual([]);
  });

  it.each([
    ['the data package', "import { queryKeys, useQueryClient } from '@fikrspace/data';"],
    ['access', "import { Can } from '@fikrspace/access';"],
    ['ui', "import { EmptyState } from '@fikrspace/ui';"],
    ['the portal contract', "import { useCurrentRoute } from '@fikrspace/portal-kit';"],
    ['its own files', "import { capTableKeys } from '../keys';"],
  ])('a context importing %s is fine', async (_case, code) => {
    expect(await errorsOf(capTable('api/x.ts'), code)).toEqual([]);
  });

  it.each([
    ['platform', 'packages/data/src/x.ts'],
    ['identity', 'packages/session/src/x.ts'],
    ['frame', 'packages/portal-host/src/x.ts'],
  ])('a %s package importing a context is an error, by name or by path', async (_case, filePath) => {
    expect(await errorsOf(filePath, "import { capTableKeys } from '@fikrspace/cap-table/keys';")).not.toEqual([]);
    expect(await errorsOf(filePath, "import { capTableKeys } from '../../cap-table/src/keys';")).not.toEqual([]);
  });
});
