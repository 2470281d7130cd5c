import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { toCents } from '@shared/format/money';
import type { payoutRequestSchema } from '@shared/payouts/schema';
import { computeSettlement } from '@shared/payouts/settlement';
import { blockingPayoutStatuses } from '@shared/payouts/status';
import { auditLog, payoutRequests } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findIncidentForViewer } from '../cases/find-incident-for-viewer';
import { getFeePercent } from '../settings/fee-percent';
import { encryptAccountDetails, maskAccountDetails } from './account-details-cipher';
import { sealAdditionalInfo } from './payout-additional-info';
import { presentPayout } from './present-payout';

export const NOTHING_RECOVERED =
  'No recovered funds are recorded on this case yet, so there is nothing to pay out.';
export const ALREADY_REQUESTED = 'A payout request for this case is already being processed.';

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/**
 * D5: the amount is what staff recorded as recovered, minus the fee on recovered funds; the victim
 * only says where it should go. The account details are stored encrypted and shown masked; the
 * additional information is encrypted too.
 */
export async function requestPayout(
  app: FastifyInstance,
  input: z.output<typeof payoutRequestSchema> & { email: string; ip?: string },
) {
  const feePercent = await getFeePercent(app.db);
  try {
    return await app.db.transaction(async (tx) => {
      const { incident } = await findIncidentForViewer(tx, input.incidentId, { kind: 'victim', email: input.email });
      const settlement = computeSettlement({ lossAmount: incident.lossAmount, financialData: incident.financialData, feePercent });
      if (toCents(settlement.availableForPayout) <= 0n) throw new AppError('BAD_REQUEST', NOTHING_RECOVERED);

      const [open] = await tx
        .select({ id: payoutRequests.id })
        .from(payoutRequests)
        .where(and(eq(payoutRequests.incidentId, incident.id), inArray(payoutRequests.status, [...blockingPayoutStatuses])))
        .limit(1);
      if (open) throw new AppError('CONFLICT', ALREADY_REQUESTED);

      const [row] = await tx
        .insert(payoutRequests)
        .values({
          incidentId: incident.id,
          userEmail: incident.victimEmail.toLowerCase(),
          amount: settlement.availableForPayout,
          payoutMethod: input.payoutMethod,
          accountDetailsEncrypted: encryptAccountDetails(app.config.dataEncryptionKey, input.accountDetails),
          accountDetailsHint: maskAccountDetails(input.accountDetails),
          additionalInfo: sealAdditionalInfo(app.config.dataEncryptionKey, input.additionalInfo),
        })
        .returning();
      if (!row) throw new Error('payout insert returned no row');
      await tx.insert(auditLog).values({
        actorType: 'victim',
        actorLabel: input.email,
        action: 'payout.requested',
        entityType: 'payout_request',
        entityId: String(row.id),
        after: { incidentId: row.incidentId, amount: row.amount, payoutMethod: row.payoutMethod, account: row.accountDetailsHint },
        ip: input.ip,
      });
      return presentPayout(row);
    });
  } catch (error) {
    // Two requests at the same moment: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_REQUESTED);
    throw error;
  }
}
