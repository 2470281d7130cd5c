import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { PlatformNewsForm } from './platform-news-form';

const signedOut = { status: 200, body: { user: null } };

describe('Hear about new reports, on a platform’s page (issue 27)', () => {
  it('asks a visitor for an address and says a link is on its way, nothing more', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'GET /api/auth/session': signedOut,
      'POST /api/platforms/harbour-coins/watch': ({ body }) => {
        sent.push(body);
        return { status: 200, body: { status: 'email_sent' } };
      },
    });
    const { user } = renderInApp(<PlatformNewsForm slug="harbour-coins" name="Harbour Coins" />);
    expect(await screen.findByText(/at most one a day, and only when there is news/)).toBeTruthy();
    const field = await screen.findByLabelText('Your e-mail address');
    await user.click(screen.getByRole('button', { name: 'Send me a link to confirm' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(sent).toEqual([]);
    await user.type(field, 'me@example.org');
    await user.click(screen.getByRole('button', { name: 'Send me a link to confirm' }));
    expect(await screen.findByText('Please check your e-mail')).toBeTruthy();
    expect(screen.getByText(/Nothing else is sent to it until you open the link/)).toBeTruthy();
    expect(sent).toEqual([{ email: 'me@example.org' }]);
    expect(document.activeElement?.textContent).toBe('Please check your e-mail');
  });

  it('shows the server’s words when the budget is spent', async () => {
    fakeApi({
      'GET /api/auth/session': signedOut,
      'POST /api/platforms/harbour-coins/watch': { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 12 minutes.' } },
    });
    const { user } = renderInApp(<PlatformNewsForm slug="harbour-coins" name="Harbour Coins" />);
    await user.type(await screen.findByLabelText('Your e-mail address'), 'me@example.org');
    await user.click(screen.getByRole('button', { name: 'Send me a link to confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again in 12 minutes.');
  });

  it('lets a signed-in victim follow it at once, and stop it again', async () => {
    let watching = false;
    fakeApi({
      'GET /api/auth/session': { status: 200, body: { user: { id: 1, email: 'victim@example.org', fullName: 'Vic' } } },
      'GET /api/watches': () => ({
        status: 200,
        body: { watches: watching ? [{ id: 9, kind: 'platform', label: 'Harbour Coins', incidentId: null, caseReference: null, platformSlug: 'harbour-coins', since: '2026-05-03T10:00:00.000Z', news: 0 }] : [] },
      }),
      'POST /api/platforms/harbour-coins/watch': () => {
        watching = true;
        return { status: 200, body: { status: 'watching' } };
      },
      'DELETE /api/watches/9': () => {
        watching = false;
        return { status: 200, body: { ok: true } };
      },
    });
    const { user } = renderInApp(<PlatformNewsForm slug="harbour-coins" name="Harbour Coins" />);
    await user.click(await screen.findByRole('button', { name: 'Tell me about new reports' }));
    expect(await screen.findByText('You will hear from us when a new report about Harbour Coins is confirmed.')).toBeTruthy();
    expect(screen.queryByLabelText('Your e-mail address')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByRole('button', { name: 'Tell me about new reports' })).toBeTruthy();
  });
});
