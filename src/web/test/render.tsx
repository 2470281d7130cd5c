import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders a piece of a screen inside what the app gives it: the query client, a router (at `at`,
 * for a test that renders <Routes>), the toasts.
 */
export function renderInApp(ui: ReactElement, { at = '/' }: { at?: string } = {}) {
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, ...view };
}

/** Renders a screen at its own address, behind a route as the app has it, so it reads its params. */
export function renderAt(path: string, screen: ReactElement) {
  return renderInApp(
    <Routes>
      <Route path={path} element={screen} />
    </Routes>,
    { at: path },
  );
}

/** The open toast's title and description, joined. */
export function toastText(): string {
  return Array.from(document.querySelector('li[data-state="open"] .grid')?.children ?? [], (node) => node.textContent ?? '').join(' ');
}

/** The validation messages on screen, in order. */
export function shownMessages(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('[role="alert"]'), (node) => node.textContent ?? '');
}

/** The message a field is marked invalid with, found as a screen reader finds it (aria-describedby). */
export function messageOf(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const alert = ids.map((id) => document.getElementById(id)).find((node) => node?.getAttribute('role') === 'alert');
  return alert?.textContent ?? null;
}
