import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
