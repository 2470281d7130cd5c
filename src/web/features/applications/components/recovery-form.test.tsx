import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messageOf, renderInApp, shownMessages } from '@/test/render';
import type { RecoveryPrefill } from '../recovery-prefill';
import { RecoveryForm } from './recovery-form';

const noPrefill: RecoveryPrefill = { platformName: '', email: '', lossAmount: '' };

function setUp(prefill = noPrefill) {
  const onSubmit = vi.fn();
  const view = renderInApp(<RecoveryForm prefill={prefill} busy={false} onSubmit={onSubmit} />);
  const field = (label: RegExp) => screen.getByLabelText(label);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Submit Application' }));
  return { ...view, onSubmit, field, submit };
}

describe('the recovery application form', () => {
  it('names every missing answer with the spec message, and sends nothing', async () => {
    const { container, onSubmit, submit } = setUp();

    await submit();

    expect(shownMessages(container)).toEqual([
      'Full name is required',
      'Please enter a valid email address',
      'Please select your country',
      'Platform name is required',
      'Please select a fraud type',
      'Loss amount is required',
      'Incident date is required',
      'Please describe what happened (minimum 10 characters)',
      'You must accept the terms and conditions',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a bad value with its own message, beside its field', async () => {
    const { onSubmit, field, submit, user } = setUp();

    await user.type(field(/^Full name/), 'A');
    await user.type(field(/^E-mail address/), 'someone@example');
    await user.type(field(/^Date of the incident/), '2999-01-01');
    await user.type(field(/^Amount lost/), '-5');
    await user.type(field(/^What happened\?/), 'Too short');
    await submit();

    expect(messageOf(field(/^Full name/))).toBe('Full name is required');
    expect(messageOf(field(/^E-mail address/))).toBe('Please enter a valid email address');
    expect(messageOf(field(/^Date of the incident/))).toBe('The incident date cannot be in the future');
    expect(messageOf(field(/^Amount lost/))).toBe('The amount cannot be negative');
    expect(messageOf(field(/^What happened\?/))).toBe('Please describe what happened (minimum 10 characters)');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field(/^Amount lost/));
    await user.type(field(/^Amount lost/), '12.345');
    await submit();
    expect(messageOf(field(/^Amount lost/))).toBe('Please enter a valid amount');
  });

  it('takes the currency of the case it was opened from, so a loss in euros is not sent as dollars (issue 28)', () => {
    const { field } = setUp({ incidentId: 42, platformName: 'CoinVault Pro', email: 'owner@example.com', lossAmount: '7750.00', currency: 'EUR' });
    expect(field(/^Amount lost/)).toHaveProperty('value', '7750.00');
    expect(field(/^Currency/)).toHaveProperty('value', 'EUR');
  });

  it('starts from what the case page passed, and sends a valid application', async () => {
    const { container, onSubmit, field, submit, user } = setUp({
      incidentId: 42,
      platformName: 'CoinVault Pro',
      email: 'Owner@Example.com',
      lossAmount: '2500',
    });
    expect(field(/^Platform name/)).toHaveProperty('value', 'CoinVault Pro');

    await user.type(field(/^Full name/), 'Sam Carter');
    await user.type(field(/^Phone number/), '07911 123456');
    await user.selectOptions(field(/^Country/), 'United Kingdom');
    await user.selectOptions(field(/^Type of fraud/), 'Phishing');
    await user.type(field(/^Date of the incident/), '2025-11-03');
    await user.type(field(/^What happened\?/), 'They blocked my withdrawals after a month.');
    await user.click(screen.getByRole('checkbox', { name: /contacted my bank/ }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await submit();

    expect(shownMessages(container)).toEqual([]);
    expect(onSubmit).toHaveBeenCalledOnce();
    const [sent] = onSubmit.mock.calls[0]!;
    // The amount's type is the schema's business (text or number); its value is what was typed.
    expect({ ...sent, lossAmount: String(sent.lossAmount) }).toEqual({
      fullName: 'Sam Carter',
      email: 'owner@example.com',
      // Issue 28: the country by its ISO code, the phone read in it and sent in E.164.
      phone: '+447911123456',
      country: 'GB',
      platformName: 'CoinVault Pro',
      fraudType: 'phishing',
      incidentDate: '2025-11-03',
      lossAmount: '2500',
      currency: 'USD',
      incidentDescription: 'They blocked my withdrawals after a month.',
      contactedPolice: false,
      contactedBank: true,
      contactedPlatform: false,
      acceptTerms: true,
      incidentId: 42,
    });
  });
});
