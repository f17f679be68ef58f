export declare const SCORE_DEDUCTIONS: {
  readonly LCP: readonly (readonly [over: number, points: number])[];
  readonly FID: readonly (readonly [over: number, points: number])[];
  readonly CLS: readonly (readonly [over: number, points: number])[];
  readonly bundleBytes: readonly (readonly [over: number, points: number])[];
};

export interface ScoreInput {
  LCP?: number;
  FID?: number;
  CLS?: number;
  /** JavaScript loaded by the page, uncompressed bytes. */
  bundleBytes?: number;
}

export interface ScoreDeduction {
  measure: keyof ScoreInput;
  points: number;
}

export declare function performanceScore(input: ScoreInput): { score: number; deductions: ScoreDeduction[] };
