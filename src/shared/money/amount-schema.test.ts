import { describe, expect, it } from 'vitest';
import { recoveryApplicationSchema } from '../applications/schema';
import { caseLookupQuerySchema } from '../cases/schema';
import { financialDataSchema } from '../incidents/case-data';
import { reportIncidentSchema } from '../incidents/report-schema';
import { MAX_LEDGER_AMOUNT, MAX_LOSS_AMOUNT } from '../limits';
import { amountSchema } from './amount-schema';

const amount = amountSchema({ required: 'required', invalid: 'invalid', negative: 'negative' });
const messageOf = (schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('amountSchema', () => {
  it('keeps what was typed as exact decimal text, trimmed', () => {
    expect(amount.parse('1500')).toBe('1500');
    expect(amount.parse(' 1500.5 ')).toBe('1500.5');
    expect(amount.parse('0.10')).toBe('0.10');
    expect(amount.parse(MAX_LOSS_AMOUNT)).toBe('99999999.99');
  });

  it('takes a JSON number only when String() writes it with at most two decimals', () => {
    expect(amount.parse(2500.5)).toBe('2500.5');
    expect(amount.parse(0)).toBe('0');
    expect(messageOf(amount, 12.345)).toEqual(['invalid']);
    expect(messageOf(amount, 0.1 + 0.2)).toEqual(['invalid']);
    expect(messageOf(amount, 1e21)).toEqual(['invalid']);
    expect(messageOf(amount, -1)).toEqual(['negative']);
  });

  it('says which rule was broken, once', () => {
    for (const missing of [undefined, null, '', '   ', true]) expect(messageOf(amount, missing)).toEqual(['required']);
    for (const bad of ['12,50', '1e3', '0x10', '1.', '.5', '12.345', 'abc', '--1']) expect(messageOf(amount, bad)).toEqual(['invalid']);
    expect(messageOf(amount, '-12.50')).toEqual(['negative']);
    expect(messageOf(amountSchema({ required: 'required', invalid: 'invalid' }), '-12.50')).toEqual(['invalid']);
  });

  it('compares with the largest amount exactly, by cents', () => {
    expect(messageOf(amount, '100000000')).toEqual(['invalid']);
    expect(messageOf(amount, '99999999.991')).toEqual(['invalid']);
    expect(messageOf(amount, '0099999999.99')).toBeUndefined();
    const ledger = amountSchema({ required: 'required', invalid: 'invalid', max: MAX_LEDGER_AMOUNT });
    expect(ledger.parse('9999999999999.99')).toBe('9999999999999.99');
    // 10000000000000.00 and 9999999999999.99 are one cent apart: a float still tells them apart
    // here, but the rule must not depend on where floats stop telling amounts apart.
    expect(messageOf(ledger, '10000000000000.00')).toEqual(['invalid']);
    expect(messageOf(ledger, '99999999999999999.99')).toEqual(['invalid']);
  });
});

describe('the forms and lookups that take an amount', () => {
  const lossOf = (schema: typeof recoveryApplicationSchema | typeof reportIncidentSchema) => schema.shape.lossAmount;

  it('recovery application: its own messages, a string out, one largest amount', () => {
    const loss = lossOf(recoveryApplicationSchema);
    expect(loss.parse(2500.5)).toBe('2500.5');
    expect(loss.parse('2500.50')).toBe('2500.50');
    expect(loss.parse(MAX_LOSS_AMOUNT)).toBe(MAX_LOSS_AMOUNT);
    expect(messageOf(loss, '')).toEqual(['Loss amount is required']);
    expect(messageOf(loss, undefined)).toEqual(['Loss amount is required']);
    expect(messageOf(loss, -1)).toEqual(['The amount cannot be negative']);
    expect(messageOf(loss, 12.345)).toEqual(['Please enter a valid amount']);
    expect(messageOf(loss, '100000000.00')).toEqual(['Please enter a valid amount']);
  });

  it("report: the spec's messages word for word, the same largest amount", () => {
    const loss = lossOf(reportIncidentSchema);
    expect(loss.parse('1234.5')).toBe('1234.5');
    expect(loss.parse(MAX_LOSS_AMOUNT)).toBe(MAX_LOSS_AMOUNT);
    expect(messageOf(loss, '')).toEqual(['Loss amount is required']);
    expect(messageOf(loss, undefined)).toEqual(['Loss amount is required']);
    expect(messageOf(loss, '-5')).toEqual(['Please enter a valid amount']);
    expect(messageOf(loss, '12.345')).toEqual(['Please enter a valid amount']);
    expect(messageOf(loss, '100000000.00')).toEqual(['Please enter a valid amount']);
  });

  it('case lookup and financial record amounts follow the same rule', () => {
    expect(caseLookupQuerySchema.parse({ platform: 'CoinVault', amount: '1500.5' }).amount).toBe('1500.5');
    expect(messageOf(caseLookupQuerySchema.shape.amount, '1500.555')).toEqual(['Please enter a valid amount']);
    const record = financialDataSchema.parse({ totalLoss: 8500, recoveredAmount: '1200.50', transactions: [] });
    expect(record).toMatchObject({ totalLoss: '8500', recoveredAmount: '1200.50' });
    expect(financialDataSchema.safeParse({ totalLoss: '1.234', recoveredAmount: '0' }).success).toBe(false);
  });
});
