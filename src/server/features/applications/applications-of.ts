import { sql, type SQL } from 'drizzle-orm';
import { recoveryApplications } from '../../db/schema/index';

/**
 * The applications that belong to an address's account (lower-cased by the caller): only those
 * whose e-mail was verified (D18), so an application sent in someone else's name reaches nobody
 * but staff.
 */
export function verifiedApplicationsOf(email: string): SQL {
  return sql`(lower(${recoveryApplications.email}) = ${email} and ${recoveryApplications.emailVerifiedAt} is not null)`;
}
