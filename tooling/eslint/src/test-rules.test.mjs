import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function timingErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message.split(':')[0]);
}

describe('tests neither sleep nor read the wall clock', () => {
  it.each([
    ['a unit test', 'packages/ui/src/x.test.ts'],
    ['a Node test', 'tooling/local-backend/test/x.test.mjs'],
    ['an end-to-end spec', 'e2e/tests/x.spec.ts'],
  ])('refuses a sleep and a wall-clock assertion in %s', async (_case, filePath) => {
    const code = "const begun = Date.now();\nawait new Promise((resolve) => setTimeout(resolve, 50));\nexpect(Date.now() - begun).toBeGreaterThan(10);\nexport {};\n";
    expect(await timingErrors(filePath, code)).toEqual(['Tests do not sleep', 'Tests do not assert on the wall clock']);
  });

  it("refuses Playwright's waitForTimeout", async () => {
    expect(await timingErrors('e2e/tests/x.spec.ts', 'await page.waitForTimeout(100);\nexport {};\n')).toEqual(['Tests do not sleep']);
  });

  it.each([
    ['the next task', 'await new Promise((resolve) => setTimeout(resolve, 0));'],
    ['a give-up guard', "await new Promise((resolve, reject) => { const timer = setTimeout(() => reject(new Error('never came')), 60_000); resolve(timer); });"],
    ['a timestamp for data', "const expiresAt = new Date(Date.now() + 60_000).toISOString();\nexpect(expiresAt).toMatch(/Z$/);"],
  ])('allows %s', async (_case, code) => {
    expect(await timingErrors('packages/ui/src/x.test.ts', `${code}\nexport {};\n`)).toEqual([]);
  });

  it('keeps the layout rules in test files', async () => {
    expect(await timingErrors('packages/ui/src/x.test.tsx', "const a = <div style={{ marginLeft: 4 }} />;\nexport { a };\n")).toHaveLength(1);
  });
});
