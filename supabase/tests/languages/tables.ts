/** The public tables of this context. Languages, translations, their usage and each user's preference. */
export const TABLES = ['languages', 'translation_values', 'translation_usage', 'user_language_preferences'] as const;
