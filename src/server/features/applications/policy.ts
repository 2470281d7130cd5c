import { sql, type SQL } from 'drizzle-orm';
import { toMinor } from '@shared/money/decimal';
import { recoveryApplications } from '../../kernel/db/schema/index';

/**
 * The applications that belong to an address's account (lower-cased by the caller): only those
 * whose e-mail was verified (D18), so an application sent in someone else's name reaches nobody
 * but staff.
 */
export function verifiedApplicationsOf(email: string): SQL {
  return sql`(lower(${recoveryApplications.email}) = ${email} and ${recoveryApplications.emailVerifiedAt} is not null)`;
}

type Loss = { lossAmount: string; currency: string };
type ApplicationKey = Loss & { platformName: string };

/** The spec's "already applied" check, made real: same platform name and the same loss, in the same currency. */
export function hasAppliedFor(applications: ApplicationKey[], platformName: string, loss: Loss): boolean {
  const name = platformName.trim().toLowerCase();
  const units = toMinor(loss.lossAmount, loss.currency);
  return applications.some(
    (a) => a.platformName.trim().toLowerCase() === name && a.currency === loss.currency && toMinor(a.lossAmount, a.currency) === units,
  );
}
