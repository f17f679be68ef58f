import type { SiteId } from './types';

/**
 * Spec 001 §2.12, first list. Each entry is a run of whole path segments that may appear anywhere
 * in the path; `*` stands for any one segment (the spec's `startupView/` names the page of one
 * startup, so something must follow it).
 */
export const BUG_REPORT_HIDDEN_SEGMENTS: ReadonlyArray<readonly string[]> = [
  ['fikrmarketplace'],
  ['accelerator'],
  ['startup-detail'],
  ['mentor-detail'],
  ['vc-detail'],
  ['startupview', '*'],
  ['pitchplatform'],
  ['mentor'],
  ['gov'],
  ['fikrpitch'],
  ['bootcamp'],
  ['scaleup-bootcamp'],
  ['score', 'benchmarks'],
  ['fikrscore', 'assessment'],
  ['fikrscore', 'pre-assessment'],
];

/** Spec 001 §2.12, second list: the segment right after a leading /fikrspace. */
export const BUG_REPORT_HIDDEN_UNDER_FIKRSPACE: readonly string[] = ['fikrmarketplace', 'pitchplatform', 'investor', 'mentor', 'accelerator', 'gov', 'fikrpitch'];

/** Spec 001 §2.12: the one host (by the site the host map gives it) where the button never shows. */
export const BUG_REPORT_HIDDEN_HOST_SITE: SiteId = 'government';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape cannot name any of the listed segments; compare it as written.
    return segment;
  }
}

/**
 * The path's segments as the router matches them: query and fragment cut off, empty segments
 * (doubled or trailing slashes) dropped, escapes decoded, lower-cased because routes match
 * case-insensitively.
 */
export function pathSegments(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeSegment(segment).toLowerCase());
}

function containsRun(segments: readonly string[], run: readonly string[]): boolean {
  for (let start = 0; start + run.length <= segments.length; start += 1) {
    if (run.every((part, offset) => part === '*' || segments[start + offset] === part)) return true;
  }
  return false;
}

/** The site a host name is mapped to by the run-time host map, or null in path-prefix mode. */
export function hostSiteOf(hostname: string, hostMap: Readonly<Record<string, SiteId>>): SiteId | null {
  const host = hostname.toLowerCase();
  // Own keys only: a host called "constructor" must not find Object.prototype's.
  return Object.hasOwn(hostMap, host) ? (hostMap[host] ?? null) : null;
}

/** Whether the floating bug-report button shows on a page (spec 001 §2.12). */
export function isBugReportButtonVisible(pathname: string, hostSite: SiteId | null): boolean {
  if (hostSite === BUG_REPORT_HIDDEN_HOST_SITE) return false;
  const segments = pathSegments(pathname);
  if (segments[0] === 'fikrspace' && segments[1] !== undefined && BUG_REPORT_HIDDEN_UNDER_FIKRSPACE.includes(segments[1])) return false;
  return !BUG_REPORT_HIDDEN_SEGMENTS.some((run) => containsRun(segments, run));
}
