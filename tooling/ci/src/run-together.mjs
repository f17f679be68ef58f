#!/usr/bin/env node
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * Runs steps of the test command at the same time, e.g.
 *
 *   node tooling/ci/src/run-together.mjs "lint=pnpm lint" "typecheck=pnpm typecheck"
 *
 * Every output line is prefixed with its step's name, each step's result and time are printed when
 * it ends, and the exit code is non-zero when any step failed. A failing step does not stop the
 * others, so one run reports every failure. When FIKRSPACE_PHASE_TIMES names a file, a line per
 * step is appended to it (`.ci/run` prints them with its own phase times).
 */

/** @param {string[]} args */
export function parseSteps(args) {
  return args.map((arg) => {
    const at = arg.indexOf('=');
    if (at <= 0 || at === arg.length - 1) throw new Error(`Expected name=command, got "${arg}"`);
    return { name: arg.slice(0, at), command: arg.slice(at + 1) };
  });
}

/**
 * @param {{ name: string, command: string }} step
 * @param {number} width the longest name, so prefixes line up
 * @returns {Promise<{ name: string, code: number, seconds: number }>}
 */
function run(step, width) {
  const began = performance.now();
  const prefix = `[${step.name}]`.padEnd(width + 2);
  // Colours survive the pipe when the terminal shows them.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : process.env;
  const child = spawn(step.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  for (const [stream, out] of /** @type {const} */ ([
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix} ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      process.stderr.write(`${prefix} could not start: ${error.message}\n`);
    });
    child.on('close', (code, signal) => {
      const seconds = Math.round((performance.now() - began) / 1000);
      const exit = code ?? (signal ? 1 : 0);
      console.log(`${prefix} ${exit === 0 ? 'passed' : `FAILED (exit ${code ?? signal})`} after ${seconds} s: ${step.command}`);
      resolve({ name: step.name, code: exit, seconds });
    });
  });
}

/** @param {Array<{ name: string, command: string }>} steps */
export async function runTogether(steps) {
  const width = Math.max(...steps.map((step) => step.name.length));
  const results = await Promise.all(steps.map((step) => run(step, width)));
  const timesFile = process.env.FIKRSPACE_PHASE_TIMES;
  if (timesFile) for (const result of results) appendFileSync(timesFile, `${result.name}: ${result.seconds} s${result.code === 0 ? '' : ' (failed)'}\n`);
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length) console.error(`Failed: ${failed.map((result) => result.name).join(', ')}`);
  return failed.length === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runTogether(parseSteps(process.argv.slice(2)));
}
