import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSteps } from './run-together.mjs';

const RUNNER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'run-together.mjs');
/** Three Node processes start per test; on a busy machine that alone takes seconds. */
const PROCESSES_TIMEOUT = 60_000;
const node = (code) => `${JSON.stringify(process.execPath)} -e ${JSON.stringify(code)}`;

/**
 * Runs the runner as the test command does; resolves to its exit code and output. The times file
 * of the run this test is part of is not handed on, so the test's steps never join CI's report.
 */
async function runner(steps, env = {}) {
  try {
    const { FIKRSPACE_PHASE_TIMES: _ownRun, ...inherited } = process.env;
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [RUNNER, ...steps], { env: { ...inherited, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = /** @type {{ code: number, stdout: string, stderr: string }} */ (error);
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('running steps of the test command together', () => {
  let scratch = '';
  afterEach(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('reads name=command pairs and refuses anything else', () => {
    expect(parseSteps(['lint=pnpm lint', 'unit=vitest run --reporter=dot'])).toEqual([
      { name: 'lint', command: 'pnpm lint' },
      { name: 'unit', command: 'vitest run --reporter=dot' },
    ]);
    expect(() => parseSteps(['pnpm lint'])).toThrow('Expected name=command');
    expect(() => parseSteps(['=pnpm lint'])).toThrow('Expected name=command');
    expect(() => parseSteps(['lint='])).toThrow('Expected name=command');
  });

  it('names the step of every output line and exits 0 when all pass', async () => {
    const result = await runner([`first=${node("console.log('one'); console.error('warned')")}`, `second=${node("console.log('two')")}`]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^\[first\] {2}one$/m);
    expect(result.stdout).toMatch(/^\[second\] two$/m);
    expect(result.stderr).toMatch(/^\[first\] {2}warned$/m);
    expect(result.stdout).toMatch(/^\[first\] {2}passed after \d+ s/m);
  }, PROCESSES_TIMEOUT);

  it('lets the other steps finish, says which one failed and exits non-zero', async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'run-together-'));
    const times = path.join(scratch, 'times');
    const result = await runner([`broken=${node('process.exit(3)')}`, `fine=${node("console.log('finished')")}`], { FIKRSPACE_PHASE_TIMES: times });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^\[broken\] FAILED \(exit 3\) after \d+ s/m);
    expect(result.stdout).toMatch(/^\[fine\] {3}finished$/m);
    expect(result.stderr).toContain('Failed: broken');
    expect(readFileSync(times, 'utf8')).toMatch(/^broken: \d+ s \(failed\)\nfine: \d+ s\n$/);
  }, PROCESSES_TIMEOUT);
});
