/**
 * The page's local or session storage, or undefined where reading it throws (storage disabled,
 * a sandboxed frame): callers then keep nothing rather than fail.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}
