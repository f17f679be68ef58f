import { initialsOf } from './people-format';

/**
 * A member's picture, or their initials on a tinted disc when they have none. Decorative either
 * way: the name is written beside it.
 */
export function MemberAvatar({ name, avatarUrl }: { name: string; avatarUrl: string | null | undefined }) {
  if (avatarUrl) return <img src={avatarUrl} alt="" className="size-14 shrink-0 rounded-full border border-slate-200 object-cover dark:border-slate-700" data-testid="member-avatar" />;
  return (
    <span
      aria-hidden="true"
      className="flex size-14 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-lg font-semibold text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200"
      data-testid="member-initials"
    >
      {initialsOf(name)}
    </span>
  );
}
