import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { AppRoutes } from './router';

// One screen's file and the staff side's file fail to arrive, as after a redeploy while the tab was
// open: their imports reject, as the browser's would.
vi.mock('@/features/auth/pages/login-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/login-page-3f2a.js');
});
vi.mock('@/staff/app/staff-routes', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/staff-routes-9c1d.js');
});

afterEach(() => vi.restoreAllMocks());

function renderSite(at: string) {
  // React reports a caught error on the console; the page is what this test reads.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fakeApi({ 'GET /api/settings': { status: 200, body: [] }, 'GET /api/auth/me': { status: 401, body: { code: 'SIGN_IN_REQUIRED', message: 'Please sign in' } } });
  return renderInApp(<AppRoutes />, { at });
}

describe('a screen whose file did not load', () => {
  it('says so calmly under the site header, with Reload and the Quick exit, and the next page loads', async () => {
    const { user } = renderSite('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page did not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Quick exit' })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeTruthy();

    await user.click(screen.getAllByRole('link', { name: 'Resources' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: /resources/i }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('This page did not load')).toBeNull();
  });

  it('gives the staff side, when its file is missing, the message, Reload and a Quick exit of its own', async () => {
    renderSite('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page did not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quick exit' })).toBeTruthy();
  });
});
