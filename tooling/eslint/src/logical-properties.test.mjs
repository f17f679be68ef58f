import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PHYSICAL_CLASSES } from './logical-properties.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });
const FILE = path.join(root, 'packages/ui/src/x.tsx');

async function sideErrors(code) {
  const [result] = await eslint.lintText(code, { filePath: FILE });
  return result.messages.filter((message) => message.ruleId === 'better-tailwindcss/no-restricted-classes' || message.ruleId === 'no-restricted-syntax');
}

const element = (className) => `export const x = <div className="${className}" />;\n`;

describe('physical sides are lint errors in class names', () => {
  it.each(PHYSICAL_CLASSES.map(([physical, logical]) => [physical, logical]))('%s (use %s)', async (physical, logical) => {
    // text-left, float-right and clear-left are whole classes; the others take a value.
    const className = /^(?:text|float|clear)-/.test(physical) ? physical : `${physical}-2`;
    const errors = await sideErrors(element(`flex ${className} text-sm`));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain(`use ${logical}`);
  });

  it.each([
    ['with a variant', 'md:ml-4'],
    ['with two variants', 'dark:hover:pr-2'],
    ['negative', '-mr-1'],
    ['important', '!pl-3'],
    ['arbitrary', 'left-[3px]'],
    ['in a template literal', null],
  ])('%s', async (_case, className) => {
    const code = className ? element(className) : 'export const x = (open: boolean) => <div className={`flex ${open ? "ml-2" : "ms-0"}`} />;\n';
    expect(await sideErrors(code)).toHaveLength(1);
  });

  it.each(['ms-2 me-4 ps-1 pe-3', 'start-0 end-2 inset-x-0', 'border-s border-e-2 rounded-s-lg rounded-ee', 'text-start text-end', 'mt-2 mb-4 pt-1 pb-3 top-0 bottom-2 w-10 h-4'])('allows %s', async (className) => {
    expect(await sideErrors(element(className))).toEqual([]);
  });
});

describe('physical sides are lint errors in inline styles', () => {
  it.each([['marginLeft: 4'], ['paddingRight: 2'], ['left: 0'], ['right: 0'], ['borderLeftWidth: 1'], ["textAlign: 'right'"], ['borderTopLeftRadius: 4']])('style={{ %s }}', async (style) => {
    expect(await sideErrors(`export const x = <div style={{ ${style} }} />;\n`)).toHaveLength(1);
  });

  it.each([['marginInlineStart: 4'], ['insetInlineEnd: 0'], ["textAlign: 'start'"], ['top: 0']])('allows style={{ %s }}', async (style) => {
    expect(await sideErrors(`export const x = <div style={{ ${style} }} />;\n`)).toEqual([]);
  });
});

// Stylesheets are checked here rather than by a second linter: they are few and short.
const PHYSICAL_CSS = /(?:^|[\s;{])(?:(?:margin|padding|scroll-margin|scroll-padding|border)-(?:left|right)(?:-[a-z]+)?|left|right|border-(?:top|bottom)-(?:left|right)-radius)\s*:|text-align\s*:\s*(?:left|right)|float\s*:\s*(?:left|right)|@apply[^;]*\s(?:[a-z0-9-]+:)*!?-?(?:(?:ml|mr|pl|pr|left|right|border-l|border-r|rounded-[lr]|rounded-[tb][lr])(?:-|\s|;|$)|text-(?:left|right)\b)/m;

function stylesheets(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', '.turbo'].includes(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('stylesheets use logical sides', () => {
  const files = [...stylesheets(path.join(root, 'apps')), ...stylesheets(path.join(root, 'packages'))];

  it('finds the stylesheets', () => {
    expect(files.length).toBeGreaterThan(3);
  });

  it.each(files.map((file) => [path.relative(root, file)]))('%s', (file) => {
    const css = readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css.match(PHYSICAL_CSS)?.[0] ?? null).toBeNull();
  });

  it.each([['margin-left: 1rem'], ['  right: 0'], ['text-align: right'], ['border-top-left-radius: 2px'], ['@apply ml-2 flex']])('the check catches %s', (css) => {
    expect(PHYSICAL_CSS.test(`.x {${css};}`)).toBe(true);
  });

  it.each([['margin-inline-start: 1rem'], ['inset-inline-end: 0'], ['text-align: start'], ['@apply ms-2 flex']])('the check allows %s', (css) => {
    expect(PHYSICAL_CSS.test(`.x {${css};}`)).toBe(false);
  });
});
