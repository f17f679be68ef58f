/** A matrix identifier (cap_table, write, owner) beside its human name, always left to right. */
export function Identifier({ label, value }: { label: string; value: string }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <span>{label}</span>
      {label === value ? null : (
        <code dir="ltr" className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {value}
        </code>
      )}
    </span>
  );
}
