import type { UserExportQuery } from '@shared/users/admin-schema';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema/index';
import type { Clock } from '../../dependencies';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { csvRow } from './csv-cell';
import { userFilter } from './list-users';

// Read a batch at a time, so a large directory never sits in one result set.
export const EXPORT_BATCH_SIZE = 500;

const header = ['ID', 'Email', 'Full name', 'Phone', 'Country', 'Verified', 'Joined', 'Last updated'];

/**
 * Every profile matching the list's filter as CSV (not only the page on screen). The audit row
 * records the filter and the count, never the rows: the log must not become a copy of the data.
 */
export async function exportUsersCsv(
  deps: { db: Db; clock: Clock },
  input: { query: UserExportQuery; actor: AuditActor; ip?: string },
): Promise<{ csv: string; filename: string; rows: number }> {
  const { where, orderBy } = userFilter(input.query);
  // One snapshot for every batch (repeatable read), so a row added or removed meanwhile cannot
  // shift the offsets and repeat or skip someone; the audit row commits with it.
  const { parts, rows } = await deps.db.transaction(
    async (tx) => {
      const parts = [csvRow(header)];
      let rows = 0;
      for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
        const batch = await tx.select().from(userProfiles).where(where).orderBy(...orderBy).limit(EXPORT_BATCH_SIZE).offset(offset);
        for (const user of batch) {
          parts.push(
            csvRow([
              user.id,
              user.email,
              user.fullName,
              user.phone,
              user.country,
              user.isVerified ? 'yes' : 'no',
              user.createdAt.toISOString(),
              user.updatedAt.toISOString(),
            ]),
          );
        }
        rows += batch.length;
        if (batch.length < EXPORT_BATCH_SIZE) break;
      }
      await recordAudit(tx, {
        actor: input.actor,
        action: 'user.exported',
        entity: { type: 'user_profile' },
        after: { filter: { q: input.query.q ?? null, status: input.query.status, sort: input.query.sort }, rows },
        ip: input.ip,
      });
      return { parts, rows };
    },
    { isolationLevel: 'repeatable read' },
  );
  const day = deps.clock().toISOString().slice(0, 10);
  return { csv: parts.join(''), filename: `users-${day}.csv`, rows };
}
