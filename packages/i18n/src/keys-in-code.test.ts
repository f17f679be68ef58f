import type { ResourceLanguage } from 'i18next';
import { JsxLexer, type JsxLexerConfig } from 'i18next-parser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NAMESPACE } from './namespaces';
import { localeFileResources } from './testing';

declare module 'i18next-parser' {
  /** A key as the lexer finds it: its namespace when the code names one, and the call's options as written. */
  interface ExtractedKey {
    key: string;
    namespace?: string;
    keyPrefix?: string;
    count?: unknown;
  }

  // The package exports its lexers without declaring them.
  export class JsxLexer {
    constructor(options?: Omit<JsxLexerConfig, 'lexer'>);
    extract(content: string, filename?: string): ExtractedKey[];
  }
}

/** Source texts by file path. */
type Sources = Record<string, string>;

const REPOSITORY_ROOT = new URL('../../../', import.meta.url);

/**
 * The code that can show a text: every app's and package's sources, by their path in the
 * repository. Tests and test helpers are left out, as they name keys of their own making to test
 * the lookup itself.
 */
const SOURCES: Sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../../../{apps,packages}/*/src/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/testing.{ts,tsx}', '!**/testing/**', '!**/node_modules/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, text]) => [new URL(path, import.meta.url).href.slice(REPOSITORY_ROOT.href.length), text]),
);

/** The namespace of a `t` from `useTranslation(portal.id)`: only known once the page runs. */
const RUN_TIME = '\u0000run-time';

/**
 * The site part of a domain context's namespace, `${portal.id}/<context>`: each app that bundles
 * the context serves it under its own site, so a key must be found under every `<site>/<context>`.
 */
const ANY_SITE = '*';

/** `${anything}/name`, the namespace a context's translation hook builds, as `*\/name`. */
function contextNamespace(expression: ts.Expression): string | undefined {
  if (!ts.isTemplateExpression(expression) || expression.head.text !== '' || expression.templateSpans.length !== 1) return undefined;
  const tail = expression.templateSpans[0]!.literal.text;
  return /^\/[\w-]+$/.test(tail) ? `${ANY_SITE}${tail}` : undefined;
}

interface UsedKey {
  file: string;
  /** `null` when the namespace is chosen at run time, so the key cannot be looked up here. */
  namespace: string | null;
  key: string;
  plural: boolean;
}

function parse(path: string, text: string): ts.SourceFile {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function unwrap(expression: ts.Expression): ts.Expression {
  return ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isParenthesizedExpression(expression) ? unwrap(expression.expression) : expression;
}

/** The namespace a literal names: a string, or the first of an array, the one `t` reads. */
function literalNamespace(expression: ts.Expression): string | undefined {
  const value = unwrap(expression);
  if (ts.isStringLiteralLike(value)) return value.text;
  if (ts.isArrayLiteralExpression(value)) {
    const first = value.elements[0];
    return first && ts.isStringLiteralLike(first) ? first.text : undefined;
  }
  return undefined;
}

/** Module-level `const NAME = 'namespace'` (or an array of namespaces) of one file. */
function namespaceConstants(file: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer && literalNamespace(declaration.initializer);
      if (ts.isIdentifier(declaration.name) && value !== undefined) constants.set(declaration.name.text, value);
    }
  }
  return constants;
}

function isExported(statement: ts.Statement): boolean {
  return ts.canHaveModifiers(statement) && (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

/** The namespace an expression names in a file, or {@link RUN_TIME}. */
type NamespaceResolver = (file: ts.SourceFile, expression: ts.Expression) => string;

/**
 * How each file's namespace arguments read: its own constants first, then constants other files
 * export under a name no two files share (an import of `THEMES_NAMESPACE` can only mean that one).
 */
function namespaceResolver(files: ts.SourceFile[]): NamespaceResolver {
  const local = new Map(files.map((file) => [file, namespaceConstants(file)]));
  const exported = new Map<string, string | null>();
  for (const file of files) {
    const constants = local.get(file)!;
    for (const statement of file.statements.filter(isExported)) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const { name } of statement.declarationList.declarations) {
        const value = ts.isIdentifier(name) ? constants.get(name.text) : undefined;
        if (!ts.isIdentifier(name) || value === undefined) continue;
        exported.set(name.text, exported.has(name.text) && exported.get(name.text) !== value ? null : value);
      }
    }
  }
  return (file, expression) => {
    const value = unwrap(expression);
    const literal = literalNamespace(value) ?? contextNamespace(value);
    if (literal !== undefined) return literal;
    if (!ts.isIdentifier(value)) return RUN_TIME;
    return local.get(file)!.get(value.text) ?? exported.get(value.text) ?? RUN_TIME;
  };
}

