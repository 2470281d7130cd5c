import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffPayout } from '@shared/payouts/staff-schema';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { renderAt, toastText } from '@/test/render';
import PayoutsPage from './payouts-page';

function payout(id: number, values: Partial<StaffPayout> = {}): StaffPayout {
  return {
    id,
    incidentId: 40 + id,
    reference: `FR-0000${40 + id}`,
    email: `victim${id}@example.com`,
    amount: '850.00',
    currency: 'USD',
    status: 'pending',
    payoutMethod: 'bank_transfer',
    createdAt: '2026-06-01T10:00:00.000Z',
    processedDate: null,
    paidAt: null,
    paymentReference: null,
    rejectionReason: null,
    accountDetailsMasked: '•••• 5678',
    available: '850.00',
    canReveal: false,
    approvals: [],
    approvalsNeeded: 2,
    paidBy: null,
    approveBlockedReason: null,
    markPaidBlockedReason: null,
    updatedAt: '2026-06-01T10:00:00.000Z',
    ...values,
  };
}

function serverWith(records: StaffPayout[], extra: Parameters<typeof fakeApi>[0] = {}) {
  const puts: { id: number; body: unknown }[] = [];
  const byId = new Map(records.map((r) => [r.id, r]));
  fakeApi({
    'GET /api/admin/payout-requests': () => ({ status: 200, body: { items: [...byId.values()], total: byId.size } }),
    ...Object.fromEntries(
      records.flatMap((r) => [
        [
          `PUT /api/admin/payout-requests/${r.id}`,
          ({ body }: { body: unknown }) => {
            puts.push({ id: r.id, body });
            const { status, amount } = body as { status: StaffPayout['status']; amount?: string };
            if (amount && Number(amount) > Number(r.available)) {
              return { status: 409, body: { code: 'PAYOUT_ABOVE_AVAILABLE', message: `Only $${r.available} is available for payout on this case` } };
            }
            const next = { ...byId.get(r.id)!, status, ...(amount ? { amount } : {}) };
            byId.set(r.id, next);
            return { status: 200, body: next };
          },
        ],
        [
          `POST /api/admin/payout-requests/${r.id}/reveal`,
          () => ({ status: 200, body: { accountDetails: 'J. Doe, account 12345678', additionalInfo: null, visibleUntil: new Date(Date.now() + 60_000).toISOString() } }),
        ],
      ]),
    ),
    ...extra,
  });
  return puts;
}

const renderPage = () => renderAt('/admin/payouts', <PayoutsPage />);

afterEach(() => dismissToast());

