import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { BACKEND_CONFIG_PATH, EARLY_FETCH_GLOBAL } from '@fikrspace/config';
import { describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_PATH } from '../remotes/runtime-config';

const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const firstInlineScript = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';

/**
 * Runs the page's first inline script with fetch and a document that is prerendered or not: what
 * it asks for, and how. Frame and timer callbacks run only when the test calls `nextFrame`.
 */
function runInlineScript({ prerendered = false, early = {} as Record<string, unknown> } = {}) {
  const requests: Array<[string, RequestInit | undefined]> = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const sandbox: Record<string, unknown> = {
    fetch: (path: string, init?: RequestInit) => {
      requests.push([path, init]);
      return Promise.resolve({ path });
    },
    document: { documentElement: { hasAttribute: (name: string) => prerendered && name === 'data-prerendered' } },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  sandbox.window = sandbox;
  runInNewContext(firstInlineScript, sandbox);
  const fetches = sandbox[EARLY_FETCH_GLOBAL] as Record<string, unknown>;
  Object.assign(fetches, early);
  const nextFrame = () => {
    frames.splice(0).forEach((callback) => callback());
    timers.splice(0).forEach((callback) => callback());
  };
  return { requests, fetches, nextFrame };
}

const ASKED = [
  [RUNTIME_CONFIG_PATH, { cache: 'no-cache' }],
  [BACKEND_CONFIG_PATH, { cache: 'no-cache' }],
];

describe("the shell page's early requests", () => {
  it('asks for the two files the start-up reads first, before any module runs', () => {
    const { requests, fetches } = runInlineScript();
    expect(requests).toEqual(ASKED);
    expect(Object.keys(fetches)).toEqual([RUNTIME_CONFIG_PATH, BACKEND_CONFIG_PATH]);
  });

  it('on a prerendered page asks once the first frame is drawn', () => {
    const { requests, fetches, nextFrame } = runInlineScript({ prerendered: true });
    expect(requests).toEqual([]);
    nextFrame();
    expect(requests).toEqual(ASKED);
    expect(Object.keys(fetches)).toEqual([RUNTIME_CONFIG_PATH, BACKEND_CONFIG_PATH]);
  });

  it('leaves alone a file the start-up code asked for before that frame', () => {
    const { requests, nextFrame } = runInlineScript({ prerendered: true, early: { [RUNTIME_CONFIG_PATH]: null } });
    nextFrame();
    expect(requests).toEqual([[BACKEND_CONFIG_PATH, { cache: 'no-cache' }]]);
  });
});