/** The namespace argument of a `useTranslation(...)` call. */
function namespaceArgument(node: ts.Node): ts.Expression | undefined {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useTranslation' ? node.arguments[0] : undefined;
}

/**
 * Hooks that only hand back `useTranslation(namespace)`, such as the office's
 * `useThemesTranslation()`: their callers' `t` reads that namespace, which nothing at the call
 * names.
 */
function namespaceHooks(files: ts.SourceFile[], resolve: NamespaceResolver): Map<string, string> {
  const hooks = new Map<string, string>();
  for (const file of files) {
    for (const statement of file.statements) {
      let name: string | undefined;
      let body: ts.Node | undefined;
      if (ts.isFunctionDeclaration(statement) && statement.body?.statements.length === 1) {
        const only = statement.body.statements[0]!;
        [name, body] = [statement.name?.text, ts.isReturnStatement(only) ? only.expression : undefined];
      } else if (ts.isVariableStatement(statement) && statement.declarationList.declarations.length === 1) {
        const declaration = statement.declarationList.declarations[0]!;
        const initializer = declaration.initializer && unwrap(declaration.initializer);
        if (ts.isIdentifier(declaration.name) && initializer && ts.isArrowFunction(initializer) && !ts.isBlock(initializer.body)) [name, body] = [declaration.name.text, initializer.body];
      }
      const argument = body && namespaceArgument(body);
      if (!name?.startsWith('use') || !argument) continue;
      const namespace = resolve(file, argument);
      // Two hooks of one name in different files: which one a caller imports is not known here.
      hooks.set(name, hooks.has(name) && hooks.get(name) !== namespace ? RUN_TIME : namespace);
    }
  }
  return hooks;
}

/** A namespace as a literal the lexer reads. */
function quote(namespace: string): string {
  return JSON.stringify(namespace);
}

/**
 * One top-level declaration as the lexer should read it: every namespace argument written as the
 * literal it stands for (or as {@link RUN_TIME}), and the names its `t` goes by.
 */
function forLexer(file: ts.SourceFile, statement: ts.Statement, resolve: NamespaceResolver, hooks: Map<string, string>): { text: string; functions: string[] } {
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const replace = (node: ts.Node, text: string) => edits.push({ start: node.getStart(), end: node.getEnd(), text });
  // `const { t: text } = useTranslation(...)`: the lexer reads a renamed `t` only when told its name.
  const functions = new Set(['t']);
  const visit = (node: ts.Node): void => {
    const argument = namespaceArgument(node);
    if (argument) replace(argument, quote(resolve(file, argument)));
    // A hook's arguments may choose the site part of a context's namespace (`*\/name` either way).
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const namespace = hooks.get(node.expression.text);
      if (namespace !== undefined) replace(node, `useTranslation(${quote(namespace)})`);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'ns') replace(node.initializer, quote(resolve(file, node.initializer)));
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'ns') replace(node, `ns: ${quote(resolve(file, node.name))}`);
    if (ts.isBindingElement(node) && node.propertyName && ts.isIdentifier(node.propertyName) && node.propertyName.text === 't' && ts.isIdentifier(node.name)) {
      functions.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(statement);

  let text = statement.getFullText();
  const offset = statement.getFullStart();
  for (const edit of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, edit.start - offset) + edit.text + text.slice(edit.end - offset);
  return { text, functions: [...functions] };
}

