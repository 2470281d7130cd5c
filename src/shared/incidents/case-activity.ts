import { z } from 'zod';
import { listPageSchema, pageFields } from '../lists/list-query';

/**
 * Everything that happened on one case, in one timeline for staff (issue 25): changes to the case
 * (status, edits, its staff), messages both ways and internal notes, files and their review,
 * money trails, payout requests and decisions, applications, and the e-mails sent to the victim
 * about it (subject and state, never the body).
 */
export const caseActivityKinds = ['change', 'message', 'document', 'money_trail', 'payout', 'application', 'mail'] as const;
export type CaseActivityKind = (typeof caseActivityKinds)[number];

export const caseActivityKindLabels: Record<CaseActivityKind, string> = {
  change: 'Case changes',
  message: 'Messages and notes',
  document: 'Files',
  money_trail: 'Money trails',
  payout: 'Payouts',
  application: 'Applications',
  mail: 'E-mails to the victim',
};

/** `GET /api/admin/incidents/{id}/activity?kind&page&pageSize`: newest first. */
export const caseActivityQuerySchema = z.object({
  ...pageFields,
  kind: z.enum(['all', ...caseActivityKinds], 'Choose a kind of activity from the list').default('all'),
});
export type CaseActivityQuery = z.output<typeof caseActivityQuerySchema>;

export const caseActivityItemSchema = z.object({
  /** Unique in the case's timeline ('audit:12', 'message:7', 'payout-decided:3'). */
  key: z.string(),
  kind: z.enum(caseActivityKinds),
  at: z.string(),
  /** What happened, in words ("Payout requested: 850.00 USD"); a change's words come from its audit action. */
  title: z.string(),
  /** The audit action of a change ('incident.update.status'), which the screen names as the audit log does. */
  action: z.string().nullable(),
  /** More of it: a message's subject and words, a rejection's reason, a mail's state. */
  detail: z.string().nullable(),
  /** Who: a staff member's name, 'Victim', 'System'. */
  by: z.string().nullable(),
  /** An internal note the victim never sees. */
  internal: z.boolean(),
});
export type CaseActivityItem = z.infer<typeof caseActivityItemSchema>;

export const caseActivityPageSchema = listPageSchema(caseActivityItemSchema);
export type CaseActivityPage = z.infer<typeof caseActivityPageSchema>;
