import { type TotalsRow } from '@catering/domain';

/** Label and amount rows; the last row (SUBTOTAL or TOTAL) stands out. */
export function OrderTotalsList({ rows, label }: { rows: TotalsRow[]; label: string }) {
  return (
    <dl aria-label={label} className="space-y-1.5">
      {rows.map((row, index) => {
        const last = index === rows.length - 1;
        return (
          <div
            key={row.key}
            className={`flex items-baseline justify-between gap-4 ${last ? 'border-t border-masa-300 pt-2 text-lg font-extrabold' : ''}`}
          >
            <dt className="font-display font-bold tracking-wide [font-stretch:condensed]">
              {row.label}
            </dt>
            <dd
              className={`tabular-nums ${row.key === 'promotion' ? 'font-semibold text-verde-700' : ''}`}
            >
              {row.amount}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
