/** Options of the currency formatter. */
export interface CurrencyFormatOptions {
  /** Drop ".00" from whole-dollar amounts. */
  trimZeroCents?: boolean;
}

/** Formats cents as dollars with $, thousands separators and 2 decimals ("$1,234.50", "-$5", "$12"). */
export function formatCurrency(
  cents: number,
  { trimZeroCents = false }: CurrencyFormatOptions = {},
): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  const dollars = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (absolute % 100).toString().padStart(2, '0');
  if (trimZeroCents && fraction === '00') return `${sign}$${dollars}`;
  return `${sign}$${dollars}.${fraction}`;
}
