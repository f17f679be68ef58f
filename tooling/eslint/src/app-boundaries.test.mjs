import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { APP_NAMES } from './app-names.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('apps never import each other', () => {
  it.each([
    ['apps/mentor/src/pages/x.ts', "import portal from '../../../investor/src/portal';\nexport default portal;\n"],
    ['apps/site/src/x.ts', "import { thing } from '@fikrspace/office';\nexport default thing;\n"],
    ['apps/site/src/y.ts', "import config from '@fikrspace/app-office/vite.config';\nexport default config;\n"],
    ['apps/shell/src/x.ts', "import portal from '../../startup/src/portal';\nexport default portal;\n"],
  ])('%s importing another app is a lint error', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['apps/mentor/src/x.ts', "import { definePortal } from '@fikrspace/portal-kit';\nexport default definePortal;\n"],
    ['apps/mentor/src/pages/x.ts', "import portal from '../portal';\nexport default portal;\n"],
  ])('%s importing a package or its own files is fine', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});

// Flat config replaces a rule's options wholesale when a later config names the same rule, so
// each restriction is checked on every kind of file it must still reach.
describe('every import restriction still applies where configs overlap', () => {
  const imports = {
    'supabase-js': "import { createClient } from '@supabase/supabase-js';\nexport default createClient;\n",
    'postgrest-js': "import { PostgrestClient } from '@supabase/postgrest-js';\nexport default PostgrestClient;\n",
    'an app': "import portal from '@fikrspace/app-office';\nexport default portal;\n",
    'react-router': "import { Link } from 'react-router';\nexport default Link;\n",
  };

  it.each([
    ['apps/office/src/features/access/components/x.tsx', 'supabase-js'],
    ['apps/shell/src/x.ts', 'supabase-js'],
    ['packages/ui/src/x.ts', 'supabase-js'],
    ['apps/site/src/pages/x.tsx', 'postgrest-js'],
    ['packages/ui/src/x.ts', 'postgrest-js'],
    ['packages/ui/src/x.ts', 'an app'],
    ['packages/db/src/x.ts', 'an app'],
    ['packages/ui/src/x.test.ts', 'an app'],
    ['apps/site/src/pages/x.tsx', 'react-router'],
    ['apps/shell/src/x.ts', 'react-router'],
    ['packages/ui/src/x.tsx', 'react-router'],
    ['apps/site/src/pages/x.tsx', 'an app'],
  ])('%s importing %s is a lint error', async (filePath, what) => {
    expect(await restrictedImports(filePath, imports[what])).toHaveLength(1);
  });

  it.each([
    ['packages/db/src/x.ts', 'supabase-js'],
    ['packages/db/src/x.ts', 'postgrest-js'],
    ['packages/ui/src/x.test.ts', 'supabase-js'],
    ['packages/router/src/x.ts', 'react-router'],
    ['packages/portal-host/src/prerender.tsx', 'react-router'],
    ['packages/portal-host/src/testing.tsx', 'react-router'],
    ['apps/shell/src/x.test.tsx', 'react-router'],
  ])('%s importing %s is fine', async (filePath, what) => {
    expect(await restrictedImports(filePath, imports[what])).toEqual([]);
  });
});

describe('APP_NAMES', () => {
  it('lists every folder under apps/', () => {
    const folders = readdirSync(path.join(root, 'apps'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...APP_NAMES].sort()).toEqual(folders.sort());
  });
});
