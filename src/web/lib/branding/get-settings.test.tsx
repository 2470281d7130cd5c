import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_NAME } from '@shared/settings/defaults';
import { fakeApi } from '@/test/fake-api';
import { resetSettingsForTests, useBranding, useSettings } from './get-settings';

const settings = [
  { key: 'platform_name', value: 'Harbour Help' },
  { key: 'tagline', value: 'Free help after a scam' },
  { key: 'search_disclosure', value: 'private' },
];

function Name() {
  const { platformName, searchDisclosure } = useBranding();
  return (
    <p>
      {platformName} / {searchDisclosure}
    </p>
  );
}

function Status() {
  return <p>status: {useSettings().status}</p>;
}

// Rendered with no QueryClientProvider on purpose: the first screen must not need the query library.
describe('the branding store', () => {
  beforeEach(() => {
    resetSettingsForTests();
    localStorage.clear();
  });
  afterEach(() => localStorage.clear());

  it('shows the last known branding, then the settings, with one request for every screen part', async () => {
    localStorage.setItem('haven:branding', JSON.stringify({ platformName: 'Seen Before' }));
    const fetch = fakeApi({ 'GET /api/settings': { status: 200, body: settings } });
    render(
      <>
        <Name />
        <Name />
        <Status />
      </>,
    );
    expect(screen.getAllByText('Seen Before / public')).toHaveLength(2);
    expect(screen.getByText('status: pending')).toBeTruthy();

    expect(await screen.findAllByText('Harbour Help / private')).toHaveLength(2);
    expect(screen.getByText('status: success')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('haven:branding') ?? '{}')).toMatchObject({ platformName: 'Harbour Help' });
  });

  it('keeps loaded settings for the page: a later screen does not ask again', async () => {
    const fetch = fakeApi({ 'GET /api/settings': { status: 200, body: settings } });
    const first = render(<Name />);
    await screen.findByText('Harbour Help / private');
    first.unmount();
    render(<Name />);
    expect(screen.getByText('Harbour Help / private')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to the defaults when the settings fail, and the next screen asks again', async () => {
    const fetch = fakeApi({ 'GET /api/settings': { status: 500, body: { code: 'INTERNAL', message: 'Down' } } });
    const first = render(<Status />);
    await screen.findByText('status: error');
    first.unmount();
    render(
      <>
        <Name />
        <Status />
      </>,
    );
    expect(screen.getByText(`${DEFAULT_PLATFORM_NAME} / public`)).toBeTruthy();
    await screen.findByText('status: error');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
