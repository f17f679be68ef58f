/** The public tables of this context. A startup's company profile, whose listed cards make the directory; its plan (milestones) and its achievements. */
export const TABLES = ['startup_profiles', 'milestones', 'achievements'] as const;
