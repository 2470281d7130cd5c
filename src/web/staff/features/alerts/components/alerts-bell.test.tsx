import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { AlertsBell } from './alerts-bell';

describe('the alerts bell', () => {
  it('links to the Alerts section and shows the unread count', async () => {
    fakeApi({ 'GET /api/admin/alerts/unread': { status: 200, body: { unread: 3 } } });
    const { container } = renderInApp(<AlertsBell />);
    const link = await screen.findByRole('link', { name: 'Alerts, 3 unread' });
    expect(link.getAttribute('href')).toBe('/admin/alerts');
    expect(screen.getByTestId('alerts-badge').textContent).toBe('3');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('caps the badge at 99+', async () => {
    fakeApi({ 'GET /api/admin/alerts/unread': { status: 200, body: { unread: 250 } } });
    renderInApp(<AlertsBell />);
    await screen.findByRole('link', { name: 'Alerts, 250 unread' });
    expect(screen.getByTestId('alerts-badge').textContent).toBe('99+');
  });

  it('shows no badge when nothing is unread', async () => {
    const fetch = fakeApi({ 'GET /api/admin/alerts/unread': { status: 200, body: { unread: 0 } } });
    renderInApp(<AlertsBell />);
    expect(await screen.findByRole('link', { name: 'Alerts, none unread' })).toBeTruthy();
    expect(fetch).toHaveBeenCalled();
    expect(screen.queryByTestId('alerts-badge')).toBeNull();
  });
});
