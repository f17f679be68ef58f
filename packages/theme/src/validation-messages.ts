import type * as z from 'zod/mini';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/**
 * zod/mini ships no message texts (that keeps it small), so the few kinds of issue a theme or a
 * config file can have are written out here, in words an author of one can act on.
 */
export function describeIssue(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `must be ${article(issue.expected)}`;
    case 'unrecognized_keys':
      return `has unknown ${issue.keys.length === 1 ? 'key' : 'keys'} ${issue.keys.join(', ')}`;
    case 'invalid_key':
      return 'has a key that is not allowed';
    case 'invalid_union':
      return 'is not a valid value';
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'too_small':
    case 'too_big':
      return 'is out of range';
    default:
      return undefined;
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** `tokens.colors.primary.500 must be a hex colour ...`, at most three issues, joined. */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  const lines = issues.slice(0, 3).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path} ${issue.message}` : issue.message;
  });
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
  return `${lines.join('; ')}${more}`;
}
