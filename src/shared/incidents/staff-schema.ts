import { z } from 'zod';
import { tagSchema } from '../tags/schema';
import { responseClockSchema } from './response-clock';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { MAX_LOSS_AMOUNT } from '../limits';
import { amountInItsCurrency } from '../money/amount-in-currency';
import { DEFAULT_CURRENCY, currencySchema } from '../money/currencies';
import { compareDecimals } from '../money/decimal';
import { amountSchema } from '../money/amount-schema';
import { staffMoneyTrailSchema } from '../money-trails/staff-schema';
import { emailSchema, idParamSchema, idSchema } from '../schemas';
import {
  financialDataSchema,
  financialDataViewSchema,
  outsideContactSchema,
  requiredDocumentSchema,
  timelineEventSchema,
} from './case-data';
import { reportConfirmations } from './confirmation';
import { fraudTypes } from './fraud-types';
import { incidentDateSchema } from './incident-date';
import { incidentStatuses } from './status';

// The staff incidents API (`/api/admin/incidents`): what the server validates with and what the
// staff screens build their forms from. Additive changes only: the web side is built on it.

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const INVALID_AMOUNT_MESSAGE = 'Please enter a valid amount';

/** Reports not yet confirmed as their e-mail owner's (D18) are a filter of their own. */
export const UNCONFIRMED_FILTER = 'unconfirmed';
export const incidentListStatuses = [...incidentStatuses, UNCONFIRMED_FILTER] as const;
export type IncidentListStatus = (typeof incidentListStatuses)[number];

export const incidentListSorts = ['newest', 'oldest', 'loss_desc', 'updated', 'due'] as const;
export type IncidentListSort = (typeof incidentListSorts)[number];

/** The owner filter's words beside a staff id: my own cases, and cases nobody owns yet. */
export const OWNER_ME = 'me';
export const OWNER_NOBODY = 'unassigned';

/** Beyond this many matches a filtered list stops counting and says "1,000+". */
export const FILTER_COUNT_CAP = 1_000;

const reportedDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the date as YYYY-MM-DD')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), 'That date does not exist');
const lossBoundSchema = amountSchema({ required: 'Enter an amount', invalid: INVALID_AMOUNT_MESSAGE });

/**
 * `GET /api/admin/incidents?page&pageSize&q&status&sort&owner&fraudType&reportedFrom&reportedTo&minLoss&maxLoss`.
 * `q` matches the platform name, the victim's e-mail, the description (anywhere, % and _ literal)
 * and a case reference ('FR-000123', 'fr-123' or a bare number). `status` is 'all', one of D12's,
 * or 'unconfirmed'. `owner` is a staff id, 'me' or 'unassigned' (no owner yet); the reported dates
 * are days in UTC, both ends included; the loss bounds are amounts, both ends included.
 */
export const incidentListQuerySchema = listQuerySchema(incidentListStatuses, incidentListSorts)
  .extend({
    owner: z
      .string()
      .trim()
      .regex(/^(me|unassigned|[1-9]\d{0,9})$/, "Owner is a staff member's id, me or unassigned")
      .optional(),
    fraudType: z.enum(fraudTypes, 'Choose a fraud type from the list').optional(),
    reportedFrom: reportedDateSchema.optional(),
    reportedTo: reportedDateSchema.optional(),
    minLoss: lossBoundSchema.optional(),
    maxLoss: lossBoundSchema.optional(),
    /** Cases carrying this tag (issue 26). */
    tag: idSchema('Choose a tag from the list').optional(),
    /** Cases whose response-target clock is due soon or overdue (issue 26). */
    due: z.enum(['soon', 'overdue'], 'Due is soon or overdue').optional(),
  })
  .superRefine((query, context) => {
    if (query.reportedFrom && query.reportedTo && query.reportedFrom > query.reportedTo) {
      context.addIssue({ code: 'custom', path: ['reportedTo'], message: 'The last day comes before the first' });
    }
    if (query.minLoss && query.maxLoss && compareDecimals(query.minLoss, query.maxLoss) > 0) {
      context.addIssue({ code: 'custom', path: ['maxLoss'], message: 'The largest amount is below the smallest' });
    }
  });
export type IncidentListQuery = z.output<typeof incidentListQuerySchema>;

/** Whether a query filters by more than its search and status (the list then counts up to FILTER_COUNT_CAP). */
export function hasIncidentFilters(query: Pick<IncidentListQuery, 'owner' | 'fraudType' | 'reportedFrom' | 'reportedTo' | 'minLoss' | 'maxLoss' | 'tag' | 'due'>): boolean {
  return Boolean(query.owner || query.fraudType || query.reportedFrom || query.reportedTo || query.minLoss || query.maxLoss || query.tag || query.due);
}

