import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { forgetPublishedPlatformPages, PlatformPageLink } from './platform-page-link';

beforeEach(() => forgetPublishedPlatformPages());

const page = (name: string, slug: string) => ({ status: 200, body: { slug, name } });

describe('the link from a search result to its platform’s page (D28)', () => {
  it('is there when a page is published for that very platform', async () => {
    fakeApi({ 'GET /api/platforms/coinharbor-exchange': page('CoinHarbor Exchange', 'coinharbor-exchange') });
    renderInApp(<PlatformPageLink name="CoinHarbor Exchange" />);
    const link = await screen.findByRole('link', { name: 'What others reported about CoinHarbor Exchange' });
    expect(link.getAttribute('href')).toBe('/platforms/coinharbor-exchange');
  });

  it('is not there without a page, or when the address belongs to another platform of a like name', async () => {
    const fetch = fakeApi({ 'GET /api/platforms/crypto-bank': page('Crypto Bank', 'crypto-bank') });
    renderInApp(
      <>
        <PlatformPageLink name="TradeVista Markets" />
        <PlatformPageLink name="crypto-bank" />
        <PlatformPageLink name="Крипто" />
      </>,
    );
    await expect.poll(() => fetch.mock.calls.length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