/**
 * The keys the code passes to a translation function as literals, read by i18next-parser's lexer.
 * Templates and variables are left out: what they name is only known at run time.
 *
 * The lexer takes a `useTranslation('ns')` as the namespace of every key after it in the text it
 * is given, and cannot follow a constant or a hook. So each top-level declaration (one component
 * or hook) is given to it alone, with its namespace arguments written as literals first.
 */
function keysUsed(sources: Sources): UsedKey[] {
  const files = Object.entries(sources).map(([path, text]) => parse(path, text));
  const resolve = namespaceResolver(files);
  const hooks = namespaceHooks(files, resolve);
  return files.flatMap((file) =>
    file.statements.flatMap((statement) => {
      const { text, functions } = forLexer(file, statement, resolve, hooks);
      return new JsxLexer({ functions, namespaceFunctions: ['useTranslation'] }).extract(text, file.fileName).map((found) => {
        const namespace = found.namespace || DEFAULT_NAMESPACE;
        return {
          file: file.fileName,
          namespace: namespace === RUN_TIME ? null : namespace,
          key: found.keyPrefix ? `${found.keyPrefix}.${found.key}` : found.key,
          plural: found.count !== undefined,
        };
      });
    }),
  );
}

/** i18next's plural suffixes: a key used with `count` is written as its forms. */
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];

