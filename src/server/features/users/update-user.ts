import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { editUserSchema, StaffUser } from '@shared/users/staff-schema';
import type { Dependencies } from '../../dependencies';
import { userProfiles } from '../../kernel/db/schema/index';
import { recordAudit, type Change } from '../audit/record-audit';
import { findUserRow } from './find-user';
import { presentStaffUser } from './present-staff-user';

/** What changes on the profile (who changes it is `by`). */
type UserEdit =
  | { kind: 'verification'; isVerified: boolean }
  | { kind: 'edit'; values: z.output<typeof editUserSchema> };

/**
 * Verify/unverify (`PUT /users/{id}`) and the edit action (`POST /users/{id}/edit`): one locked
 * read, one write and one audit row with the fields before and after, in one transaction.
 */
export async function updateUser(deps: Pick<Dependencies, 'db'>, input: { id: number; edit: UserEdit; by: Change }): Promise<StaffUser> {
  const { edit, by } = input;
  return deps.db.transaction(async (tx) => {
    const before = presentStaffUser(await findUserRow({ db: tx }, { id: input.id, forUpdate: true }));
    const values =
      edit.kind === 'verification'
        ? { isVerified: edit.isVerified }
        : { fullName: edit.values.fullName, phone: edit.values.phone ?? null, country: edit.values.country };
    const [row] = await tx.update(userProfiles).set(values).where(eq(userProfiles.id, input.id)).returning();
    const after = presentStaffUser(row!);
    const fields = Object.keys(values) as (keyof typeof values & keyof StaffUser)[];
    const pick = (user: StaffUser) => Object.fromEntries(fields.map((field) => [field, user[field]]));
    await recordAudit(tx, {
      actor: by.actor,
      action: edit.kind === 'edit' ? 'user.edited' : edit.isVerified ? 'user.verified' : 'user.unverified',
      entity: { type: 'user_profile', id: input.id },
      before: pick(before),
      after: pick(after),
      ip: by.ip,
    });
    return after;
  });
}
