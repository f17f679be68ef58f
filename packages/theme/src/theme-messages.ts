/** Spec 000 §4, §5 and §8: the theme system's messages, word for word. */
export const THEME_MESSAGES = {
  loadFailed: 'Failed to load themes',
  applyFailed: 'Failed to apply theme',
  invalidStructure: 'Invalid theme structure',
  notFound: (id: string) => `Theme ${id} not found`,
  importFailed: (reason: string) => `Failed to import theme: ${reason}`,
} as const;
