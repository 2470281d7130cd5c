import { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;
const INCIDENT_DATE_REQUIRED = 'Incident date is required';

/** The day an incident happened, as both forms take it: YYYY-MM-DD, not in the future. */
export const incidentDateSchema = z
  .string({ error: INCIDENT_DATE_REQUIRED })
  .trim()
  .min(1, INCIDENT_DATE_REQUIRED)
  .regex(/^\d{4}-\d{2}-\d{2}$/, INCIDENT_DATE_REQUIRED)
  .refine((value) => !Number.isNaN(Date.parse(value)), INCIDENT_DATE_REQUIRED)
  // A day of slack: the victim's today may already be tomorrow in UTC.
  .refine((value) => Date.parse(value) <= Date.now() + DAY_MS, 'The incident date cannot be in the future');
