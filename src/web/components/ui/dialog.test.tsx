import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from '@/hooks/use-toast';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from './dialog';
import { Toaster } from './toaster';
import { TOAST_ROOM_PROPERTY } from './toast-room';

/** A dialog opened from code, as row menus and "confirm it is you" open theirs: no Radix Trigger. */
function OpenedFromCode({ removeOpenerOnOpen = false }: { removeOpenerOnOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <main>
      <h1>Payouts</h1>
      <button type="button">Filter</button>
      {removeOpenerOnOpen && opened ? null : (
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
        >
          Request Payout
        </button>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Request Payout</DialogTitle>
          <DialogDescription>Where the money should go.</DialogDescription>
          <DialogFooter>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Toaster />
    </main>
  );
}

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

describe('focus after a dialog closes', () => {
  it('goes back to the button that opened a dialog without a Trigger, after a toast', async () => {
    const user = userEvent.setup();
    render(<OpenedFromCode />);
    await user.click(screen.getByRole('button', { name: 'Request Payout' }));
    act(() => void toast({ title: 'Error', description: 'Failed to create payout request', variant: 'destructive' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Request Payout' })));
  });

  it('goes to where the user was before when the opener is gone, never to the body', async () => {
    const user = userEvent.setup();
    render(<OpenedFromCode removeOpenerOnOpen />);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('button', { name: 'Request Payout' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filter' })));
  });
});

describe('toasts beside a dialog', () => {
  /** Lays the toast list out at the bottom right and the dialog where `dialogLeft` says (jsdom has no layout). */
  function layOut(dialogLeft: number) {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.tagName === 'OL') return DOMRect.fromRect({ x: 976, y: 724, width: 448, height: 120 });
      if (this.getAttribute('role') === 'dialog') return DOMRect.fromRect({ x: dialogLeft, y: 200, width: 512, height: 500 });
      return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
    });
  }
  const room = () => document.documentElement.style.getPropertyValue(TOAST_ROOM_PROPERTY);

  it('keeps the toast’s height free below a dialog it would cover, and gives it back when the toast closes', async () => {
    layOut(700);
    const user = userEvent.setup();
    render(<OpenedFromCode />);
    await user.click(screen.getByRole('button', { name: 'Request Payout' }));
    expect(screen.getByRole('dialog').className).toContain('max-h-[calc(90vh-var(--toast-room,0px))]');
    act(() => void toast({ title: 'Error', description: 'Failed to create payout request', variant: 'destructive' }));
    await waitFor(() => expect(room()).toBe('120px'));
    act(() => dismissToast());
    await waitFor(() => expect(room()).toBe(''));
  });

  it('moves nothing when the dialog and the toast do not share a column', async () => {
    layOut(100);
    const user = userEvent.setup();
    render(<OpenedFromCode />);
    await user.click(screen.getByRole('button', { name: 'Request Payout' }));
    act(() => void toast({ title: 'Error', description: 'Failed to create payout request', variant: 'destructive' }));
    await screen.findByText('Failed to create payout request');
    expect(room()).toBe('');
  });
});
