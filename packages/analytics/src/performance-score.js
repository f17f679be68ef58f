// Plain JavaScript so that the benchmark scripts (Node, no TypeScript) score pages with the very
// rules the browser uses; the types are in performance-score.d.ts.

/** Spec 001 §9: the performance score's deductions, the larger threshold first. */
export const SCORE_DEDUCTIONS = {
  LCP: [
    [4000, 25],
    [2500, 10],
  ],
  FID: [
    [300, 25],
    [100, 10],
  ],
  CLS: [
    [0.25, 25],
    [0.1, 10],
  ],
  bundleBytes: [[1024 * 1024, 15]],
};

/** 100 minus the deductions of spec 001 §9 for the measures at hand (a missing one deducts nothing). */
export function performanceScore(input) {
  const deductions = [];
  for (const measure of Object.keys(SCORE_DEDUCTIONS)) {
    const value = input[measure];
    if (value === undefined || value === null) continue;
    const hit = SCORE_DEDUCTIONS[measure].find(([over]) => value > over);
    if (hit) deductions.push({ measure, points: hit[1] });
  }
  return { score: Math.max(0, 100 - deductions.reduce((sum, { points }) => sum + points, 0)), deductions };
}
