/** A request with the query's signal when there is one (its own module: the route's prefetch imports the overview's fetcher, and nothing heavier). */
export const withSignal = <R extends { abortSignal: (signal: AbortSignal) => R }>(request: R, signal?: AbortSignal): R => (signal ? request.abortSignal(signal) : request);
