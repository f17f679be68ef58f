/**
 * A string that exists only in each shared library's own code: a downloaded file containing one
 * carries a copy of that library. Used by the end-to-end tests and the web benchmark to count copies.
 */
export const LIBRARY_SIGNATURES = {
  react: /prototype\.isReactComponent/,
  'react-dom': /__reactContainer\$/,
  'react-router': /You cannot render a <Router> inside another <Router>/,
  i18next: /missingKeyHandler/,
  'zustand and @fikrspace/app-store': /zustand persist middleware/,
  'federation runtime': /\[ Federation Runtime \]/,
  '@fikrspace/ui': /portal-sidebar/,
  '@fikrspace/portal-kit': /Unknown OAuth provider: /,
  '@supabase/supabase-js': /AuthSessionMissingError/,
  '@tanstack/react-query': /No QueryClient set, use QueryClientProvider to set one/,
  '@fikrspace/db': /The database client is not ready/,
  '@fikrspace/session': /No organization assigned to user/,
  // A domain context bundled into a remote must still use the shell's data layer, not a copy.
  '@fikrspace/data': /An organization id is required for this data/,
};
