// Money travels as decimal strings ("1234.50") from PostgreSQL numeric columns; it is only turned
// into a number for display, never for arithmetic that is stored.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function toAmount(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

export function formatMoney(value: string | number | null | undefined): string {
  return usd.format(toAmount(value));
}

/**
 * Stat cards' short form: whole thousands, rounded down, so a figure never reads larger than the
 * money is ($2,847.50 is "$2K", never "$3K"). Under a thousand the exact amount is shown, since
 * "$1K" would overstate $807.50 and "$0K" would hide it. Show the exact figure beside it.
 */
export function formatThousands(value: string | number | null | undefined): string {
  const cents = toCents(value);
  if (cents < 100_000n && cents > -100_000n) return formatMoney(value);
  // bigint division truncates: exact on cents, with no floating-point edge at x999.995.
  const thousands = cents / 100_000n;
  return `$${thousands.toLocaleString('en-US')}K`;
}

/** Exact decimal arithmetic on cents for amounts that come from numeric columns. */
export function toCents(value: string | number | null | undefined): bigint {
  const text = typeof value === 'number' ? value.toFixed(2) : (value ?? '0').trim() || '0';
  const match = /^(-)?(\d+)(?:\.(\d{0,2})\d*)?$/.exec(text);
  if (!match) return 0n;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}
