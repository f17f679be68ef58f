/**
 * Component tests wait for what a page shows (Testing Library's findBy and waitFor). A page's code
 * loads lazily, as in the browser, and on CI's two shared cores, some days three times slower than
 * others, the first page of a file can take seconds to show: the library's one-second default then
 * fails a correct page. A wait that succeeds costs no more for the longer limit, and a wrong page
 * still fails, only later.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: process.env.CI ? 10_000 : 3_000 });
}
