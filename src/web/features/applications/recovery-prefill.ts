import { AMOUNT_PATTERN } from '@shared/money/amount-schema';
import { currencySchema, type IsoCurrency } from '@shared/money/currencies';

/**
 * The dashboard and the incident page open /recovery with `incidentId`, `platform`, `email`,
 * `amount` and `currency` in the query string. Anything malformed is left out rather than put in the form.
 */
export type RecoveryPrefill = {
  incidentId?: number;
  platformName: string;
  email: string;
  lossAmount: string;
  /** The case's currency (issue 28), so its loss is not taken for dollars. */
  currency?: IsoCurrency;
};

export function readRecoveryPrefill(params: URLSearchParams): RecoveryPrefill {
  const incidentId = Number(params.get('incidentId'));
  const amount = (params.get('amount') ?? '').trim();
  return {
    incidentId: Number.isSafeInteger(incidentId) && incidentId > 0 ? incidentId : undefined,
    platformName: (params.get('platform') ?? '').trim().slice(0, 200),
    email: (params.get('email') ?? '').trim().slice(0, 254),
    lossAmount: AMOUNT_PATTERN.test(amount) ? amount : '',
    currency: currencySchema.safeParse(params.get('currency')).data,
  };
}

/**
 * A victim who opens /recovery while signed in applies with their account's address, unless the
 * link named one (the query string keeps its say, as above).
 */
export function withSessionEmail(prefill: RecoveryPrefill, sessionEmail: string | undefined): RecoveryPrefill {
  return prefill.email || !sessionEmail ? prefill : { ...prefill, email: sessionEmail };
}
