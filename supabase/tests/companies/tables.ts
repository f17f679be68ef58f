/** The public tables of this context. A startup's company profile, whose listed cards make the directory. */
export const TABLES = ['startup_profiles'] as const;
