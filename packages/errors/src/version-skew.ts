/** One shared singleton a remote was built against, in a version the shell does not provide. */
export interface SharedVersionSkew {
  /** The shared package, e.g. `@fikrspace/ui`. */
  package: string;
  /** The version range the remote was built for, e.g. `^2.0.0`. */
  required: string;
  /** The version the shell provides, e.g. `1.0.0`. */
  provided: string;
}

/**
 * A remote built against shared singletons the shell does not provide in a compatible version. It is
 * raised before any of the remote's code runs, so the remote's area shows the route error screen
 * while the shell and the other portals keep working. Redeploying the remote (or the shell) against
 * the same versions is the way out; the message names both sides so whoever reads it knows which.
 */
export class VersionSkewError extends Error {
  override readonly name = 'VersionSkewError';
  readonly portal: string;
  readonly skews: readonly SharedVersionSkew[];

  constructor(portal: string, skews: readonly SharedVersionSkew[]) {
    const list = skews.map((skew) => `${skew.package} ${skew.required} (this site provides ${skew.provided})`).join(', ');
    super(`The ${portal} portal was built against ${list}; it must be deployed again against the site's shared packages`);
    this.portal = portal;
    this.skews = skews;
  }
}

/** Read by shape as well as class: the error may come from another copy of this package. */
export function isVersionSkewError(error: unknown): error is VersionSkewError {
  if (error instanceof VersionSkewError) return true;
  if (error === null || typeof error !== 'object') return false;
  const candidate = error as { name?: unknown; portal?: unknown; skews?: unknown };
  return candidate.name === 'VersionSkewError' && typeof candidate.portal === 'string' && Array.isArray(candidate.skews);
}
