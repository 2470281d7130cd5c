import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageOf, renderInApp, shownMessages } from '@/test/render';
import { payoutRequestsHeadingProps } from './payout-requests-heading';
import { RequestPayoutDialog, type PayoutCase } from './request-payout-dialog';

const payoutCase: PayoutCase = {
  incidentId: 42,
  caseReference: 'CASE-000042',
  platformName: 'CoinVault Pro',
  settlement: { currency: 'USD', feePercent: 15, totalLoss: '1000.00', recovered: '400.00', fee: '60.00', paidOrApproved: '0.00', availableForPayout: '340.00', outstanding: '600.00' },
  payoutOptions: { methods: ['bank_transfer', 'paypal', 'check'], processingTime: null },
};

type Answer = { status: number; body: unknown };

/** The API as the dialog meets it: one answer to whatever it sends, and a record of what it sent. */
function serverAnswering(answer: Answer) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return { sent: () => fetch.mock.calls.map(([url, init]) => ({ url, method: init?.method, body: JSON.parse(String(init?.body)) })) };
}
afterEach(() => vi.unstubAllGlobals());

async function openDialog(options: PayoutCase['payoutOptions'] = payoutCase.payoutOptions) {
  const view = renderInApp(<RequestPayoutDialog payoutCase={{ ...payoutCase, payoutOptions: options }} />);
  await view.user.click(screen.getByRole('button', { name: 'Request Payout' }));
  const field = (label: RegExp) => screen.getByLabelText(label);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Submit Payout Request' }));
  return { ...view, field, submit };
}

const created = {
  id: 7,
  incidentId: 42,
  caseReference: 'CASE-000042',
  amount: '340.00',
  currency: 'USD',
  payoutMethod: 'paypal',
  accountDetailsMasked: '•••• .com',
  status: 'pending',
  requestDate: '2026-03-01T10:00:00.000Z',
  processedDate: null,
};

describe('the payout request dialog', () => {
  it("offers only the organisation's payout methods, and its processing time only when it has set one", async () => {
    serverAnswering({ status: 201, body: created });
    const first = await openDialog({ methods: ['paypal', 'check'], processingTime: 'about 5 business days' });
    const select = screen.getByLabelText(/^Payout method/) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['PayPal', 'Cheque by post']);
    expect(select.value).toBe('paypal');
    expect(screen.getByRole('dialog').textContent).toContain('Processing time: about 5 business days');
    first.unmount();

    await openDialog({ methods: ['bank_transfer'], processingTime: null });
    expect(screen.getByRole('dialog').textContent).not.toContain('Processing time');
  });

  it('shows what the case can pay out, and names missing account details with the spec message', async () => {
    const server = serverAnswering({ status: 201, body: created });
    const { field, submit } = await openDialog();
    expect(screen.getByRole('dialog').textContent).toContain('$340.00');

    await submit();

    expect(shownMessages(document.body)).toEqual(['Please enter your account details']);
    expect(messageOf(field(/^Account details/))).toBe('Please enter your account details');
    expect(server.sent()).toEqual([]);
  });

  it('refuses a bad value with its own message', async () => {
    const server = serverAnswering({ status: 201, body: created });
    const { field, submit, user } = await openDialog();

    await user.type(field(/^Account details/), 'abc');
    await user.click(field(/^Additional information/));
    await user.paste('x'.repeat(2001));
    await submit();

    expect(messageOf(field(/^Account details/))).toBe('Please enter your account details');
    expect(messageOf(field(/^Additional information/))).toBe('Additional information is too long');
    expect(server.sent()).toEqual([]);
  });

  it('sends a valid request for this case, says so and closes', async () => {
    const server = serverAnswering({ status: 201, body: created });
    const { field, submit, user } = await openDialog();

    await user.selectOptions(field(/^Payout method/), 'PayPal');
    await user.type(field(/^Account details/), ' sam@example.com ');
    await submit();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent()).toEqual([
      { url: '/api/payout-requests', method: 'POST', body: { incidentId: 42, payoutMethod: 'paypal', accountDetails: 'sam@example.com', currency: 'USD' } },
    ]);
    expect(screen.getByText('Payout request submitted successfully!')).toBeTruthy();
    expect(screen.getByText('Your request for CASE-000042 is pending review.')).toBeTruthy();
  });

  it('moves focus to the payout requests heading after sending, as the Request Payout button goes away', async () => {
    serverAnswering({ status: 201, body: created });
    const view = renderInApp(
      <>
        <RequestPayoutDialog payoutCase={payoutCase} />
        <h2 {...payoutRequestsHeadingProps}>Payout Requests</h2>
      </>,
    );
    await view.user.click(screen.getByRole('button', { name: 'Request Payout' }));
    await view.user.type(screen.getByLabelText(/^Account details/), 'GB00 1234 5678');
    await view.user.click(screen.getByRole('button', { name: 'Submit Payout Request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Payout Requests' })));
  });

  it("shows the server's reason when it refuses, and stays open", async () => {
    serverAnswering({ status: 409, body: { code: 'PAYOUT_ALREADY_REQUESTED', message: 'A payout request for this case is already pending.' } });
    const { field, submit, user } = await openDialog();

    await user.type(field(/^Account details/), 'GB00 1234 5678');
    await submit();

    expect(await screen.findByText('Failed to create payout request. A payout request for this case is already pending.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says beside the account details why an account that received victims\' money is refused (D17)', async () => {
    const message = 'We cannot pay out to this account: it received money from fraud victims in a case we recorded. Please give an account in your own name.';
    serverAnswering({ status: 409, body: { code: 'PAYOUT_ACCOUNT_REFUSED', message } });
    const { field, submit, user } = await openDialog();

    await user.type(field(/^Account details/), 'DE89 3704 0044 0532 0130 00');
    await submit();

    const details = field(/^Account details/);
    await waitFor(() => expect(details.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
