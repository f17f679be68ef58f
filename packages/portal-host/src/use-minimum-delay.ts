import { useEffect, useState } from 'react';

/**
 * True until `ms` have passed since the page started loading. Measured from navigation start, so
 * it holds the loading screen on a cold load only, never on later in-app navigation.
 */
export function useMinimumDelay(ms: number): boolean {
  const remaining = () => ms - (typeof performance === 'undefined' ? ms : performance.now());
  const [waiting, setWaiting] = useState(() => remaining() > 0);
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setWaiting(false), Math.max(0, remaining()));
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- measured once per mount by design
  }, [waiting]);
  return waiting;
}
