import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { BACKEND_CONFIG_PATH, EARLY_FETCH_GLOBAL } from '@fikrspace/config';
import { describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_PATH } from '../remotes/runtime-config';

const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const firstInlineScript = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';

/** Runs the page's first inline script with nothing but fetch: what it asks for, and how. */
function runInlineScript() {
  const requests: Array<[string, RequestInit | undefined]> = [];
  const sandbox: Record<string, unknown> = {
    fetch: (path: string, init?: RequestInit) => {
      requests.push([path, init]);
      return Promise.resolve({ path });
    },
  };
  sandbox.window = sandbox;
  runInNewContext(firstInlineScript, sandbox);
  return { requests, early: sandbox[EARLY_FETCH_GLOBAL] as Record<string, Promise<unknown>> };
}

describe("the shell page's early requests", () => {
  it('asks for the two files the start-up reads first, before any module runs', () => {
    const { requests, early } = runInlineScript();
    expect(requests).toEqual([
      [RUNTIME_CONFIG_PATH, { cache: 'no-cache' }],
      [BACKEND_CONFIG_PATH, { cache: 'no-cache' }],
    ]);
    expect(Object.keys(early)).toEqual([RUNTIME_CONFIG_PATH, BACKEND_CONFIG_PATH]);
  });
});
