import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { editUserSchema, StaffUser } from '@shared/users/staff-schema';
import type { Db } from '../../kernel/db/client';
import { userProfiles } from '../../kernel/db/schema/index';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { findUserRow } from './find-user';
import { presentStaffUser } from './present-staff-user';

type Change =
  | { kind: 'verification'; isVerified: boolean }
  | { kind: 'edit'; values: z.output<typeof editUserSchema> };

/**
 * Verify/unverify (`PUT /users/{id}`) and the edit action (`POST /users/{id}/edit`): one locked
 * read, one write and one audit row with the fields before and after, in one transaction.
 */
export async function updateUser(db: Db, input: { id: number; change: Change; actor: AuditActor; ip?: string }): Promise<StaffUser> {
  return db.transaction(async (tx) => {
    const before = presentStaffUser(await findUserRow(tx, input.id, { forUpdate: true }));
    const values =
      input.change.kind === 'verification'
        ? { isVerified: input.change.isVerified }
        : { fullName: input.change.values.fullName, phone: input.change.values.phone ?? null, country: input.change.values.country };
    const [row] = await tx.update(userProfiles).set(values).where(eq(userProfiles.id, input.id)).returning();
    const after = presentStaffUser(row!);
    const fields = Object.keys(values) as (keyof typeof values & keyof StaffUser)[];
    const pick = (user: StaffUser) => Object.fromEntries(fields.map((field) => [field, user[field]]));
    await recordAudit(tx, {
      actor: input.actor,
      action:
        input.change.kind === 'edit' ? 'user.edited' : input.change.isVerified ? 'user.verified' : 'user.unverified',
      entity: { type: 'user_profile', id: input.id },
      before: pick(before),
      after: pick(after),
      ip: input.ip,
    });
    return after;
  });
}
