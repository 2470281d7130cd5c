import { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether YYYY-MM-DD (the start of `text`) is a day the calendar has: not 2025-02-30 or 2025-04-31. */
export function isCalendarDay(text: string): boolean {
  const day = text.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
}

const INCIDENT_DATE_REQUIRED = 'Incident date is required';

/** The day an incident happened, as both forms take it: YYYY-MM-DD, not in the future. */
export const incidentDateSchema = z
  .string({ error: INCIDENT_DATE_REQUIRED })
  .trim()
  .min(1, INCIDENT_DATE_REQUIRED)
  .regex(/^\d{4}-\d{2}-\d{2}$/, INCIDENT_DATE_REQUIRED)
  .refine((value) => !Number.isNaN(Date.parse(value)), INCIDENT_DATE_REQUIRED)
  // Date.parse takes 2025-02-30 as 2 March; the date column refuses it (a server error, or a
  // whole import lost for one row): a day the calendar does not have is refused here.
  .refine((value) => Number.isNaN(Date.parse(value)) || isCalendarDay(value), 'That date does not exist')
  // A day of slack: the victim's today may already be tomorrow in UTC.
  .refine((value) => Date.parse(value) <= Date.now() + DAY_MS, 'The incident date cannot be in the future');
