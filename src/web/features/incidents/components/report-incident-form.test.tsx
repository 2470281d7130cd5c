import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { messageOf, renderInApp, shownMessages } from '@/test/render';
import { forgetSettings, SettingsLoaded, settingsInCurrency } from '@/test/settings-loaded';
import { ReportIncidentForm } from './report-incident-form';

function setUp() {
  const onSubmit = vi.fn();
  const view = renderInApp(<ReportIncidentForm busy={false} onSubmit={onSubmit} />);
  const field = (label: RegExp) => screen.getByLabelText(label);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Submit Report' }));
  return { ...view, onSubmit, field, submit };
}

afterEach(() => forgetSettings());

describe('the Report Incident form', () => {
  it("starts in the organisation's currency, not in dollars (issue 28)", async () => {
    fakeApi({ 'GET /api/settings': settingsInCurrency('EUR') });
    renderInApp(
      <SettingsLoaded>
        <ReportIncidentForm busy={false} onSubmit={vi.fn()} />
      </SettingsLoaded>,
    );
    expect(((await screen.findByLabelText(/^Currency/)) as HTMLSelectElement).value).toBe('EUR');
  });

  it('names every missing answer with the spec message, and sends nothing', async () => {
    const { container, onSubmit, submit } = setUp();

    await submit();

    expect(shownMessages(container)).toEqual([
      'Please enter a valid email address',
      'Platform name is required',
      'Incident date is required',
      'Loss amount is required',
      'Please select a fraud type',
      'Please provide a detailed description (minimum 10 characters)',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a bad value with its own message, beside its field', async () => {
    const { onSubmit, field, submit, user } = setUp();

    await user.type(field(/^Your e-mail address/), 'someone@example');
    await user.type(field(/^Platform or company name/), 'C');
    await user.type(field(/^Website address/), 'not a website');
    await user.type(field(/^Date of the incident/), '2999-01-01');
    await user.type(field(/^Amount lost/), '12.345');
    await user.type(field(/^Describe what happened/), 'Too short');
    await submit();

    expect(messageOf(field(/^Your e-mail address/))).toBe('Please enter a valid email address');
    expect(messageOf(field(/^Platform or company name/))).toBe('Platform name is required');
    expect(messageOf(field(/^Website address/))).toBe('Please enter a valid website URL');
    expect(messageOf(field(/^Date of the incident/))).toBe('The incident date cannot be in the future');
    expect(messageOf(field(/^Amount lost/))).toBe('Please enter a valid amount');
    expect(messageOf(field(/^Describe what happened/))).toBe('Please provide a detailed description (minimum 10 characters)');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid report, as typed and trimmed', async () => {
    const { container, onSubmit, field, submit, user } = setUp();

    await user.type(field(/^Your e-mail address/), 'Someone@Example.com');
    await user.type(field(/^Platform or company name/), ' CoinVault Pro ');
    await user.type(field(/^Website address/), 'coinvault.example');
    await user.type(field(/^Date of the incident/), '2025-11-03');
    await user.type(field(/^Amount lost/), '2500.50');
    await user.selectOptions(field(/^Type of fraud/), 'Phishing');
    await user.type(field(/^Describe what happened/), 'They blocked my withdrawals after a month.');
    await submit();

    expect(shownMessages(container)).toEqual([]);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
      {
        victimEmail: 'someone@example.com',
        platformName: 'CoinVault Pro',
        websiteUrl: 'coinvault.example',
        incidentDate: '2025-11-03',
        lossAmount: '2500.50',
        currency: 'USD',
        fraudType: 'phishing',
        description: 'They blocked my withdrawals after a month.',
      },
      [],
    );
  });

  it('takes the loss in its own currency, and refuses places that currency does not have (issue 28)', async () => {
    const { container, onSubmit, field, submit, user } = setUp();
    await user.type(field(/^Your e-mail address/), 'greta@example.com');
    await user.type(field(/^Platform or company name/), 'Rhein Invest');
    await user.type(field(/^Date of the incident/), '2025-11-03');
    await user.selectOptions(field(/^Type of fraud/), 'Phishing');
    await user.type(field(/^Describe what happened/), 'They blocked my withdrawals after a month.');
    // The common currencies come first, then every ISO 4217 currency.
    const options = [...(field(/^Currency/) as HTMLSelectElement).options].map((o) => o.value);
    expect(options.slice(0, 3)).toEqual(['USD', 'EUR', 'GBP']);
    expect(options).toContain('GHS');

    await user.type(field(/^Amount lost/), '7750.50');
    await user.selectOptions(field(/^Currency/), 'JPY · Japanese Yen');
    await submit();
    expect(messageOf(field(/^Amount lost/))).toBe('JPY amounts have no decimal places');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(field(/^Currency/), 'EUR · Euro');
    await submit();
    expect(shownMessages(container)).toEqual([]);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ lossAmount: '7750.50', currency: 'EUR' }), []);
  });
});
