import { useSyncExternalStore } from 'react';
import { getAnalytics } from './analytics-services';
import type { Consent } from './consent';
import type { TrackInput } from './event';

const noop = () => false;

/**
 * Tracking for any page of the shell or a remote: events, conversions and errors go through the
 * shell's one tracker; without one (a remote run on its own) the calls do nothing.
 */
export function useAnalytics() {
  const services = getAnalytics();
  return {
    track: services ? (input: TrackInput) => services.tracker.track(input) : noop,
    trackConversion: services ? services.tracker.trackConversion : noop,
    trackError: services ? services.tracker.trackError : noop,
  };
}

const unknownConsent = () => 'unknown' as Consent;
const noSubscription = () => () => undefined;

/** The visitor's consent answer, kept current, and the way to give it. */
export function useConsent(): [Consent, (answer: Exclude<Consent, 'unknown'>) => void] {
  const consent = getAnalytics()?.consent;
  const value = useSyncExternalStore(consent?.subscribe ?? noSubscription, consent?.get ?? unknownConsent, unknownConsent);
  return [value, (answer) => consent?.set(answer)];
}
