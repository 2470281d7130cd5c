import { describe, expect, it } from 'vitest';
import { applicationSummarySchema } from './applications/schema';
import { applicationStatuses } from './applications/status';
import { caseDetailsSchema, moneyTrailViewSchema } from './cases/schema';
import { documentViewSchema } from './documents/schema';
import { documentStatuses } from './documents/status';
import { incidentStatuses } from './incidents/status';
import { moneyTrailStatuses } from './money-trails/status';
import { payoutSummarySchema } from './payouts/schema';
import { payoutStatuses } from './payouts/status';
import { publicSearchIncidentSchema } from './search/schema';

type StatusOf = { safeParse: (value: unknown) => { success: boolean } };

// Each response names the statuses its record can be in, from the one machine in src/shared.
const responses: [string, StatusOf, readonly string[]][] = [
  ['application summary', applicationSummarySchema.shape.status, applicationStatuses],
  ['case details incident', caseDetailsSchema.shape.incident.shape.status, incidentStatuses],
  ['money trail', moneyTrailViewSchema.shape.status, moneyTrailStatuses],
  ['document', documentViewSchema.shape.status, documentStatuses],
  ['payout summary', payoutSummarySchema.shape.status, payoutStatuses],
  ['search result incident', publicSearchIncidentSchema.shape.status, incidentStatuses],
];

describe('response statuses', () => {
  it.each(responses)('%s: takes every status of its machine and nothing else', (_name, status, statuses) => {
    for (const value of statuses) expect(status.safeParse(value).success).toBe(true);
    for (const value of ['', 'Pending', 'archived']) expect(status.safeParse(value).success).toBe(false);
  });
});
