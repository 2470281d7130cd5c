import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from './mobile-menu';
import { publicLinks } from './nav-links';

function renderMenu() {
  return render(
    <MemoryRouter initialEntries={['/resources']}>
      <MobileMenu links={publicLinks} email={null} onLogout={() => {}} loggingOut={false} />
    </MemoryRouter>,
  );
}

// The panel is fetched on the first open; the button in the header must still behave as a dialog
// trigger: it says whether the menu is open, and gets focus back when the panel closes.
describe('the phone menu', () => {
  it('opens its panel on the first click and hands focus back to the button on Escape', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    button.focus();
    fireEvent.click(button);
    // The panel is a lazy chunk: on a busy machine its first load takes more than Testing Library's 1 s.
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.querySelector('a[aria-current="page"]')?.textContent).toBe('Resources');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
