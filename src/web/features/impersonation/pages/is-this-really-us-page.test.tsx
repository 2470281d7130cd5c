import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ImpersonationAnswer } from '@shared/impersonation/schema';
import { resetSettingsForTests } from '@/lib/branding/get-settings';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import IsThisReallyUsPage from './is-this-really-us-page';

const channels: ImpersonationAnswer['officialChannels'] = [
  { kind: 'email', value: 'help@haven.example' },
  { kind: 'website', value: 'haven.example' },
];

function serverWith(answer: Omit<ImpersonationAnswer, 'officialChannels' | 'id'>) {
  const sent: unknown[] = [];
  const reported: string[] = [];
  fakeApi({
    'GET /api/settings': { status: 200, body: [{ key: 'platform_name', value: 'Haven' }] },
    'GET /api/is-this-really-us': { status: 200, body: { officialChannels: channels } },
    'POST /api/is-this-really-us': ({ body }) => (sent.push(body), { status: 200, body: { ...answer, id: 'c0ffee00-0000-4000-8000-000000000001', officialChannels: channels } }),
    'POST /api/is-this-really-us/c0ffee00-0000-4000-8000-000000000001/report': ({ url }) => (reported.push(url.pathname), { status: 200, body: { message: 'Thank you.' } }),
  });
  return { sent, reported };
}

beforeEach(() => resetSettingsForTests());

describe('"Is this really us?"', () => {
  it('shows our channels, then says plainly that an unknown contact is likely a recovery scam, what to do, and takes a report', async () => {
    const server = serverWith({ kind: 'email', value: 'refunds@haven-help.net', verdict: 'unknown' });
    const { user, container } = renderInApp(<IsThisReallyUsPage />);
    expect(await screen.findByText('help@haven.example')).toBeTruthy();
    await user.type(screen.getByLabelText(/whoever contacted you/), 'Refunds@Haven-Help.net');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const heading = await screen.findByRole('heading', { name: 'This e-mail address is not one of ours' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(server.sent).toEqual([{ contact: 'Refunds@Haven-Help.net' }]);
    expect(screen.getByText(/It is likely a recovery scam/)).toBeTruthy();
    expect(screen.getByText(/We never ask for money/)).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Report this e-mail address' }));
    expect(await screen.findByText(/Our case team will see that someone is posing as us/)).toBeTruthy();
    expect(server.reported).toHaveLength(1);
  });

  it('says an official channel is ours, still warning that a sender can be faked, and offers no report', async () => {
    serverWith({ kind: 'email', value: 'help@haven.example', verdict: 'official' });
    const { user } = renderInApp(<IsThisReallyUsPage />);
    await user.type(screen.getByLabelText(/whoever contacted you/), 'help@haven.example');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { name: 'Yes, this e-mail address is one of ours' })).toBeTruthy();
    expect(screen.getByText(/the sender shown on a message can be faked/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });

  it('says a name proves nothing, and asks for something to check before sending', async () => {
    const server = serverWith({ kind: 'name', value: 'Ana Kovač', verdict: 'staff_name' });
    const { user } = renderInApp(<IsThisReallyUsPage />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Please enter the e-mail address, phone number, website or name')).toBeTruthy();
    expect(server.sent).toEqual([]);
    await user.type(screen.getByLabelText(/whoever contacted you/), 'Ana Kovač');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { name: /a name proves nothing/ })).toBeTruthy();
  });
});
