import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSettingsForTests } from '@/lib/branding/get-settings';
import { paths } from '@/lib/paths';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { Route, Routes } from 'react-router';
import ConfirmNewsPage from './confirm-news-page';

beforeEach(() => resetSettingsForTests());

function open(token: string) {
  return renderInApp(
    <Routes>
      <Route path={paths.confirmNews} element={<ConfirmNewsPage />} />
    </Routes>,
    { at: `${paths.confirmNews}?token=${token}` },
  );
}

describe('confirming a request for news (issue 27, D18)', () => {
  it('confirms only when its owner presses the button, and leads back to the platform', async () => {
    let confirmed = 0;
    fakeApi({
      'GET /api/settings': { status: 200, body: [] },
      'GET /api/watch-confirmations/tok': { status: 200, body: { valid: true, platformName: 'Harbour Coins' } },
      'POST /api/watch-confirmations/tok': () => {
        confirmed += 1;
        return { status: 200, body: { platformName: 'Harbour Coins', platformSlug: 'harbour-coins' } };
      },
    });
    const { user } = open('tok');
    expect(await screen.findByText('News about Harbour Coins?')).toBeTruthy();
    expect(confirmed).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Yes, send me news' }));
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    expect(confirmed).toBe(1);
    expect(screen.getByRole('link', { name: 'Back to the platform’s page' }).getAttribute('href')).toBe('/platforms/harbour-coins');
  });

  it('explains a spent or expired link without alarm', async () => {
    fakeApi({ 'GET /api/settings': { status: 200, body: [] }, 'GET /api/watch-confirmations/old': { status: 200, body: { valid: false } } });
    open('old');
    expect(await screen.findByText('This link cannot be used any more')).toBeTruthy();
  });
});
