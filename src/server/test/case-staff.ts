import type { FastifyInstance } from 'fastify';
import { caseStaff } from '../kernel/db/schema/index';

/**
 * Puts a staff account on a case directly, as an admin's assignment (confirmed) or a caseworker's
 * own taking of it (unconfirmed), for tests that need a case team without going through the API.
 */
export async function putOnCase(app: FastifyInstance, input: { incidentId: number; adminId: number; confirmed?: boolean }) {
  const now = new Date();
  const confirmed = input.confirmed ?? true;
  await app.db.insert(caseStaff).values({
    incidentId: input.incidentId,
    adminUserId: input.adminId,
    addedBy: input.adminId,
    confirmedAt: confirmed ? now : null,
    confirmedBy: confirmed ? input.adminId : null,
  });
}
