import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { payoutRequestSchema } from '@shared/payouts/schema';
import { toMinor } from '@shared/money/decimal';
import { computeSettlement } from '@shared/payouts/settlement';
import { blockingPayoutStatuses } from '@shared/payouts/status';
import type { Config } from '../../kernel/config';
import type { Dependencies } from '../../dependencies';
import { payoutRequests } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { Sentence } from '../../kernel/texts/error-texts';
import { recordAudit } from '../audit/record-audit';
import { markAwaitingStaff } from '../incidents/awaiting-staff';
import { findIncidentForViewer } from '../incidents/policy';
import { getFeePercent } from '../settings/fee-percent';
import { getPayoutOptions } from '../settings/payout-options';
import { encryptField } from '../../kernel/crypto/field-cipher';
import { committedUnits } from './available-for-approval';
import { FRAUD_ACCOUNT_REFUSED, namesFraudAccount } from './fraud-accounts';
import { maskAccountDetails } from './mask-account-details';
import { sealAdditionalInfo } from './payout-additional-info';
import { hasFundsToPayOut } from './policy';
import { presentPayout } from './present-payout';
import { isUniqueViolation } from '../../kernel/db/unique-violation';

export const NOTHING_RECOVERED =
  'No recovered funds are recorded on this case yet, so there is nothing to pay out.';
export const NOTHING_LEFT =
  'Everything recovered on this case so far has already been approved or paid out, so there is nothing more to pay out.';
export const currencyMismatch = (currency: string) =>
  new Sentence('This case is in {currency}, so its payout is in {currency} too. Please ask for the payout in {currency}.', { currency });
export const ALREADY_REQUESTED = 'A payout request for this case is already being processed.';

export type RequestPayoutDependencies = Pick<Dependencies, 'db'> & { config: Pick<Config, 'dataEncryptionKey'> };

export const METHOD_NOT_OFFERED = 'This payout method is not offered. Please choose another.';

/**
 * D5: the amount is what staff recorded as recovered, minus the fee on recovered funds, minus what
 * earlier requests of the case had approved or paid; the victim only says where it should go. The account details are stored encrypted and shown masked; the
 * additional information is encrypted too.
 */
export async function requestPayout(
  deps: RequestPayoutDependencies,
  input: z.output<typeof payoutRequestSchema> & { email: string; ip?: string },
) {
  const key = deps.config.dataEncryptionKey;
  const [feePercent, options] = await Promise.all([getFeePercent(deps.db), getPayoutOptions(deps.db)]);
  if (!options.methods.includes(input.payoutMethod)) throw new AppError('VALIDATION_FAILED', METHOD_NOT_OFFERED);
  try {
    return await deps.db.transaction(async (tx) => {
      const { incident } = await findIncidentForViewer(tx, { incidentId: input.incidentId, viewer: { kind: 'victim', email: input.email } });
      const [open] = await tx
        .select({ id: payoutRequests.id })
        .from(payoutRequests)
        .where(and(eq(payoutRequests.incidentId, incident.id), inArray(payoutRequests.status, [...blockingPayoutStatuses])))
        .limit(1);
      if (open) throw new AppError('PAYOUT_ALREADY_REQUESTED', ALREADY_REQUESTED);
      // What was approved or paid before is not offered again: the request is for what is left.
      // Issue 28: a payout is in its case's currency. A request that names another is refused, not converted.
      if (input.currency !== undefined && input.currency !== incident.currency) {
        throw new AppError('PAYOUT_CURRENCY_MISMATCH', currencyMismatch(incident.currency));
      }
      const paidOrApproved = await committedUnits(tx, { incidentId: incident.id, currency: incident.currency });
      const settlement = computeSettlement({
        lossAmount: incident.lossAmount,
        currency: incident.currency,
        financialData: incident.financialData,
        feePercent,
        paidOrApprovedUnits: paidOrApproved,
      });
      if (!hasFundsToPayOut(settlement)) {
        throw new AppError('PAYOUT_NOT_ALLOWED', toMinor(settlement.recovered, incident.currency) > 0n ? NOTHING_LEFT : NOTHING_RECOVERED);
      }
      // D17: victims' money never goes to where victims' money was taken (a scammer's or mule's account).
      if (await namesFraudAccount(tx, input.accountDetails)) throw new AppError('PAYOUT_ACCOUNT_REFUSED', FRAUD_ACCOUNT_REFUSED);

      const [row] = await tx
        .insert(payoutRequests)
        .values({
          incidentId: incident.id,
          userEmail: incident.victimEmail.toLowerCase(),
          amount: settlement.availableForPayout,
          currency: incident.currency,
          payoutMethod: input.payoutMethod,
          accountDetailsEncrypted: encryptField(key, input.accountDetails),
          accountDetailsHint: maskAccountDetails(input.accountDetails),
          additionalInfo: sealAdditionalInfo(key, input.additionalInfo),
        })
        .returning();
      if (!row) throw new Error('payout insert returned no row');
      await recordAudit(tx, {
        actor: { type: 'victim', label: input.email },
        action: 'payout.requested',
        entity: { type: 'payout_request', id: row.id },
        after: { incidentId: row.incidentId, amount: row.amount, currency: row.currency, payoutMethod: row.payoutMethod, account: row.accountDetailsHint },
        ip: input.ip,
      });
      await markAwaitingStaff(tx, { incidentId: row.incidentId, since: row.createdAt, kind: 'payout' });
      return presentPayout(row);
    });
  } catch (error) {
    // Two requests at the same moment: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw new AppError('PAYOUT_ALREADY_REQUESTED', ALREADY_REQUESTED);
    throw error;
  }
}