function valueAt(bundle: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

/** Each used key English has no text for, as `namespace:key (file)`. */
function missingKeys(used: UsedKey[], english: ResourceLanguage): string[] {
  const missing = used.flatMap(({ file, namespace: own, key: written, plural }) => {
    // `ns:key` names its namespace itself, as i18next reads it.
    const separator = written.indexOf(':');
    const [namespace, key] = separator > 0 ? [written.slice(0, separator), written.slice(separator + 1)] : [own, written];
    if (namespace === null) return [];
    const has = (bundle: unknown) => typeof valueAt(bundle, key) === 'string' || (plural && PLURAL_SUFFIXES.some((suffix) => typeof valueAt(bundle, `${key}_${suffix}`) === 'string'));
    const bundles = namespace.startsWith(`${ANY_SITE}/`) ? Object.entries(english).filter(([name]) => name.endsWith(namespace.slice(ANY_SITE.length)) && name.split('/').length === 2) : [[namespace, english[namespace]] as const];
    const found = bundles.length > 0 && bundles.every(([, bundle]) => has(bundle));
    return found ? [] : [`${namespace}:${key} (${file})`];
  });
  return [...new Set(missing)].sort();
}

describe('the translation keys the code uses', () => {
  const english = localeFileResources().en ?? {};
  const used = keysUsed(SOURCES);

  it('all have an English text', () => {
    expect(missingKeys(used, english)).toEqual([]);
  });

  it('are found in the shell, in packages and in a remote, each under the namespace its `t` reads', () => {
    const found = used.map((entry) => `${entry.namespace}:${entry.key} (${entry.file})`);
    expect(found).toContain('common:loading (packages/ui/src/loading-screen.tsx)');
    expect(found).toContain('common:unexpectedError.title (apps/shell/src/app.tsx)');
    // Through `useThemesTranslation()`, whose namespace is an exported constant.
    expect(found).toContain('office/themes:page.title (apps/office/src/features/themes/components/themes-page.tsx)');
    // Through `{ ns: ACCESS_NAMESPACE }` beside `useTranslation(LABEL_NAMESPACES)`.
    expect(found).toContain('office/access:unknownOrganizationType (apps/office/src/features/access/hooks/use-access-labels.ts)');
    // Through `useCapTableTranslation()`, a context's hook whose namespace is `${portal.id}/cap-table`.
    expect(found).toContain('*/cap-table:addTitle (packages/cap-table/src/components/stakeholder-form.tsx)');
  });
});

describe('the check of used keys', () => {
  const english: ResourceLanguage = {
    common: { loading: 'Loading...', items_one: 'One item', items_other: '{{count, number}} items' },
    portal: { title: 'Portal' },
    'office/themes': { page: { title: 'Themes' } },
  };

  function check(sources: Sources): string[] {
    return missingKeys(keysUsed(sources), english);
  }

  it('reports a key English lacks, with its namespace and file', () => {
    const source = "export function Page() {\n  const { t } = useTranslation();\n  return <p>{t('loading')} {t('nowhere.toBeFound')}</p>;\n}\n";
    expect(check({ 'page.tsx': source })).toEqual(['common:nowhere.toBeFound (page.tsx)']);
  });

  it('finds a plural key by its base when used with count, and only then', () => {
    const component = (call: string) => `export function Items({ count }: { count: number }) {\n  const { t } = useTranslation();\n  return <p>{${call}}</p>;\n}\n`;
    expect(check({ 'items.tsx': component("t('items', { count })") })).toEqual([]);
    expect(check({ 'items.tsx': component("t('items', { count: 2 })") })).toEqual([]);
    expect(check({ 'items.tsx': component("t('items')") })).toEqual(['common:items (items.tsx)']);
  });

  it('looks a key up in the namespace its options or its `ns:` prefix name', () => {
    const source = "export function Title() {\n  const { t } = useTranslation();\n  return <h1>{t('title', { ns: 'portal' })} {t('portal:title')} {t('loading', { ns: 'portal' })}</h1>;\n}\n";
    expect(check({ 'title.tsx': source })).toEqual(['portal:loading (title.tsx)']);
  });

  it('follows a namespace held in a constant and a hook that hands it on, component by component', () => {
    const hook = "import { useTranslation } from 'react-i18next';\nexport const THEMES = 'office/themes';\nexport function useThemes() {\n  return useTranslation(THEMES);\n}\n";
    const page =
      "export function Page() {\n  const { t } = useThemes();\n  return <h1>{t('page.title')} {t('loading')}</h1>;\n}\n" +
      "export function Footer() {\n  const { t } = useTranslation();\n  return <p>{t('loading')} {t('page.title')}</p>;\n}\n";
    expect(check({ 'hook.ts': hook, 'page.tsx': page })).toEqual(['common:page.title (page.tsx)', 'office/themes:loading (page.tsx)']);
  });

  it('looks a context hook’s keys up under every site that serves the context, and finds none where no site does', () => {
    const hook = "export function useLedgerTranslation() {\n  return useTranslation(`${useCurrentRoute().portal.id}/ledger`);\n}\n";
    const page = "export function Ledger() {\n  const { t } = useLedgerTranslation();\n  return <h1>{t('title')} {t('total')}</h1>;\n}\n";
    const sources = { 'hook.ts': hook, 'page.tsx': page };
    const both = { ...english, 'portal/ledger': { title: 'Ledger', total: 'Total' }, 'startup/ledger': { title: 'Ledger' } };
    expect(missingKeys(keysUsed(sources), both)).toEqual(['*/ledger:total (page.tsx)']);
    expect(missingKeys(keysUsed(sources), english)).toEqual(['*/ledger:title (page.tsx)', '*/ledger:total (page.tsx)']);
  });

  it('reads keys below the key prefix their `useTranslation` names', () => {
    const source = "export function Title() {\n  const { t } = useTranslation('office/themes', { keyPrefix: 'page' });\n  return <h1>{t('title')} {t('subtitle')}</h1>;\n}\n";
    expect(check({ 'title.tsx': source })).toEqual(['office/themes:page.subtitle (title.tsx)']);
  });

  it('reads a renamed `t` in its own namespace, and leaves out keys of a namespace chosen at run time and non-literal keys', () => {
    const source =
      "export function Route({ portal, route }: Props) {\n  const { t } = useTranslation();\n  const { t: themes } = useTranslation('office/themes');\n  const { t: text } = useTranslation(portal.id);\n" +
      "  return <h1>{themes('page.title')} {themes('loading')} {text('anything')} {text(route.title)} {t(`pages.${route.id}`)} {t('absent')}</h1>;\n}\n";
    expect(check({ 'route.tsx': source })).toEqual(['common:absent (route.tsx)', 'office/themes:loading (route.tsx)']);
  });
});
