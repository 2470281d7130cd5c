import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSettingsForTests } from '@/lib/branding/get-settings';
import { paths } from '@/lib/paths';
import { fakeApi } from '@/test/fake-api';
import { Route, Routes } from 'react-router';
import { renderInApp } from '@/test/render';
import StopNewsPage from './stop-news-page';

const token = `12.${'a'.repeat(32)}`;
const open = () =>
  renderInApp(
    <Routes>
      <Route path={paths.stopNews()} element={<StopNewsPage />} />
    </Routes>,
    { at: paths.stopNews(token) },
  );
beforeEach(() => resetSettingsForTests());

describe('the stop link of a news e-mail (issue 27)', () => {
  it('changes nothing on opening; stops one, then all, without signing in', async () => {
    let watches = [
      { id: 1, label: 'Harbour Coins' },
      { id: 2, label: 'IBAN ending 3000' },
    ];
    const posts: string[] = [];
    fakeApi({
      'GET /api/settings': { status: 200, body: [] },
      [`GET /api/watch-stops/${token}/watches`]: () => ({ status: 200, body: { watches } }),
      [`POST /api/watch-stops/${token}/watches/2`]: () => {
        posts.push('one');
        watches = watches.filter((w) => w.id !== 2);
        return { status: 200, body: { ok: true } };
      },
      [`POST /api/watch-stops/${token}`]: () => {
        posts.push('all');
        watches = [];
        return { status: 200, body: { ok: true } };
      },
    });
    const { user } = open();
    expect(await screen.findByText('IBAN ending 3000')).toBeTruthy();
    expect(posts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Stop e-mails about IBAN ending 3000' }));
    expect(await screen.findByText('Stopped: IBAN ending 3000.')).toBeTruthy();
    expect(screen.queryByText('IBAN ending 3000', { selector: 'span' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stop all news e-mails' }));
    expect(await screen.findByText('Stopped')).toBeTruthy();
    expect(screen.getByText(/E-mails about your own case, such as a reply from your case team, still reach you/)).toBeTruthy();
    expect(posts).toEqual(['one', 'all']);
  });

  it('says plainly when the link is not ours', async () => {
    fakeApi({
      'GET /api/settings': { status: 200, body: [] },
      [`GET /api/watch-stops/${token}/watches`]: { status: 404, body: { code: 'UNSUBSCRIBE_LINK_INVALID', message: 'This link is not valid.' } },
    });
    open();
    expect(await screen.findByText('This link is not valid')).toBeTruthy();
  });
});
