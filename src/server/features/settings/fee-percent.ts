import { DEFAULT_CONTINGENCY_FEE_PERCENT } from '@shared/limits';
import type { Db } from '../../db/client';
import { getSettingValue } from './queries';

/** The fee on recovered funds (D5), from the Payment settings; a bad stored value falls back. */
export async function getFeePercent(db: Db): Promise<number> {
  const value = Number(await getSettingValue(db, 'contingency_fee_percent'));
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : DEFAULT_CONTINGENCY_FEE_PERCENT;
}
