const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the staff member's own time zone, as a date input holds it (YYYY-MM-DD). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A stored moment as a datetime-local input shows it (local time); '' when it is not a date. */
export function toLocalDateTimeInput(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${localToday(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What a datetime-local input holds, as the moment to store (ISO, UTC); unchanged when it is not a date. */
export function fromLocalDateTimeInput(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
