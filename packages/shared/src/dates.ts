/**
 * A real calendar day written `YYYY-MM-DD` (`2026-02-30` and `9999-99-99` are not): the pattern alone
 * lets impossible dates through to date arithmetic, which then throws.
 */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