/** The staff member who owns a case, as a list row shows them. */
export const caseOwnerSchema = z.object({ id: z.number().int(), displayName: z.string() });
export type CaseOwner = z.infer<typeof caseOwnerSchema>;

/** An incident as staff see it. */
export const staffIncidentSchema = z.object({
  id: z.number().int(),
  /** 'FR-000123' */
  reference: z.string(),
  /** The victim's e-mail. */
  email: z.string(),
  lossAmount: z.string(),
  /** The case's currency: its loss, recovered amounts and payouts are in it (issue 28). */
  currency: z.string(),
  incidentDate: z.string(),
  status: z.enum(incidentStatuses),
  fraudType: z.string().nullable(),
  description: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  timelineEvents: z.array(z.object({ title: z.string(), date: z.string(), description: z.string() })),
  financialData: financialDataViewSchema.nullable(),
  /** People outside the organisation on the case (a lawyer, say): a contact list that grants nothing. Staff on the case: `GET /incidents/{id}/staff`. */
  outsideContacts: z.array(z.object({ name: z.string(), role: z.string(), email: z.string() })),
  requiredDocuments: z.array(
    z.object({ name: z.string(), description: z.string(), status: requiredDocumentSchema.shape.status.unwrap() }),
  ),
  /** null while the report is unconfirmed (D18). */
  confirmedAt: z.string().nullable(),
  confirmedVia: z.enum(reportConfirmations).nullable(),
  /** The value an update must send back in `If-Match` (also the response's ETag, quoted). */
  version: z.number().int(),
  /** Set when this case was merged into another as its duplicate (issue 26): the case to open instead. */
  mergedIntoId: z.number().int().nullable(),
});
export type StaffIncident = z.infer<typeof staffIncidentSchema>;

export const staffIncidentPlatformSchema = z.object({ id: z.number().int(), name: z.string() });
export type StaffIncidentPlatform = z.infer<typeof staffIncidentPlatformSchema>;

export const staffIncidentRowSchema = z.object({ incident: staffIncidentSchema, platform: staffIncidentPlatformSchema });
export type StaffIncidentRow = z.infer<typeof staffIncidentRowSchema>;

/** A row of the list: the incident, its platform, and its owner (null while nobody owns it). */
export const staffIncidentListRowSchema = staffIncidentRowSchema.extend({ owner: caseOwnerSchema.nullable(), tags: z.array(tagSchema), clock: responseClockSchema.nullable() });
export type StaffIncidentListRow = z.infer<typeof staffIncidentListRowSchema>;

export const incidentListPageSchema = listPageSchema(staffIncidentListRowSchema);
export type IncidentListPage = z.infer<typeof incidentListPageSchema>;

/** `GET /api/admin/incidents/summary`: the tiles, over every incident (not the page). */
export const incidentSummarySchema = z.object({
  open: z.number().int(),
  /** Incidents under_investigation. */
  investigating: z.number().int(),
  resolved: z.number().int(),
  /**
   * The sum of every loss per currency, as exact decimal strings, never added across currencies
   * (issue 28): `[{ currency: 'USD', amount: '12000.00' }, { currency: 'EUR', amount: '7750.00' }]`,
   * USD first, then by code; empty when no loss is recorded.
   */
  totalLoss: z.array(z.object({ currency: z.string(), amount: z.string() })),
  unconfirmed: z.number().int(),
});
export type IncidentSummary = z.infer<typeof incidentSummarySchema>;

/** A linked money_trails row, as the financials section lists it. */
export const incidentMoneyTrailSchema = staffMoneyTrailSchema.omit({ incidentId: true, reference: true, description: true, createdAt: true, updatedAt: true });
export type IncidentMoneyTrail = z.infer<typeof incidentMoneyTrailSchema>;

/** `GET /api/admin/incidents/:id` (with `ETag: "<version>"`). */
export const incidentDetailSchema = staffIncidentRowSchema.extend({
  moneyTrails: z.array(incidentMoneyTrailSchema),
  tags: z.array(tagSchema),
  /** The response target's clock that runs on the case, if one does (issue 26). */
  clock: responseClockSchema.nullable(),
});
export type IncidentDetail = z.infer<typeof incidentDetailSchema>;

export const incidentIdParamsSchema = idParamSchema;

const requiredText = z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim();

/**
 * `POST /api/admin/incidents`. Platform name, victim e-mail and amount are required; the date
 * defaults to today (server's UTC day) and the status to open. The amount is an exact decimal string
 * (a JSON number with at most two decimals is taken too).
 */
