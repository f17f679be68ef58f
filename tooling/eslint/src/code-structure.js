import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';
import { FORBIDDEN_TO_CONTEXTS, contextPackages } from './layers.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// eslint-module-utils loads a resolver named in settings from the folder of the linted file,
// where pnpm's isolated node_modules has none; an absolute path loads from anywhere.
const TYPESCRIPT_RESOLVER = createRequire(import.meta.url).resolve('eslint-import-resolver-typescript');

/** The app-wide folders of bulletproof-react: code any feature of the app may use. */
export const SHARED_FOLDERS = ['components', 'hooks', 'lib', 'types', 'utils', 'config', 'stores', 'testing'];

/** What puts an app together: its route table, entry points, and pages outside features. */
export const APP_LAYER = ['src/portal.ts', 'src/main.ts', 'src/standalone.ts', 'src/bootstrap.tsx', 'src/app.tsx', 'src/app/**', 'src/pages/**'];

const SAME_APP = { app: '{{ from.element.captured.app }}' };

/** Domain contexts (see layers.js): matched before the generic package element, so they get their own floor. */
const CONTEXTS = contextPackages(ROOT);
const CONTEXT_ELEMENTS = CONTEXTS.length > 0 ? [{ type: 'context', pattern: `packages/@(${CONTEXTS.join('|')})`, partialMatch: false, capture: ['package'] }] : [];
const APP_LAYER_OF_SAME_APP = { element: { type: 'app', captured: SAME_APP }, file: { categories: 'app-layer' } };

/**
 * Code flows shared -> features -> app layer, never back, and features never import each other
 * (bulletproof-react's rule, with the feature name captured so one policy covers every feature,
 * existing or future). Imports are resolved (relative .ts/.tsx paths and workspace packages
 * through their exports maps), so any spelling of a path lands in the same zone.
 */
export const codeStructureConfig = {
  files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { [TYPESCRIPT_RESOLVER]: {} },
    'boundaries/root-path': ROOT,
    'boundaries/include': ['apps/*/src/**', 'packages/*/src/**'],
    'boundaries/legacy-templates': false,
    'boundaries/elements': [
      { type: 'feature', pattern: 'apps/*/src/features/*', partialMatch: false, capture: ['app', 'feature'] },
      { type: 'shared', pattern: `apps/*/src/{${SHARED_FOLDERS.join(',')}}`, partialMatch: false, capture: ['app', 'folder'] },
      { type: 'app', pattern: 'apps/*', partialMatch: false, capture: ['app'] },
      ...CONTEXT_ELEMENTS,
      { type: 'package', pattern: 'packages/*', partialMatch: false, capture: ['package'] },
    ],
    'boundaries/files': [
      { category: 'app-layer', pattern: APP_LAYER.map((entry) => `apps/*/${entry}`) },
      { category: 'test', pattern: '**/*.test.{ts,tsx}' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'feature', captured: { ...SAME_APP, feature: '!{{ from.element.captured.feature }}' } } } },
            message:
              'Features never import each other ({{ from.element.captured.feature }} -> {{ to.element.captured.feature }}): compose them in the app layer, or move what both need to a shared folder.',
          },
          {
            from: { element: { type: 'shared' } },
            disallow: { to: { element: { type: 'feature', captured: SAME_APP } } },
            message: 'Shared code ({{ from.element.captured.folder }}) never imports a feature: code flows shared -> features -> app.',
          },
          {
            from: { element: { types: { anyOf: ['shared', 'feature'] } } },
            disallow: { to: APP_LAYER_OF_SAME_APP },
            message: 'Only the app layer imports the app layer (portal.ts, main.ts, app/, pages/ ...): code flows shared -> features -> app.',
          },
          {
            // Rendering the route table is how a test reaches a feature page through its real
            // route; tests are not shipped, so they do not reverse the flow of the app's code.
            from: { element: { types: { anyOf: ['shared', 'feature'] } }, file: { categories: 'test' } },
            allow: { to: APP_LAYER_OF_SAME_APP },
          },
          {
            from: { element: { types: { anyOf: ['package', 'context'] } } },
            disallow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } } },
            message: 'Packages never import apps: apps depend on packages, never the other way round.',
          },
          {
            from: { element: { type: 'package' } },
            disallow: { to: { element: { type: 'context' } } },
            message: 'Platform, identity and frame packages never import a domain context ({{ to.element.captured.package }}): contexts sit above them.',
          },
          {
            from: { element: { type: 'context' } },
            disallow: { to: { element: { type: 'context', captured: { package: '!{{ from.element.captured.package }}' } } } },
            message:
              'Contexts never import each other ({{ from.element.captured.package }} -> {{ to.element.captured.package }}): refer to rows by id and compose in an app, a SQL view or an RPC.',
          },
          {
            from: { element: { type: 'context' } },
            disallow: { to: { element: { type: 'package', captured: { package: `{${FORBIDDEN_TO_CONTEXTS.join(',')}}` } } } },
            message:
              'A domain context never imports {{ to.element.captured.package }}: it uses the platform packages, access, products, ui and the portal contract, and the app composes the rest.',
          },
        ],
      },
    ],
  },
};
