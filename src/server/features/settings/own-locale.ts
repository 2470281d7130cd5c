import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import { LANGUAGE_NOT_OFFERED, type OwnLocale } from '@shared/i18n/own-locale';
import type { Dependencies } from '../../dependencies';
import { staffUsers, userProfiles } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { recordAudit, type Change } from '../audit/record-audit';
import { offeredLocalesOf } from './locale';

/** Whose account: the asker's own, named by the route from their session, never by the body. */
export type OwnAccount = { victimId: number } | { staffId: number };

/**
 * Keeps the language a signed-in person chose in the picker on their own account at once (sign-in
 * keeps it too, but only at the next one), so the next e-mail they get is in it. Only a language the
 * organisation offers; anything else is refused and nothing changes.
 */
export async function changeOwnLocale(deps: Pick<Dependencies, 'db'>, input: { account: OwnAccount; locale: Locale; by: Change }): Promise<OwnLocale> {
  return deps.db.transaction(async (tx) => {
    if (!(await offeredLocalesOf(tx)).includes(input.locale)) throw new AppError('VALIDATION_FAILED', LANGUAGE_NOT_OFFERED);
    const account =
      'victimId' in input.account
        ? { table: userProfiles, id: input.account.victimId, entity: 'user_profile', action: 'user.language_changed' }
        : { table: staffUsers, id: input.account.staffId, entity: 'admin_user', action: 'staff.language_changed' };
    const [before] = await tx.select({ locale: account.table.locale }).from(account.table).where(eq(account.table.id, account.id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'This account no longer exists.');
    if (before.locale !== input.locale) {
      await tx.update(account.table).set({ locale: input.locale }).where(eq(account.table.id, account.id));
      await recordAudit(tx, { actor: input.by.actor, action: account.action, entity: { type: account.entity, id: account.id }, before, after: { locale: input.locale }, ip: input.by.ip });
    }
    return { locale: input.locale };
  });
}
