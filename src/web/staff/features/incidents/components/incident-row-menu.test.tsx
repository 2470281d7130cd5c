import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render';
import { IncidentRowMenu } from './incident-row-menu';

function renderMenu(status: string, confirmed = true) {
  const handlers = { onView: vi.fn(), onSetStatus: vi.fn(), onConfirm: vi.fn(), onDiscard: vi.fn() };
  const view = renderInApp(<IncidentRowMenu reference="FR-000042" status={status} confirmed={confirmed} {...handlers} />);
  return { ...view, ...handlers };
}

const disabled = (name: string) => screen.getByRole('menuitem', { name }).getAttribute('aria-disabled') === 'true';

describe('the incident row menu', () => {
  it('disables the status the incident already has, and only that one', async () => {
    const { user } = renderMenu('resolved');
    await user.click(screen.getByRole('button', { name: 'Actions for FR-000042' }));

    expect(disabled('Mark Resolved')).toBe(true);
    expect(disabled('Mark Investigating')).toBe(false);
    expect(disabled('Close Case')).toBe(false);
    expect(disabled('View Details')).toBe(false);
  });

  it('Mark Investigating sets under_investigation (D12) and is disabled on an incident under investigation', async () => {
    const first = renderMenu('open');
    await first.user.click(screen.getByRole('button', { name: 'Actions for FR-000042' }));
    await first.user.click(screen.getByRole('menuitem', { name: 'Mark Investigating' }));
    expect(first.onSetStatus).toHaveBeenCalledWith('under_investigation');
    first.unmount();

    const second = renderMenu('under_investigation');
    await second.user.click(screen.getByRole('button', { name: 'Actions for FR-000042' }));
    expect(disabled('Mark Investigating')).toBe(true);
    expect(disabled('Close Case')).toBe(false);
  });

  it('works from the keyboard, and offers Confirm and Discard only on an unconfirmed report', async () => {
    const { user, onConfirm } = renderMenu('open', false);
    screen.getByRole('button', { name: 'Actions for FR-000042' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Discard report…' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Confirm report' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('has no Confirm or Discard on a confirmed report', async () => {
    const { user } = renderMenu('open', true);
    await user.click(screen.getByRole('button', { name: 'Actions for FR-000042' }));
    expect(screen.queryByRole('menuitem', { name: 'Confirm report' })).toBeNull();
  });
});
