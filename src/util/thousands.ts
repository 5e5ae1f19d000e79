/**
 * A count with thousands separators, as `n.toLocaleString("en-US")` writes an
 * integer: 12345 → "12,345". Written out because the first toLocaleString in a
 * process sets up ICU's number formatter, about 9 ms on the bench machine, and a
 * run's usage line pays it in every run for commas only.
 */
export function thousands(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en-US");
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