/** The fields alone, for schemas built on them (the case import); `createIncidentSchema` checks them together. */
export const createIncidentFieldsSchema = z
  .object({
    platformName: requiredText
      .min(1, REQUIRED_FIELDS_MESSAGE)
      .max(200, 'The platform name is too long (maximum 200 characters)'),
    victimEmail: requiredText.min(1, REQUIRED_FIELDS_MESSAGE).pipe(emailSchema(INVALID_EMAIL_MESSAGE)),
    amount: amountSchema({ required: REQUIRED_FIELDS_MESSAGE, invalid: INVALID_AMOUNT_MESSAGE, max: MAX_LOSS_AMOUNT }),
    currency: currencySchema.default(DEFAULT_CURRENCY),
    description: z
      .string()
      .trim()
      .max(10_000, 'The description is too long (maximum 10,000 characters)')
      .optional()
      .default(''),
    /** YYYY-MM-DD; empty or absent means today. */
    incidentDate: z.union([z.literal(''), incidentDateSchema]).optional(),
    status: z.enum(incidentStatuses, { error: 'Please choose a valid status' }).optional().default('open'),
  })
  .strict();
export const createIncidentSchema = createIncidentFieldsSchema.superRefine(amountInItsCurrency('amount'));
export type CreateIncidentInput = z.input<typeof createIncidentSchema>;
export type CreateIncidentFields = z.output<typeof createIncidentSchema>;

// The six bodies of `PUT /api/admin/incidents/:id`; a request sends exactly one of them.

const statusSchema = z.enum(incidentStatuses, { error: 'Please choose a valid status' });

export const updateStatusBodySchema = z.object({ status: statusSchema }).strict();

/** Giving a case another victim address moves the case and its money: an admin's change only (D17). */
export const CASE_EMAIL_ADMIN_ONLY = "Only an admin can change the victim's e-mail address of a case";

export const updateBasicInfoBodySchema = z
  .object({
    victimEmail: z.string({ error: REQUIRED_FIELDS_MESSAGE }).pipe(emailSchema(INVALID_EMAIL_MESSAGE)),
    lossAmount: amountSchema({ required: REQUIRED_FIELDS_MESSAGE, invalid: INVALID_AMOUNT_MESSAGE, max: MAX_LOSS_AMOUNT }),
    /** The case's currency; absent keeps the one it has (issue 28). */
    currency: currencySchema.optional(),
    incidentDate: incidentDateSchema,
    status: statusSchema,
    description: z
      .string()
      .trim()
      .max(10_000, 'The description is too long (maximum 10,000 characters)')
      .nullable()
      .optional()
      .default(''),
  })
  .strict()
  .superRefine(amountInItsCurrency('lossAmount'));

export const MAX_CASE_ENTRIES = 200;
const tooMany = `At most ${MAX_CASE_ENTRIES} entries can be saved`;

export const updateTimelineBodySchema = z
  .object({ timelineEvents: z.array(timelineEventSchema).max(MAX_CASE_ENTRIES, tooMany) })
  .strict();
export const updateFinancialDataBodySchema = z
  .object({
    financialData: financialDataSchema.extend({
      transactions: financialDataSchema.shape.transactions.unwrap().max(MAX_CASE_ENTRIES, tooMany).default([]),
    }),
  })
  .strict();
export const updateOutsideContactsBodySchema = z
  .object({ outsideContacts: z.array(outsideContactSchema).max(MAX_CASE_ENTRIES, tooMany) })
  .strict();
export const updateRequiredDocumentsBodySchema = z
  .object({ requiredDocuments: z.array(requiredDocumentSchema).max(MAX_CASE_ENTRIES, tooMany) })
  .strict();

export type UpdateStatusBody = z.input<typeof updateStatusBodySchema>;
export type UpdateBasicInfoBody = z.input<typeof updateBasicInfoBodySchema>;
export type UpdateTimelineBody = z.input<typeof updateTimelineBodySchema>;
export type UpdateFinancialDataBody = z.input<typeof updateFinancialDataBodySchema>;
export type UpdateOutsideContactsBody = z.input<typeof updateOutsideContactsBodySchema>;
export type UpdateRequiredDocumentsBody = z.input<typeof updateRequiredDocumentsBodySchema>;
export type UpdateIncidentBody =
  | UpdateStatusBody
  | UpdateBasicInfoBody
  | UpdateTimelineBody
  | UpdateFinancialDataBody
  | UpdateOutsideContactsBody
  | UpdateRequiredDocumentsBody;

/** Which section an update changes; the kinds name the body that carries it. */
export const incidentUpdateKinds = ['status', 'basic', 'timeline', 'financial', 'contacts', 'documents'] as const;
export type IncidentUpdateKind = (typeof incidentUpdateKinds)[number];

