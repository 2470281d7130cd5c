import { z } from 'zod';
import { MAX_LEDGER_AMOUNT } from '../limits';
import { readCurrencyThresholds } from '../money/currency-thresholds';
import { formatMoney } from '../money/format-money';
import { idSchema } from '../schemas';

/**
 * The five things an alert rule can watch for. Each fires once per record it finds (a platform in
 * a window, an incident, a document, a conversation, a payout), never twice for the same one.
 */
export const alertTriggerTypes = ['platform_reports', 'large_loss', 'document_waiting', 'message_unanswered', 'payout_unpaid'] as const;
export type AlertTriggerType = (typeof alertTriggerTypes)[number];

export const alertTriggerLabels: Record<AlertTriggerType, string> = {
  platform_reports: 'A platform is reported many times',
  large_loss: 'A large loss is reported',
  document_waiting: 'A document waits for review',
  message_unanswered: "A victim's message is unanswered",
  payout_unpaid: 'An approved payout is not paid',
};

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/**
 * A large loss is one above the amount set for its own currency, "USD 10000, EUR 9000" (issue 28;
 * a bare number, as rules were stored before, is USD). No rate is ever applied: a loss in a currency
 * the rule does not name raises no alert.
 */
const LARGE_LOSS_RULE = { allowZero: false, max: MAX_LEDGER_AMOUNT, required: true } as const;
export const largeLossThresholds = (amount: string) => readCurrencyThresholds(amount, LARGE_LOSS_RULE).thresholds ?? new Map<string, string>();

const amount = z
  .string({ error: 'Please enter an amount' })
  .trim()
  .superRefine((value, ctx) => {
    const { problem } = readCurrencyThresholds(value, LARGE_LOSS_RULE);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const alertConditionsSchema = z.discriminatedUnion(
  'triggerType',
  [
    z.object({ triggerType: z.literal('platform_reports'), count: whole('The number of reports', 2, 10_000), days: whole('The number of days', 1, 365) }),
    z.object({ triggerType: z.literal('large_loss'), amount }),
    z.object({ triggerType: z.literal('document_waiting'), hours: whole('The number of hours', 1, 24 * 90) }),
    z.object({ triggerType: z.literal('message_unanswered'), hours: whole('The number of hours', 1, 24 * 90) }),
    z.object({ triggerType: z.literal('payout_unpaid'), days: whole('The number of days', 1, 365) }),
  ],
  { error: 'Please choose what the alert watches for' },
);
export type AlertConditions = z.output<typeof alertConditionsSchema>;

/** The rule's condition in words, as the list and the e-mails say it. */
export function describeAlertCondition(conditions: AlertConditions): string {
  switch (conditions.triggerType) {
    case 'platform_reports':
      return `A platform is reported ${conditions.count} times within ${conditions.days} ${conditions.days === 1 ? 'day' : 'days'}`;
    case 'large_loss': {
      const above = [...largeLossThresholds(conditions.amount)].map(([currency, threshold]) => formatMoney(threshold, currency)).join(' or ');
      return `A loss above ${above} is reported`;
    }
    case 'document_waiting':
      return `A document waits for review longer than ${conditions.hours} ${conditions.hours === 1 ? 'hour' : 'hours'}`;
    case 'message_unanswered':
      return `A victim's message is unanswered longer than ${conditions.hours} ${conditions.hours === 1 ? 'hour' : 'hours'}`;
    case 'payout_unpaid':
      return `An approved payout is not paid after ${conditions.days} ${conditions.days === 1 ? 'day' : 'days'}`;
  }
}

/** `POST/PUT /api/admin/alerts`. */
export const alertInputSchema = z.object({
  name: z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(120, 'The name is too long (at most 120 characters)'),
  conditions: alertConditionsSchema,
  /** The staff members the rule e-mails when it fires; every staff member sees it under the bell. */
  notifyStaffIds: z.array(idSchema('Please choose staff members from the list')).max(50, 'Please choose at most 50 staff members').default([]),
  isActive: z.boolean().default(true),
});
export type AlertInput = z.input<typeof alertInputSchema>;

export const alertRuleSchema = z.object({
  id: z.number(),
  name: z.string(),
  conditions: alertConditionsSchema,
  description: z.string(),
  notifyStaff: z.array(z.object({ id: z.number(), name: z.string() })),
  isActive: z.boolean(),
  lastTriggered: z.string().nullable(),
  triggerCount: z.number(),
  createdAt: z.string(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;
export const alertRuleListSchema = z.object({ items: z.array(alertRuleSchema) });

export const alertEventSchema = z.object({
  id: z.number(),
  alertId: z.number(),
  alertName: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  unread: z.boolean(),
});
export type AlertEvent = z.infer<typeof alertEventSchema>;

/** `GET /api/admin/alerts/events?page&pageSize`: what the rules found, newest first. */
export const alertEventQuerySchema = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').max(1_000_000).default(1),
  pageSize: z.coerce.number().int('Page size must be a whole number').min(1, 'Page size must be 1 or more').max(100, 'Page size must be at most 100').default(25),
});
export const alertEventPageSchema = z.object({ items: z.array(alertEventSchema), total: z.number(), unread: z.number() });
export type AlertEventPage = z.infer<typeof alertEventPageSchema>;
export const alertUnreadSchema = z.object({ unread: z.number() });
