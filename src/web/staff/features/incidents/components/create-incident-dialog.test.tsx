import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { messageOf, renderInApp } from '@/test/render';
import { forgetSettings, SettingsLoaded, settingsInCurrency } from '@/test/settings-loaded';
import { localToday } from '../lib/local-dates';
import { useFocusHeadingOnArrival } from '../lib/use-focus-heading-on-arrival';
import { CreateIncidentDialog } from './create-incident-dialog';

// Stands in for the case page: it takes focus the way the real one does.
function NewCase() {
  useFocusHeadingOnArrival(true);
  return <h1 tabIndex={-1}>The new case</h1>;
}

const created = {
  incident: { id: 77, reference: 'FR-000077', version: 1 },
  platform: { id: 3, name: 'CoinVault Pro' },
};

async function openDialog() {
  const view = renderInApp(
    <Routes>
      <Route path="/admin/incidents" element={<CreateIncidentDialog />} />
      <Route path="/admin/incidents/:id" element={<NewCase />} />
    </Routes>,
    { at: '/admin/incidents' },
  );
  await view.user.click(screen.getByRole('button', { name: 'Create Incident' }));
  const submit = () => screen.getByRole('button', { name: 'Create Incident' }) as HTMLButtonElement;
  return { ...view, submit, field: (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement };
}

const sentBodies = (fetch: ReturnType<typeof fakeApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) }));

afterEach(() => forgetSettings());

describe('the Create Incident dialog', () => {
  it("starts in the organisation's currency, not in dollars (issue 28)", async () => {
    fakeApi({ 'GET /api/settings': settingsInCurrency('EUR') });
    const { user } = renderInApp(
      <SettingsLoaded>
        <CreateIncidentDialog />
      </SettingsLoaded>,
    );
    await user.click(await screen.findByRole('button', { name: 'Create Incident' }));
    expect((screen.getByLabelText(/^Currency/) as HTMLSelectElement).value).toBe('EUR');
  });

  it('starts with an empty amount box and gives the example as a hint, not as grey digits in the box', async () => {
    fakeApi({});
    const { field } = await openDialog();
    const amount = field(/^Amount lost/);
    expect(amount.value).toBe('');
    expect(amount.placeholder).toBe('');
    const hint = document.getElementById(amount.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('For example 1500.00, in the currency below');
  });

  it('keeps Create disabled until platform name, victim e-mail and amount are all present', async () => {
    const fetch = fakeApi({ 'POST /api/admin/incidents': { status: 201, body: created } });
    const { user, submit, field } = await openDialog();

    expect(submit().disabled).toBe(true);
    await user.type(field(/^Platform name/), 'CoinVault Pro');
    expect(submit().disabled).toBe(true);
    await user.type(field(/^Victim e-mail/), 'sam@example.com');
    expect(submit().disabled).toBe(true);
    await user.type(field(/^Amount lost/), '   ');
    expect(submit().disabled).toBe(true);
    await user.clear(field(/^Amount lost/));
    await user.type(field(/^Amount lost/), '1500.50');
    expect(submit().disabled).toBe(false);
    expect(sentBodies(fetch)).toEqual([]);
  });

  it('defaults the date to today and the status to open, sends the amount exactly and opens the new case', async () => {
    const fetch = fakeApi({ 'POST /api/admin/incidents': { status: 201, body: created } });
    const { user, submit, field } = await openDialog();
    expect(field(/^Incident date/).value).toBe(localToday());
    expect((screen.getByLabelText(/^Status/) as HTMLSelectElement).value).toBe('open');

    await user.type(field(/^Platform name/), ' CoinVault Pro ');
    await user.type(field(/^Victim e-mail/), 'Sam@Example.com');
    await user.type(field(/^Amount lost/), '1500.50');
    await user.click(submit());

    const heading = await screen.findByRole('heading', { name: 'The new case' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(sentBodies(fetch)).toEqual([
      {
        url: '/api/admin/incidents',
        body: { platformName: 'CoinVault Pro', victimEmail: 'sam@example.com', amount: '1500.50', currency: 'USD', description: '', incidentDate: localToday(), status: 'open' },
      },
    ]);
    expect(screen.getByText('FR-000077 for CoinVault Pro was created.')).toBeTruthy();
  });

  it('names a bad value on its field and sends nothing', async () => {
    const fetch = fakeApi({ 'POST /api/admin/incidents': { status: 201, body: created } });
    const { user, submit, field } = await openDialog();
    await user.type(field(/^Platform name/), 'CoinVault Pro');
    await user.type(field(/^Victim e-mail/), 'not-an-address');
    await user.type(field(/^Amount lost/), '12.345');
    await user.click(submit());

    expect(messageOf(field(/^Victim e-mail/))).toBe('Please enter a valid email address');
    expect(messageOf(field(/^Amount lost/))).toBe('Please enter a valid amount');
    expect(sentBodies(fetch)).toEqual([]);
  });

  it("shows 'Please fill in all required fields' when the server refuses without a reason, and stays open", async () => {
    fakeApi({ 'POST /api/admin/incidents': { status: 400, body: { code: 'VALIDATION_FAILED' } } });
    const { user, submit, field } = await openDialog();
    await user.type(field(/^Platform name/), 'CoinVault Pro');
    await user.type(field(/^Victim e-mail/), 'sam@example.com');
    await user.type(field(/^Amount lost/), '10');
    await user.click(submit());

    expect(await screen.findByText('Please fill in all required fields')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("shows 'Failed to create incident' when the server fails", async () => {
    fakeApi({ 'POST /api/admin/incidents': { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong on our side' } } });
    const { user, submit, field } = await openDialog();
    await user.type(field(/^Platform name/), 'CoinVault Pro');
    await user.type(field(/^Victim e-mail/), 'sam@example.com');
    await user.type(field(/^Amount lost/), '10');
    await user.click(submit());

    await waitFor(() => expect(screen.getByText('Failed to create incident. Something went wrong on our side')).toBeTruthy());
    expect(screen.getByText('Error')).toBeTruthy();
  });
});
