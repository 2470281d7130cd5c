import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffIncident } from '@shared/incidents/staff-schema';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { BasicInfoSection } from './basic-info-section';

const incident = {
  id: 5,
  reference: 'FR-000005',
  email: 'maria@example.org',
  lossAmount: '4200.00',
  currency: 'EUR',
  incidentDate: '2026-10-03',
  status: 'open',
  description: 'A broker who stopped answering.',
  fraudType: 'investment_scam',
  websiteUrl: 'https://harbourline-markets.example',
  version: 2,
} as StaffIncident;

describe('the basic information section', () => {
  it("shows the report's fraud type and website with the rest, the website as words and never a link (issue 25)", () => {
    fakeApi({});
    renderInApp(<BasicInfoSection incident={incident} />);
    expect(screen.getByText('Investment scam')).toBeTruthy();
    expect(screen.getByText('https://harbourline-markets.example').closest('a')).toBeNull();
  });

  it("shows the loss in the case's currency, and saves another chosen with the amount (issue 28)", async () => {
    const fetch = fakeApi({ 'PUT /api/admin/incidents/5': { status: 200, body: {} } });
    const { user } = renderInApp(<BasicInfoSection incident={incident} />);
    expect(screen.getByText('€4,200.00')).toBeTruthy();
    expect(screen.getByText('EUR · Euro')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit basic information' }));
    const currency = screen.getByLabelText<HTMLSelectElement>(/^Currency/);
    expect(currency.value).toBe('EUR');
    await user.selectOptions(currency, 'GBP');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Incident updated');
    const [, init] = fetch.mock.calls.find(([, request]) => request?.method === 'PUT')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ lossAmount: '4200.00', currency: 'GBP' });
  });

  it('refuses more places than the chosen currency has, before asking the server', async () => {
    const fetch = fakeApi({ 'PUT /api/admin/incidents/5': { status: 200, body: {} } });
    const { user } = renderInApp(<BasicInfoSection incident={incident} />);
    await user.click(screen.getByRole('button', { name: 'Edit basic information' }));
    await user.selectOptions(screen.getByLabelText(/^Currency/), 'JPY');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('JPY amounts have no decimal places')).toBeTruthy();
    expect(fetch.mock.calls.some(([, request]) => request?.method === 'PUT')).toBe(false);
  });
});
