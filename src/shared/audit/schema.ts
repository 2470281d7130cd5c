import { z } from 'zod';
import { pageFields } from '../lists/list-query';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const optionalText = (label: string) => z.string().trim().max(200, `${label} is too long`).optional();

/**
 * The audit log's filters (`?entityType&entityId&actor&action&from&to&page&pageSize`). Dates are
 * whole days; `to` includes its own day. A caseworker may only ask for one record's history (D17).
 */
export const auditLogQuerySchema = z
  .object({
    entityType: z
      .string()
      .trim()
      .max(60, 'Record type is too long')
      .regex(/^[a-z_]*$/, 'Record type is a table name such as fraud_incident')
      .optional(),
    entityId: optionalText('Record id'),
    actor: optionalText('Actor'),
    action: optionalText('Action'),
    from: z.string().regex(isoDate, 'From must be a date (YYYY-MM-DD)').optional(),
    to: z.string().regex(isoDate, 'To must be a date (YYYY-MM-DD)').optional(),
    ...pageFields,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'From must be on or before To', path: ['to'] });

export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/**
 * The records whose history a caseworker may read (D17: case work). Staff accounts, settings and
 * the demo data are admin business: their history is read in the full log, by admins.
 */
export const caseworkerHistoryTypes = [
  'user_profile',
  'fraud_incident',
  'recovery_application',
  'payout_request',
  'money_trail',
  'document',
  'message',
] as const;

export const isCaseworkerHistoryType = (entityType: string): boolean =>
  (caseworkerHistoryTypes as readonly string[]).includes(entityType);

export const auditActorTypes = ['admin', 'victim', 'api_key', 'system'] as const;

/** One audit row as staff see it. */
export const auditLogItemSchema = z.object({
  id: z.number().int(),
  actorType: z.enum(auditActorTypes),
  actorId: z.string().nullable(),
  actorLabel: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLogItem = z.output<typeof auditLogItemSchema>;

export const auditLogPageSchema = z.object({ items: z.array(auditLogItemSchema), total: z.number().int().nonnegative() });
export type AuditLogPage = z.output<typeof auditLogPageSchema>;

/** The overview's recent activity: who did what to which record, without the record's contents. */
export const recentActivityItemSchema = auditLogItemSchema.omit({ before: true, after: true, ip: true });
export type RecentActivityItem = z.output<typeof recentActivityItemSchema>;
export const recentActivitySchema = z.array(recentActivityItemSchema);

/** How many rows the overview shows. */
export const RECENT_ACTIVITY_LIMIT = 10;
