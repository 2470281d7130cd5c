import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { GlobalSearchResult } from '@shared/overview/schema';
import { activateLocale } from '@/lib/i18n/texts';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { GlobalSearch } from './global-search';

const result: GlobalSearchResult = {
  users: [{ id: 11, title: 'Alice Doe', subtitle: 'alice@example.com', status: null }],
  incidents: [
    { id: 21, title: 'FR-000021 · CoinVault', subtitle: 'alice@example.com', status: 'open' },
    { id: 22, title: 'FR-000022 · TradeNest', subtitle: 'alice@example.com', status: 'resolved' },
  ],
  applications: [{ id: 31, title: 'RA-000031 · Alice Doe', subtitle: 'alice@example.com', status: 'under_review' }],
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function searchFor(text: string, boxName = 'Search users, incidents and applications') {
  const fetch = fakeApi({ 'GET /api/admin/search': { status: 200, body: result } });
  const view = renderInApp(
    <>
      <GlobalSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { at: '/admin' },
  );
  const box = screen.getByRole('combobox', { name: boxName });
  await view.user.click(box);
  await view.user.type(box, text);
  return { ...view, box, fetch };
}

describe('GlobalSearch', () => {
  it('groups the hits under Users, Incidents and Applications', async () => {
    const { box, fetch } = await searchFor('alice');
    await screen.findAllByRole('option');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const groups = screen.getAllByRole('group').map((group) => ({
      heading: document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
      hits: group.querySelectorAll('[role="option"]').length,
    }));
    expect(groups).toEqual([
      { heading: 'Users', hits: 1 },
      { heading: 'Incidents', hits: 2 },
      { heading: 'Applications', hits: 1 },
    ]);
    expect(String(fetch.mock.calls.at(-1)?.[0])).toBe('/api/admin/search?q=alice');
  });

  it("says each hit's status in words, in the reader's language", async () => {
    await searchFor('alice');
    const lines = async () => (await screen.findAllByRole('option')).map((option) => option.lastElementChild?.textContent);
    expect(await lines()).toEqual(['alice@example.com', 'alice@example.com · Open', 'alice@example.com · Resolved', 'alice@example.com · Under Review']);
  });

  it("says each hit's status in Spanish to a Spanish reader", async () => {
    await act(() => activateLocale('es'));
    try {
      await searchFor('alice', 'Buscar usuarios, incidentes y solicitudes');
      const lines = (await screen.findAllByRole('option')).map((option) => option.lastElementChild?.textContent);
      expect(lines).toEqual(['alice@example.com', 'alice@example.com · Abierto', 'alice@example.com · Resuelto', 'alice@example.com · En revisión']);
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('moves through every hit with the arrow keys and opens the chosen one with Enter', async () => {
    const { box, user } = await searchFor('alice');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toContain('Alice Doe');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toContain('FR-000022');
    await user.keyboard('{ArrowUp}');
    expect(active()).toContain('FR-000021');
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('FR-000021');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/admin/incidents/21');
    expect(box).toHaveProperty('value', '');
  });

  it('wraps from the first hit up to the last', async () => {
    const { box, user } = await searchFor('alice');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowUp}');
    expect(document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent).toContain('RA-000031');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/admin/applications/31');
  });

  it('closes with Escape and stays where it was', async () => {
    const { box, user } = await searchFor('alice');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('where').textContent).toBe('/admin');
    expect(box).toHaveProperty('value', 'alice');
  });

  it('does not ask the server for a single character', async () => {
    const { fetch } = await searchFor('a');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
    expect(screen.queryByRole('option')).toBeNull();
  });
});
