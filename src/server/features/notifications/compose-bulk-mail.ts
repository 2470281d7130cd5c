import { sql } from 'drizzle-orm';
import { isLocale, type Locale } from '@shared/i18n/locales';
import { formatCaseReference } from '@shared/format/case-reference';
import { fillPlaceholders } from '@shared/notifications/placeholders';
import type { Config } from '../../kernel/config';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import type { MailMessage } from '../../kernel/mail/mailer';
import type { ClaimedMail } from '../../kernel/mail/outbox/deliver-outbox';
import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';
import { offeredLocalesOf } from '../settings/locale';
import { getPlatformName } from '../settings/queries';
import type { BulkParameters } from './bulk-parameters';
import { unsubscribeApiUrl, unsubscribePageUrl, unsubscribeToken } from './unsubscribe-token';

type Recipient = { id: number; email: string; full_name: string; locale: string | null; latest_case: number | null; latest_case_locale: string | null };

/**
 * Writes the bulk mails of a claimed batch, each from its operation's subject and message with the
 * recipient's own name and case filled in, and the one-click unsubscribe headers (RFC 8058).
 */
export function bulkMailComposer(config: Pick<Config, 'publicUrl' | 'sessionSecret'>) {
  return async (db: Db, rows: ClaimedMail[]): Promise<Map<number, MailMessage>> => {
    const operationIds = [...new Set(rows.map((r) => r.bulk_operation_id).filter((id): id is number => id !== null))];
    const userIds = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
    const [operations, recipients, platformName, offered] = await Promise.all([
      selectRows<{ id: number; parameters: BulkParameters }>(
        db,
        sql`select id, parameters from bulk_operations where id in (select value::int from jsonb_array_elements_text(${JSON.stringify(operationIds)}::jsonb))`,
      ),
      // A person's case is one they can see (D18: confirmed), the newest first.
      selectRows<Recipient>(
        db,
        sql`
          select u.id, u.email, u.full_name, u.locale, latest.id as latest_case, latest.locale as latest_case_locale
          from user_profiles u
          left join lateral (
            select i.id, i.locale from fraud_incidents i
            where lower(i.victim_email) = lower(u.email) and i.confirmed_at is not null
            order by i.id desc limit 1
          ) latest on true
          where u.id in (select value::int from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`,
      ),
      getPlatformName(db),
      offeredLocalesOf(db),
    ]);
    const operationById = new Map(operations.map((o) => [Number(o.id), o.parameters]));
    const recipientById = new Map(recipients.map((r) => [Number(r.id), r]));

    const messages = new Map<number, MailMessage>();
    for (const row of rows) {
      const parameters = row.bulk_operation_id === null ? undefined : operationById.get(row.bulk_operation_id);
      const recipient = row.user_id === null ? undefined : recipientById.get(row.user_id);
      if (!parameters || !recipient) continue;
      // The operation's own words are staff's, as written; what Haven adds goes in the recipient's language.
      const locale = [recipient.locale, recipient.latest_case_locale].find((l): l is Locale => isLocale(l) && offered.includes(l)) ?? offered[0]!;
      const i18n = textsFor(locale);
      const values = {
        name: recipient.full_name,
        email: recipient.email,
        caseReference: recipient.latest_case === null ? i18n._({ id: 'mail.bulk.your-case', message: 'your case' }) : formatCaseReference(Number(recipient.latest_case)),
        platformName,
      };
      const subject = fillPlaceholders(parameters.subject, values);
      const token = unsubscribeToken(config.sessionSecret, recipient.id);
      const body = renderMail({
        locale,
        platformName,
        heading: subject,
        paragraphs: fillPlaceholders(parameters.message, values)
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean),
        unsubscribeUrl: unsubscribePageUrl(config.publicUrl, token),
      });
      messages.set(row.id, {
        to: recipient.email,
        subject,
        ...body,
        headers: {
          'List-Unsubscribe': `<${unsubscribeApiUrl(config.publicUrl, token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    }
    return messages;
  };
}
