import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { adviceForFraudType } from '@shared/help/fraud-type-advice';
import { platformPageWords, type PlatformPage } from '@shared/site-safety/platform-page';
import { resetSettingsForTests } from '@/lib/branding/get-settings';
import { paths } from '@/lib/paths';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import PlatformPageScreen from './platform-page';

// As the server sends it: the help articles for the fraud type, in their own words.
const adviceFor = (fraudType: string) => adviceForFraudType(fraudType).map(({ slug, title, summary, body }) => ({ slug, title, summary, body }));

type Facts = Omit<PlatformPage, 'words'>;

/** As the server sends a page: its facts and, from them, its words. */
function pageOf(facts: Facts): PlatformPage {
  return { ...facts, words: platformPageWords(facts) };
}

const coinHarborFacts: Facts = {
  slug: 'coinharbor-exchange',
  name: 'CoinHarbor Exchange',
  type: 'Cryptocurrency Exchange',
  description: 'A cryptocurrency exchange named in reports.',
  websiteHost: 'coinharbor-exchange.example',
  recoveryHelp: true,
  confirmedReports: 4,
  people: 3,
  firstReported: '2026-03',
  lastReported: '2026-10',
  fraudType: 'cryptocurrency_fraud',
  listing: { status: 'listed-by-staff', domain: 'coinharbor-exchange.example', reason: 'Takes deposits and never pays out.' },
  advice: adviceFor('cryptocurrency_fraud'),
};
const coinHarbor = pageOf(coinHarborFacts);

function open(slug: string, answer: { status: number; body: unknown } | (() => { status: number; body: unknown })) {
  fakeApi({
    'GET /api/settings': { status: 200, body: [{ key: 'platform_name', value: 'Haven' }] },
    'GET /api/auth/session': { status: 200, body: { user: null } },
    [`GET /api/platforms/${slug}`]: answer,
  });
  return renderInApp(
    <Routes>
      <Route path={paths.platform()} element={<PlatformPageScreen />} />
    </Routes>,
    { at: paths.platform(slug) },
  );
}

/** The page's last sections load after its first screen; a test waits for them before it ends. */
const laterSectionsLoaded = () => screen.findByRole('region', { name: 'Report it to the official services' });

const factsOf = () =>
  Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));

beforeEach(() => resetSettingsForTests());

describe('a platform’s public page (D28)', () => {
  it('says what was reported, whether help exists, what to do and where to report, promising nothing', async () => {
    open('coinharbor-exchange', { status: 200, body: coinHarbor });
    expect(await screen.findByRole('heading', { level: 1, name: 'CoinHarbor Exchange' })).toBeTruthy();
    expect(screen.getByText('Cryptocurrency Exchange')).toBeTruthy();
    expect(factsOf()).toEqual({
      'Confirmed reports': '4 confirmed reports from 3 different people',
      'Reported to us': 'since March 2026; the latest in October 2026',
      'Most reports describe': 'Cryptocurrency fraud',
      'Website named in the reports': 'coinharbor-exchange.example (not a link)',
      'Our known-scam list': 'coinharbor-exchange.example is on our known-scam list: our staff listed it.',
      'Why our staff listed it': 'Takes deposits and never pays out.',
    });
    // The reported site is never a link.
    expect(screen.queryByRole('link', { name: /coinharbor-exchange\.example/ })).toBeNull();
    expect(screen.getByText(/It is not our finding about the platform/)).toBeTruthy();

    const paid = screen.getByRole('region', { name: 'If you paid money to CoinHarbor Exchange' });
    expect(within(paid).getByText('What helps most, in this order:')).toBeTruthy();
    expect(within(paid).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '1. Contacting your bank or payment provider',
      '2. How to recognise a recovery scam',
      '3. Keeping evidence of what happened',
    ]);
    const help = screen.getByRole('region', { name: 'Help from us' });
    expect(within(help).getByText(/Nobody can promise that money will come back/)).toBeTruthy();
    expect(within(help).getByRole('link', { name: 'Report what happened' }).getAttribute('href')).toBe('/report-incident');
    expect(within(help).getByRole('link', { name: 'Apply for help' }).getAttribute('href')).toBe('/recovery?platform=CoinHarbor+Exchange');
    // The sections come in the order a person who paid needs them; the last two load after the first screen.
    await laterSectionsLoaded();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'If you paid money to CoinHarbor Exchange',
      'Help from us',
      'Hear about new reports',
      'Report it to the official services',
    ]);
    const official = screen.getByRole('region', { name: 'Report it to the official services' });
    expect(within(official).getByRole('link', { name: 'Action Fraud' }).getAttribute('href')).toBe('https://www.actionfraud.police.uk');

    expect(document.title).toBe('CoinHarbor Exchange: fraud reported to us | Haven - Fraud Recovery Platform');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^4 confirmed reports of fraud involving CoinHarbor Exchange/);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${window.location.origin}/platforms/coinharbor-exchange`);
    // Nothing about any person or any amount.
    expect(document.body.textContent).not.toMatch(/[$€£]\s?\d|@/);
  });

  it('offers no application where the case team offers no help, and says so plainly', async () => {
    open('quiet-shop', {
      status: 200,
      body: pageOf({ ...coinHarborFacts, slug: 'quiet-shop', name: 'Quiet Shop', type: null, description: null, websiteHost: null, recoveryHelp: false, fraudType: 'phishing', advice: adviceFor('phishing'), listing: { status: 'not-listed', domain: null, why: 'no-website' }, confirmedReports: 2, people: 2, lastReported: '2026-03' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Quiet Shop' });
    expect(factsOf()).toMatchObject({ 'Confirmed reports': '2 confirmed reports from 2 different people', 'Reported to us': 'in March 2026' });
    const help = screen.getByRole('region', { name: 'Help from us' });
    expect(within(help).getByText(/We do not offer recovery help for Quiet Shop at present/)).toBeTruthy();
    expect(within(help).queryByRole('link', { name: 'Apply for help' })).toBeNull();
    const paid = screen.getByRole('region', { name: 'If you paid money to Quiet Shop' });
    expect(within(paid).getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('1. Securing your accounts after phishing');
    await laterSectionsLoaded();
  });

  it('answers an address with no published page honestly, without saying whether anyone reported it', async () => {
    open('tradevista-markets', { status: 404, body: { code: 'PLATFORM_PAGE_NOT_FOUND', message: 'There is no public page for this platform.' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'We have no page for this platform' })).toBeTruthy();
    expect(screen.getByText('/platforms/tradevista-markets')).toBeTruthy();
    expect(screen.getByText(/at least two different people have confirmed reports about it/)).toBeTruthy();
    expect(screen.getByText(/A platform without a page is not necessarily safe/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check a website before you pay' }).getAttribute('href')).toBe('/resources#check-a-website');
    expect(document.title).toBe('We have no page for this platform | Haven - Fraud Recovery Platform');
  });

  it('offers to try again when the page could not be loaded, and trying again loads it', async () => {
    let calls = 0;
    open('coinharbor-exchange', () => (++calls === 1 ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } } : { status: 200, body: coinHarbor }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The page could not be loaded' })).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'CoinHarbor Exchange' })).toBeTruthy();
    expect(calls).toBe(2);
    await laterSectionsLoaded();
  });
});
