/** What an erased victim's account fields become (D15); it identifies nothing and links nothing. */
export const ERASED_VALUE = '(removed)';

/**
 * An account, wallet or transaction id as linked cases compare it: letters and digits only, lower
 * case. `null` when fewer than 6 remain, so a value like 'cash' never links unrelated cases. The
 * database computes the same key in generated columns (schema/money.ts); a test holds them equal.
 */
export function observableKey(value: string | null | undefined): string | null {
  if (value === ERASED_VALUE) return null;
  const kept = (value ?? '').replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  return kept.length >= 6 ? kept : null;
}

export const observableFields = ['fromAccount', 'toAccount', 'blockchainTx'] as const;
export type ObservableField = (typeof observableFields)[number];
