import type { Db } from '../../kernel/db/client';
import { getNumberSetting } from './queries';

/** The fee on recovered funds (D5), from the Payment settings: 0 to 50 %, else the default. */
export function getFeePercent(db: Db): Promise<number> {
  return getNumberSetting(db, 'contingency_fee_percent');
}
