import { LOGICAL_STYLE_SELECTORS } from './logical-properties.js';

const NO_SLEEP = 'Tests do not sleep: wait for what the test is about (an element, a request, expect.poll, vi.waitFor) or move the clock (vi.useFakeTimers, page.clock). docs/testing.md';
const NO_WALL_CLOCK = 'Tests do not assert on the wall clock: a slow machine makes them fail and a fast one proves nothing. Count the retries, or prove timings on fake timers. docs/testing.md';

/** The usual names of a promise's resolve function. */
const RESOLVE = '/^(resolve|res|r|done|wake)$/';

/**
 * Fixed sleeps and wall-clock assertions make a suite slow on a quiet day and flaky on a busy one
 * (the CI machine runs up to 3.7 times slower). A zero-delay timer ("the next task") is not a
 * sleep and stays allowed. Placed after the configs that set no-restricted-syntax for source files
 * (options replace, they do not merge), so a test file keeps the layout selectors too.
 */
export const testTimingConfig = {
  files: ['**/*.test.{ts,tsx,mjs}', 'e2e/tests/**/*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...LOGICAL_STYLE_SELECTORS,
      { selector: 'CallExpression[callee.property.name="waitForTimeout"]', message: NO_SLEEP },
      // `new Promise((resolve) => setTimeout(resolve, 50))`: a promise settled by nothing but time.
      // A timer that rejects a wait which never came (a give-up guard) is not a sleep.
      { selector: `CallExpression[callee.name="setTimeout"][arguments.0.name=${RESOLVE}][arguments.1.type="Literal"][arguments.1.value>0]`, message: NO_SLEEP },
      { selector: `CallExpression[callee.name="setTimeout"][arguments.0.name=${RESOLVE}][arguments.1.type="Identifier"]`, message: NO_SLEEP },
      { selector: 'CallExpression[callee.name="expect"] CallExpression[callee.object.name=/^(Date|performance)$/][callee.property.name="now"]', message: NO_WALL_CLOCK },
    ],
  },
};
