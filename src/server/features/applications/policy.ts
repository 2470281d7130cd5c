import { sql, type SQL } from 'drizzle-orm';
import { toCents } from '@shared/format/money';
import { recoveryApplications } from '../../kernel/db/schema/index';

/**
 * The applications that belong to an address's account (lower-cased by the caller): only those
 * whose e-mail was verified (D18), so an application sent in someone else's name reaches nobody
 * but staff.
 */
export function verifiedApplicationsOf(email: string): SQL {
  return sql`(lower(${recoveryApplications.email}) = ${email} and ${recoveryApplications.emailVerifiedAt} is not null)`;
}

type ApplicationKey = { platformName: string; lossAmount: string };

/** The spec's "already applied" check, made real: same platform name and the same loss amount. */
export function hasAppliedFor(applications: ApplicationKey[], platformName: string, lossAmount: string): boolean {
  const name = platformName.trim().toLowerCase();
  const cents = toCents(lossAmount);
  return applications.some((a) => a.platformName.trim().toLowerCase() === name && toCents(a.lossAmount) === cents);
}