describe('the payouts list', () => {
  it('disables Approve when approved, Reject when rejected, and offers Mark Paid only once approved', async () => {
    serverWith([payout(1, { status: 'approved' }), payout(2, { status: 'rejected' }), payout(3, { status: 'paid', paymentReference: 'BACS-1' })]);
    const { container } = renderPage();
    await screen.findByText('FR-000041');
    const button = (name: string) => screen.queryByRole<HTMLButtonElement>('button', { name });
    expect(button('Approve FR-000041')!.disabled).toBe(true);
    expect(button('Reject FR-000041')!.disabled).toBe(false);
    expect(button('Mark Paid FR-000041')).toBeTruthy();
    expect(button('Approve FR-000042')!.disabled).toBe(false);
    expect(button('Reject FR-000042')!.disabled).toBe(true);
    expect(button('Mark Paid FR-000042')).toBeNull();
    expect(button('Approve FR-000043')!.disabled).toBe(true);
    expect(button('Reject FR-000043')!.disabled).toBe(true);
    expect(screen.getByText('Ref. BACS-1')).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('shows the server refusing an amount above what is available, then approves the right amount', async () => {
    const puts = serverWith([payout(4, { available: '850.00' })]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve FR-000044' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payout' });
    const amount = within(dialog).getByLabelText(/Amount to approve/);
    await user.clear(amount);
    await user.type(amount, '900');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Only $850.00 is available for payout on this case')).toBeTruthy();
    await waitFor(() => expect(toastText()).toContain('Failed to update payout status: Only $850.00 is available'));

    await user.clear(amount);
    await user.type(amount, '850.00');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toastText()).toContain('Payout approved'));
    expect(puts.map((p) => p.body)).toEqual([
      { status: 'approved', amount: '900' },
      { status: 'approved', amount: '850.00' },
    ]);
  });

  it('reveals the account details only where allowed, and hides them again', async () => {
    serverWith([payout(5, { canReveal: true }), payout(6)]);
    const { user } = renderPage();
    await screen.findByText('FR-000045');
    expect(screen.queryByRole('button', { name: 'Reveal the account details of FR-000046' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reveal the account details of FR-000045' }));
    expect(await screen.findByText('J. Doe, account 12345678')).toBeTruthy();
    expect(screen.getByText(/Hidden again in \d+ s/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide now' }));
    expect(screen.queryByText('J. Doe, account 12345678')).toBeNull();
  });

  it('shows the approvals so far and what is still needed, and why this person may not approve or mark paid (D17)', async () => {
    serverWith([
      payout(7, { approvals: [{ name: 'Robin Roe', amount: '850.00', approvedAt: '2026-06-02T10:00:00.000Z' }], approveBlockedReason: 'You have already approved this payout; a second staff member must approve it too' }),
      payout(8, {
        status: 'approved',
        approvals: [
          { name: 'Robin Roe', amount: '850.00', approvedAt: '2026-06-02T10:00:00.000Z' },
          { name: 'Ada Admin', amount: '850.00', approvedAt: '2026-06-03T10:00:00.000Z' },
        ],
        markPaidBlockedReason: 'You gave the final approval of this payout, so another staff member must mark it paid',
      }),
      payout(9, { status: 'paid', paidBy: 'Sam Lee', paymentReference: 'BACS-9' }),
    ]);
    const { container } = renderPage();
    await screen.findByText('FR-000047');
    // Four eyes: when each approval was given, to the minute, in the organisation's zone (UTC until set).
    expect(screen.getByText('Approved by Robin Roe (Jun 2, 2026, 10:00 AM UTC) · needs 1 more, from a different staff member')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Approve FR-000047' }).disabled).toBe(true);
    expect(screen.getByText('You have already approved this payout; a second staff member must approve it too')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Mark Paid FR-000048' }).disabled).toBe(true);
    expect(screen.getByText('You gave the final approval of this payout, so another staff member must mark it paid')).toBeTruthy();
    expect(screen.getByText('Marked paid by Sam Lee')).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('says an approval was recorded when a second one is still needed', async () => {
    const puts = serverWith([payout(10)]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve FR-000050' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payout' });
    expect(within(dialog).getByText('This is the first of two approvals: a different staff member must approve it too.')).toBeTruthy();
    fakeApi({
      'GET /api/admin/payout-requests': { status: 200, body: { items: [payout(10)], total: 1 } },
      'PUT /api/admin/payout-requests/10': { status: 200, body: payout(10) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toastText()).toContain('Approval recorded'));
    expect(puts).toEqual([]);
  });

  it('rejects only with the reason the victim reads, asked in one dialog', async () => {
    const puts = serverWith([payout(5)]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject FR-000045' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject payout' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please say why the payout is rejected; the victim will read it')).toBeTruthy();
    expect(puts).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), 'The account is not in your name.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(puts).toEqual([{ id: 5, body: { status: 'rejected', reason: 'The account is not in your name.' } }]));
    await waitFor(() => expect(toastText()).toContain('Payout rejected'));
  });
});

describe('acting on chosen payout requests (issue 26)', () => {
  it('approves after one question that says four eyes still hold, and says which approvals wait for a second person and which were refused', async () => {
    const bulks: unknown[] = [];
    serverWith([payout(7), payout(8)], {
      'POST /api/admin/payout-requests/bulk': ({ body }) => {
        bulks.push(body);
        return {
          status: 200,
          body: {
            done: [{ id: 7, reference: 'FR-000047, $850.00', note: 'Your approval is recorded; another staff member must approve it too before it can be paid.' }],
            unchanged: [],
            refused: [{ id: 8, reference: 'FR-000048, $850.00', code: 'PAYOUT_SAME_STAFF', reason: 'You have already approved this payout; a second staff member must approve it too' }],
          },
        };
      },
    });
    const { user } = renderPage();
    await screen.findByText('FR-000047');
    await user.click(screen.getByRole('checkbox', { name: 'Choose FR-000047, $850.00' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose FR-000048, $850.00' }));
    const bar = screen.getByRole('region', { name: '2 payout requests chosen' });
    expect(within(within(bar).getByLabelText('Action')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Approve', 'Reject']);
    await user.click(within(bar).getByRole('button', { name: 'Apply to 2 payout requests' }));
    const ask = await screen.findByRole('dialog', { name: 'Approve 2 payout requests?' });
    expect(within(ask).getByText(/Four eyes hold for each/).textContent).toContain('Marking paid stays one at a time.');
    await user.click(within(ask).getByRole('button', { name: 'Apply' }));

    const done = await screen.findByRole('dialog', { name: 'Done on 1 payout request' });
    expect(within(within(done).getByRole('list', { name: 'Done, with what is still to come' })).getByRole('listitem').textContent).toBe(
      'FR-000047, $850.00: Your approval is recorded; another staff member must approve it too before it can be paid.',
    );
    expect(within(within(done).getByRole('list', { name: 'Refused' })).getByRole('listitem').textContent).toContain('You have already approved this payout');
    expect(bulks).toEqual([
      {
        items: [
          { id: 7, version: '2026-06-01T10:00:00.000Z' },
          { id: 8, version: '2026-06-01T10:00:00.000Z' },
        ],
        action: { kind: 'status', status: 'approved' },
      },
    ]);
  });

  it('says when the server refuses the whole request, and changes nothing', async () => {
    serverWith([payout(9)], {
      'POST /api/admin/payout-requests/bulk': { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Choose at most 100 payout requests at once' } },
    });
    const { user } = renderPage();
    await screen.findByText('FR-000049');
    await user.click(screen.getByRole('checkbox', { name: 'Choose FR-000049, $850.00' }));
    const bar = screen.getByRole('region', { name: '1 payout request chosen' });
    await user.selectOptions(within(bar).getByLabelText('Action'), 'Reject');
    await user.click(within(bar).getByRole('button', { name: 'Apply to 1 payout request' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject 1 payout request?' });
    await user.type(within(ask).getByLabelText(/Reason/), 'Duplicate request.');
    await user.click(within(ask).getByRole('button', { name: 'Apply' }));
    expect(await within(ask).findByRole('alert')).toBeTruthy();
    expect(within(ask).getByRole('alert').textContent).toContain('Choose at most 100 payout requests at once');
    expect(screen.queryByRole('dialog', { name: /Done on/ })).toBeNull();
  });
});
