import { sql, type SQL } from 'drizzle-orm';
import { fraudIncidents } from '../../db/schema/index';

/**
 * The incidents a victim sees as their own: reported with their address (lower-cased by the
 * caller) and confirmed as theirs (D18). Every victim-facing query of incidents by e-mail goes
 * through this, so a report planted with someone else's address reaches nobody but staff.
 */
export function confirmedReportsOf(email: string): SQL {
  return sql`(lower(${fraudIncidents.victimEmail}) = ${email} and ${fraudIncidents.confirmedAt} is not null)`;
}
