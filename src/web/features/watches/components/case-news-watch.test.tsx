import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@shared/format/dates';
import type { CaseWatches } from '@shared/watches/schema';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { CaseNewsWatch } from './case-news-watch';

const base = (options: Partial<CaseWatches['options'][number]>[]): CaseWatches => ({
  caseReference: 'FR-000042',
  options: options.map((option) => ({
    key: 'platform',
    kind: 'platform',
    accountKind: null,
    label: 'Harbour Coins',
    watchId: null,
    since: null,
    news: 0,
    platformSlug: null,
    ...option,
  })),
});

const notWatched = base([
  { key: 'platform', kind: 'platform', label: 'Harbour Coins', platformSlug: 'harbour-coins' },
  { key: 'website', kind: 'website', label: 'harbour-coins.com' },
  { key: 'account:iban:DE89370400440532013000', kind: 'account', accountKind: 'iban', label: 'IBAN DE89370400440532013000' },
]);

describe('Tell me when others report this (issue 27)', () => {
  it('offers what the case names, follows the ticked ones, and says so calmly', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'GET /api/recovery-cases/42/watches': { status: 200, body: notWatched },
      'POST /api/recovery-cases/42/watches': ({ body }) => {
        sent.push(body);
        return {
          status: 200,
          body: { ...notWatched, options: notWatched.options.map((o) => (o.key === 'platform' ? { ...o, watchId: 7, since: '2026-05-03T10:00:00.000Z' } : o)) },
        };
      },
    });
    const { user } = renderInApp(<CaseNewsWatch incidentId={42} />);
    const section = await screen.findByRole('region', { name: 'Tell me when others report this' });
    expect(within(section).getByText(/It only says that there is news/)).toBeTruthy();
    expect(within(section).getByText(/never who made them or what they wrote/)).toBeTruthy();
    const boxes = await within(section).findAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('id') && document.querySelector(`label[for="${box.id}"]`)?.textContent)).toEqual([
      'The platform Harbour Coins',
      'The website harbour-coins.com',
      'The IBAN DE89370400440532013000',
    ]);

    // Nothing ticked: a plain word, not a dead button.
    await user.click(within(section).getByRole('button', { name: 'Tell me' }));
    expect(within(section).getByRole('alert').textContent).toBe('Please tick at least one thing to be told about.');

    await user.click(within(section).getByRole('checkbox', { name: 'The platform Harbour Coins' }));
    await user.click(within(section).getByRole('button', { name: 'Tell me' }));
    expect(await within(section).findByText('Done. We will write when others report the platform Harbour Coins.')).toBeTruthy();
    expect(sent).toEqual([{ keys: ['platform'] }]);
    const followed = within(section).getByRole('list');
    expect(within(followed).getByText('The platform Harbour Coins')).toBeTruthy();
    expect(within(followed).getByText((_, node) => node?.tagName === 'P' && node.textContent === `Since ${formatDate('2026-05-03T10:00:00.000Z')}. No new reports by others yet.`)).toBeTruthy();
    expect(within(followed).getByRole('link', { name: 'See its public page' }).getAttribute('href')).toBe('/platforms/harbour-coins');
  });

  it('shows how many confirmed reports by others named it since, and stops one', async () => {
    let stopped = false;
    const watched = base([{ key: 'platform', kind: 'platform', label: 'Harbour Coins', watchId: 7, since: '2026-05-03T10:00:00.000Z', news: 2 }]);
    fakeApi({
      'GET /api/recovery-cases/42/watches': () => ({ status: 200, body: stopped ? base([{ key: 'platform', kind: 'platform', label: 'Harbour Coins' }]) : watched }),
      'DELETE /api/watches/7': () => {
        stopped = true;
        return { status: 200, body: { ok: true } };
      },
    });
    const { user } = renderInApp(<CaseNewsWatch incidentId={42} />);
    expect(await screen.findByText(/2 new confirmed reports by others since then\./)).toBeTruthy();
    // With news, the next step is the case team, never a promise.
    expect(screen.getByRole('link', { name: 'send them a message' }).getAttribute('href')).toBe('/recovery-details/42');
    // The case team has not checked any account yet: said plainly.
    expect(screen.getByText(/once your case team has recorded and checked them/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stop e-mails about the platform Harbour Coins' }));
    expect(await screen.findByText('Stopped. You will no longer hear about the platform Harbour Coins.')).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'The platform Harbour Coins' })).toBeTruthy();
  });
});
