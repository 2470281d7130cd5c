import { sql } from 'drizzle-orm';
import { formatCaseReference } from '@shared/format/case-reference';
import { fillPlaceholders } from '@shared/notifications/placeholders';
import type { Config } from '../../kernel/config';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import type { MailMessage } from '../../kernel/mail/mailer';
import type { ClaimedMail } from '../../kernel/mail/outbox/deliver-outbox';
import { renderMail } from '../../kernel/mail/render';
import { getPlatformName } from '../settings/queries';
import type { BulkParameters } from './bulk-parameters';
import { unsubscribeApiUrl, unsubscribePageUrl, unsubscribeToken } from './unsubscribe-token';

type Recipient = { id: number; email: string; full_name: string; latest_case: number | null };

/**
 * Writes the bulk mails of a claimed batch, each from its operation's subject and message with the
 * recipient's own name and case filled in, and the one-click unsubscribe headers (RFC 8058).
 */
export function bulkMailComposer(config: Pick<Config, 'publicUrl' | 'sessionSecret'>) {
  return async (db: Db, rows: ClaimedMail[]): Promise<Map<number, MailMessage>> => {
    const operationIds = [...new Set(rows.map((r) => r.bulk_operation_id).filter((id): id is number => id !== null))];
    const userIds = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
    const [operations, recipients, platformName] = await Promise.all([
      selectRows<{ id: number; parameters: BulkParameters }>(
        db,
        sql`select id, parameters from bulk_operations where id in (select value::int from jsonb_array_elements_text(${JSON.stringify(operationIds)}::jsonb))`,
      ),
      // A person's case is one they can see (D18: confirmed), the newest first.
      selectRows<Recipient>(
        db,
        sql`
          select u.id, u.email, u.full_name,
                 (select max(i.id) from fraud_incidents i where lower(i.victim_email) = lower(u.email) and i.confirmed_at is not null) as latest_case
          from user_profiles u
          where u.id in (select value::int from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))`,
      ),
      getPlatformName(db),
    ]);
    const operationById = new Map(operations.map((o) => [Number(o.id), o.parameters]));
    const recipientById = new Map(recipients.map((r) => [Number(r.id), r]));

    const messages = new Map<number, MailMessage>();
    for (const row of rows) {
      const parameters = row.bulk_operation_id === null ? undefined : operationById.get(row.bulk_operation_id);
      const recipient = row.user_id === null ? undefined : recipientById.get(row.user_id);
      if (!parameters || !recipient) continue;
      const values = {
        name: recipient.full_name,
        email: recipient.email,
        caseReference: recipient.latest_case === null ? 'your case' : formatCaseReference(Number(recipient.latest_case)),
        platformName,
      };
      const subject = fillPlaceholders(parameters.subject, values);
      const token = unsubscribeToken(config.sessionSecret, recipient.id);
      const body = renderMail({
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
