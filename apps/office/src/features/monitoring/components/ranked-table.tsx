import { useNumberFormat } from '../hooks/use-number-format';

/** A ranked list as a table: readable by screen readers, and exact where a chart is approximate. */
export function RankedTable({ rows, labelHeader, valueHeader, emptyText }: { rows: { label: string; value: string | number }[]; labelHeader: string; valueHeader: string; emptyText: string }) {
  const number = useNumberFormat();
  if (!rows.length) return <p className="text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>;
  return (
    <table className="w-full table-fixed text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-start text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <th scope="col" className="py-2 text-start font-medium">
            {labelHeader}
          </th>
          <th scope="col" className="w-2/5 py-2 text-end font-medium">
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
            <td className="truncate py-2 pe-3" title={row.label}>
              <bdi dir="ltr">{row.label}</bdi>
            </td>
            <td className="py-2 text-end tabular-nums">{typeof row.value === 'number' ? number.count(row.value) : row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
