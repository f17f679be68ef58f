import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every module specifier a source file imports or re-exports, type-only imports excluded. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1] ?? '');
}

function reachableModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) {
        seen.add(specifier);
        continue;
      }
      const target = path.resolve(path.dirname(file), `${specifier}.ts`);
      if (!seen.has(target)) {
        seen.add(target);
        pending.push(target);
      }
    }
  }
  return seen;
}

describe('the browser entry', () => {
  it('never reaches jsdom, so a browser bundle cannot include it', () => {
    const modules = reachableModules(path.join(here, 'index.ts'));
    expect(modules).toContain('dompurify');
    expect([...modules].filter((name) => name.includes('jsdom') || name.endsWith(`${path.sep}node.ts`))).toEqual([]);
  });

  it('is where the Node entry gets everything but its own sanitizeText', () => {
    expect(importsOf(path.join(here, 'node.ts'))).toEqual(['jsdom', './text-sanitizer', './index']);
  });
});
