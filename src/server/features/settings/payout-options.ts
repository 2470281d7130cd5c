import { offeredPayoutMethods } from '@shared/settings/registry';
import type { Db } from '../../kernel/db/client';
import { getSettingValue } from './queries';

/** What the Payment tab says about payouts, as a victim's payout form uses it. */
export async function getPayoutOptions(db: Db): Promise<{ methods: string[]; processingTime: string | null }> {
  const [methods, processingTime] = await Promise.all([getSettingValue(db, 'payout_methods'), getSettingValue(db, 'payout_processing_time')]);
  return { methods: offeredPayoutMethods(methods), processingTime: processingTime?.trim() || null };
}
