import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { QUICK_EXIT_ESCAPE_WINDOW_MS } from '@/lib/quick-exit';
import { useQuickExitShortcut } from './quick-exit';

function Page({ leave, dialogOpen = false }: { leave: () => void; dialogOpen?: boolean }) {
  useQuickExitShortcut(leave);
  return (
    <main>
      <label>
        What happened
        <textarea />
      </label>
      <Dialog open={dialogOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Request payout</DialogTitle>
        </DialogContent>
      </Dialog>
    </main>
  );
}

const escape = (target: Element | Window = document.body, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(target, { key: 'Escape', ...init });

describe('the quick exit shortcut', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves on Escape pressed twice within a second, and not on one Escape', () => {
    const leave = vi.fn();
    render(<Page leave={leave} />);
    escape();
    expect(leave).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUICK_EXIT_ESCAPE_WINDOW_MS - 100);
    escape();
    expect(leave).toHaveBeenCalledOnce();
  });

  it('does not leave when the two presses are further apart, or another key comes between', () => {
    const leave = vi.fn();
    render(<Page leave={leave} />);
    escape();
    vi.advanceTimersByTime(QUICK_EXIT_ESCAPE_WINDOW_MS + 100);
    escape();
    expect(leave).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'a' });
    escape();
    expect(leave).not.toHaveBeenCalled();
  });

  it('counts Escape typed in a text field, but not a held key repeating', () => {
    const leave = vi.fn();
    render(<Page leave={leave} />);
    const field = screen.getByLabelText('What happened');
    escape(field);
    escape(field, { repeat: true });
    expect(leave).not.toHaveBeenCalled();
    escape(field);
    expect(leave).toHaveBeenCalledOnce();
  });

  it('does not leave while a dialog is open: Escape closes the dialog first', () => {
    const leave = vi.fn();
    const { rerender } = render(<Page leave={leave} dialogOpen />);
    escape();
    escape();
    expect(leave).not.toHaveBeenCalled();
    rerender(<Page leave={leave} />);
    escape();
    expect(leave).not.toHaveBeenCalled();
    escape();
    expect(leave).toHaveBeenCalledOnce();
  });
});