const bodySchemas = {
  status: updateStatusBodySchema,
  basic: updateBasicInfoBodySchema,
  timeline: updateTimelineBodySchema,
  financial: updateFinancialDataBodySchema,
  contacts: updateOutsideContactsBodySchema,
  documents: updateRequiredDocumentsBodySchema,
} as const;

const basicOnlyKeys = ['victimEmail', 'lossAmount', 'currency', 'incidentDate', 'description'];
const sectionKeyOf: Record<string, IncidentUpdateKind> = {
  timelineEvents: 'timeline',
  financialData: 'financial',
  outsideContacts: 'contacts',
  requiredDocuments: 'documents',
};

export const MIXED_UPDATE_MESSAGE = 'An update changes one section at a time: send one of the six kinds of change';
export const EMPTY_UPDATE_MESSAGE = 'Nothing to update: send one of the six kinds of change';

/** Which of the six bodies `body` is meant to be, from its keys; a message when it is none or several. */
export function incidentUpdateKindOf(body: Record<string, unknown>): IncidentUpdateKind | { problem: string } {
  const keys = Object.keys(body);
  if (keys.length === 0) return { problem: EMPTY_UPDATE_MESSAGE };
  const unknown = keys.filter((key) => key !== 'status' && !basicOnlyKeys.includes(key) && !(key in sectionKeyOf));
  if (unknown.length > 0) return { problem: `Unknown field: ${unknown[0]!.slice(0, 60)}` };
  const kinds = new Set<IncidentUpdateKind>();
  for (const key of keys) {
    if (basicOnlyKeys.includes(key)) kinds.add('basic');
    else if (key in sectionKeyOf) kinds.add(sectionKeyOf[key]!);
  }
  // `status` alone is the status body; beside the basic fields it is one of them.
  if (kinds.size === 0) return 'status';
  if (kinds.size > 1 || (keys.includes('status') && !kinds.has('basic'))) return { problem: MIXED_UPDATE_MESSAGE };
  return [...kinds][0]!;
}

/**
 * The body of `PUT /api/admin/incidents/:id`: exactly one of the six, told apart by its keys.
 * Parses to `{ kind, ...fields }`.
 */
export const incidentUpdateSchema = z
  .record(z.string(), z.unknown(), { error: EMPTY_UPDATE_MESSAGE })
  .transform((body, ctx) => {
    const kind = incidentUpdateKindOf(body);
    if (typeof kind !== 'string') {
      ctx.issues.push({ code: 'custom', message: kind.problem, input: body });
      return z.NEVER;
    }
    const parsed = bodySchemas[kind].safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.issues.push({ ...issue, input: undefined } as never);
      return z.NEVER;
    }
    return { kind, ...parsed.data } as IncidentUpdate;
  });

/**
 * The same body as `incidentUpdateSchema`, as a plain object schema (each field checked by the
 * body it belongs to): what the route declares, so tools that read a route's fields can. It
 * parses once, to the typed `{ kind, ...fields }`.
 */
export const incidentUpdateBodySchema = z
  .object({
    status: z.unknown().optional(),
    victimEmail: z.unknown().optional(),
    lossAmount: z.unknown().optional(),
    currency: z.unknown().optional(),
    incidentDate: z.unknown().optional(),
    description: z.unknown().optional(),
    timelineEvents: z.unknown().optional(),
    financialData: z.unknown().optional(),
    outsideContacts: z.unknown().optional(),
    requiredDocuments: z.unknown().optional(),
  })
  .catchall(z.unknown())
  .transform((body, ctx): IncidentUpdate => {
    const parsed = incidentUpdateSchema.safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.issues.push({ ...issue, input: undefined } as never);
    return z.NEVER;
  });

export type IncidentUpdate =
  | ({ kind: 'status' } & z.output<typeof updateStatusBodySchema>)
  | ({ kind: 'basic' } & z.output<typeof updateBasicInfoBodySchema>)
  | ({ kind: 'timeline' } & z.output<typeof updateTimelineBodySchema>)
  | ({ kind: 'financial' } & z.output<typeof updateFinancialDataBodySchema>)
  | ({ kind: 'contacts' } & z.output<typeof updateOutsideContactsBodySchema>)
  | ({ kind: 'documents' } & z.output<typeof updateRequiredDocumentsBodySchema>);

/** `POST /api/admin/incidents/:id/discard` answers this; confirm answers an `staffIncidentRowSchema`. */
export const discardIncidentResponseSchema = z.object({ discarded: z.literal(true), id: z.number().int() });

/** The If-Match/ETag value of a version: a strong entity tag. */
export function incidentEtag(version: number): string {
  return `"${version}"`;
}
