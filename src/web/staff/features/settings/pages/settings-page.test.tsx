import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffSetting } from '@shared/settings/staff-schema';
import type { TextEntry } from '@shared/texts/schema';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { renderInApp, toastText } from '@/test/render';
import SettingsPage from './settings-page';

function setting(key: string, category: StaffSetting['category'], value: string | null, values: Partial<StaffSetting> = {}): StaffSetting {
  return {
    id: key.length,
    key,
    value,
    hasValue: value !== '' && value !== null,
    category,
    description: null,
    isSecret: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: 'alex',
    ...values,
  };
}

function serverWith(records: StaffSetting[]) {
  const byKey = new Map(records.map((r) => [r.key, r]));
  const calls: string[] = [];
  const route = (method: string, key: string, answer: (body: unknown) => { status: number; body: unknown }) => [
    `${method} /api/admin/settings/${key}`,
    ({ body }: { body: unknown }) => {
      calls.push(`${method} ${key} ${JSON.stringify(body ?? null)}`);
      return answer(body);
    },
  ];
  fakeApi({
    'GET /api/admin/settings': ({ url }) => {
      const category = url.searchParams.get('status');
      const q = url.searchParams.get('q') ?? '';
      const items = [...byKey.values()].filter((s) => s.category === category && s.key.includes(q));
      return { status: 200, body: { items, total: items.length } };
    },
    ...Object.fromEntries(
      records.flatMap((r) => [
        route('PUT', r.key, (body) => {
          const { value } = body as { value: string };
          if (r.key === 'contingency_fee_percent' && Number(value) > 50) {
            return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Fee on recovered funds must be a number from 0 to 50' } };
          }
          const next = { ...byKey.get(r.key)!, value: r.isSecret ? null : value, hasValue: value !== '' };
          byKey.set(r.key, next);
          return { status: 200, body: next };
        }),
        route('DELETE', r.key, () => ({ status: 200, body: byKey.get(r.key) })),
        route('GET', `${r.key}/reveal`, () => ({ status: 200, body: { key: r.key, value: 'smtps://u:pw@mail.example.org' } })),
      ]),
    ),
    'POST /api/admin/settings/test-email': { status: 200, body: { to: 'alex@example.org', delivered: false, serverResponse: '535 5.7.8 Authentication failed' } },
    'GET /api/settings': { status: 200, body: [] },
    'GET /api/admin/session': { status: 200, body: { username: 'alex', displayName: 'Alex', role: 'admin' } },
  });
  return calls;
}

const renderPage = (at = '/admin/settings') =>
  renderInApp(
    <Routes>
      <Route path="/admin/settings" element={<SettingsPage />} />
    </Routes>,
    { at },
  );

afterEach(() => dismissToast());

describe('the settings page', () => {
  it('tells a case worker plainly that only an admin changes settings, and loads none', async () => {
    const fetch = fakeApi({ 'GET /api/admin/session': { status: 200, body: { username: 'sam', displayName: 'Sam', role: 'caseworker' } } });
    renderPage();
    expect(await screen.findByText('Only an admin can change settings.')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/admin/settings'))).toBe(false);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("previews the branding with the spec's fallbacks, and passes axe", async () => {
    serverWith([setting('platform_name', 'branding', ''), setting('tagline', 'branding', ''), setting('logo_url', 'branding', '')]);
    const { container } = renderPage();
    const preview = await screen.findByTestId('branding-preview');
    expect(preview.textContent).toContain('Platform Name');
    expect(preview.textContent).toContain('Platform tagline');
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeTruthy();
    const favicon = screen.getByRole('button', { name: 'Upload favicon' });
    // The admin spec's hint, read with the button.
    expect(document.getElementById(favicon.getAttribute('aria-describedby') ?? '')?.textContent).toContain('ICO or PNG, 32x32');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("checks a value with the key's own rule before sending, then saves it with 'Setting Updated'", async () => {
    const calls = serverWith([setting('contingency_fee_percent', 'payment', '15')]);
    const { user } = renderPage('/admin/settings?tab=payment');
    await user.click(await screen.findByRole('button', { name: 'Edit Fee on recovered funds' }));
    const field = screen.getByLabelText('New value for Fee on recovered funds');
    await user.clear(field);
    await user.type(field, '75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fee on recovered funds must be a number from 0 to 50')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.clear(field);
    await user.type(field, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toContain('Setting Updated'));
    expect(calls).toEqual(['PUT contingency_fee_percent {"value":"12.5"}']);
    expect(await screen.findByText('12.5 %')).toBeTruthy();
  });

  it('moves focus into the editor by keyboard and back to Edit when it closes, under a heading of its tab', async () => {
    serverWith([setting('audit_retention_days', 'general', '2555')]);
    const { user, container } = renderPage('/admin/settings?tab=general');
    const edit = await screen.findByRole('button', { name: 'Edit Audit log kept for' });
    expect(screen.getByRole('heading', { level: 2, name: 'General settings' })).toBeTruthy();
    edit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New value for Audit log kept for')));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Audit log kept for' })));
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("keeps a protected key's Delete reachable and says why it does nothing", async () => {
    const calls = serverWith([setting('platform_name', 'branding', 'Haven')]);
    const { user } = renderPage();
    const button = await screen.findByRole('button', { name: 'Delete Platform name' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    await waitFor(() => expect(toastText()).toBe('Cannot Delete This setting is protected and cannot be deleted'));
    expect(calls).toEqual([]);
  });

  it('shows a secret masked, edits it in a password field and reveals it only when asked', async () => {
    const calls = serverWith([setting('smtp_url', 'email', null, { isSecret: true, hasValue: true })]);
    const { user } = renderPage('/admin/settings?tab=email');
    const row = (await screen.findByRole('heading', { name: /Mail server/ })).closest('li')!;
    expect(row.textContent).toContain('••••••••');
    expect(row.textContent).not.toContain('u:pw@');
    await user.click(within(row).getByRole('button', { name: 'Reveal Mail server' }));
    expect(await within(row).findByText('smtps://u:pw@mail.example.org')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Hide Mail server' }));
    expect(within(row).queryByText('smtps://u:pw@mail.example.org')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Edit Mail server' }));
    expect((within(row).getByLabelText('New value for Mail server') as HTMLInputElement).type).toBe('password');
    expect(calls).toEqual(['GET smtp_url/reveal null']);
  });

  it("reports the mail server's own answer to a test e-mail", async () => {
    serverWith([setting('mail_from_name', 'email', '')]);
    const { user } = renderPage('/admin/settings?tab=email');
    await user.click(await screen.findByRole('button', { name: 'Send a test e-mail' }));
    const status = await screen.findByText('Not delivered to alex@example.org.');
    expect(status.parentElement!.textContent).toContain('535 5.7.8 Authentication failed');
  });
});

describe("the settings page's texts tab", () => {
  const entry = (values: Partial<TextEntry> = {}): TextEntry => ({
    catalogue: '_shell',
    id: 'abc123',
    source: 'Report an incident',
    shipped: 'Denunciar un incidente',
    override: null,
    ...values,
  });

  function textsServer() {
    const calls: string[] = [];
    let current = entry();
    fakeApi({
      'GET /api/admin/texts': ({ url }) => {
        calls.push(`GET ${url.searchParams.toString()}`);
        return { status: 200, body: { items: [current], total: 1, catalogues: ['_shell', 'search'] } };
      },
      'PUT /api/admin/texts': ({ body }) => {
        const { text } = body as { text: string };
        calls.push(`PUT ${JSON.stringify(body)}`);
        if (text.includes('{phone}')) {
          return { status: 400, body: { code: 'VALIDATION_FAILED', message: '{phone} is not filled in here; this text has no values to use' } };
        }
        current = entry({ override: { text, updatedBy: 'alex', updatedAt: '2026-11-29T10:00:00.000Z' } });
        return { status: 200, body: current };
      },
      'POST /api/admin/texts/restore': ({ body }) => {
        calls.push(`RESTORE ${JSON.stringify(body)}`);
        current = entry();
        return { status: 200, body: current };
      },
      'GET /api/settings': { status: 200, body: [] },
      'GET /api/admin/session': { status: 200, body: { username: 'alex', displayName: 'Alex', role: 'admin' } },
    });
    return calls;
  }

  it("finds a text in a language, saves the organisation's words with the server's reason for a refusal, and restores the original", async () => {
    const calls = textsServer();
    const { user, container } = renderPage('/admin/settings?tab=texts&lang=es');
    const row = (await screen.findByRole('heading', { name: 'Denunciar un incidente' })).closest('li')!;
    expect(row.textContent).toContain('English: Report an incident');
    expect(calls[0]).toBe('GET locale=es&status=all&page=1&pageSize=25');
    expect((await axe.run(container)).violations).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Edit Denunciar un incidente' }));
    const field = within(row).getByLabelText('Your words');
    await user.clear(field);
    await user.type(field, 'Llame al {{phone}');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('{phone} is not filled in here; this text has no values to use')).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'Cuéntenos qué pasó');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    const changed = await screen.findByRole('heading', { name: /Cuéntenos qué pasó/ });
    expect(changed.textContent).toContain('Changed');
    expect(changed.closest('li')!.textContent).toContain('Original: Denunciar un incidente');
    expect(calls).toContain(`PUT ${JSON.stringify({ locale: 'es', catalogue: '_shell', id: 'abc123', text: 'Cuéntenos qué pasó' })}`);

    await user.click(within(changed.closest('li')!).getByRole('button', { name: 'Restore Cuéntenos qué pasó' }));
    expect(await screen.findByRole('heading', { name: 'Denunciar un incidente' })).toBeTruthy();
    expect(calls).toContain(`RESTORE ${JSON.stringify({ locale: 'es', catalogue: '_shell', id: 'abc123' })}`);
  });

  it('asks the server again for a search, a part or the changed ones, from the first page', async () => {
    const calls = textsServer();
    const { user } = renderPage('/admin/settings?tab=texts&tpage=3');
    await screen.findByRole('heading', { name: 'Denunciar un incidente' });
    expect(calls[0]).toBe('GET locale=en&status=all&page=3&pageSize=25');
    await user.click(screen.getByRole('checkbox', { name: 'Changed only' }));
    await waitFor(() => expect(calls.at(-1)).toBe('GET locale=en&status=overridden&page=1&pageSize=25'));
    await user.selectOptions(screen.getByLabelText('Part'), 'search');
    await waitFor(() => expect(calls.at(-1)).toBe('GET locale=en&status=overridden&page=1&pageSize=25&catalogue=search'));
  });
  it('offers only Remove for the words of a text an update removed', async () => {
    const calls: string[] = [];
    fakeApi({
      'GET /api/admin/texts': {
        status: 200,
        body: { items: [entry({ id: 'gone', source: '', shipped: '', retired: true, override: { text: 'Old words', updatedBy: 'alex', updatedAt: '2026-11-29T10:00:00.000Z' } })], total: 1, catalogues: ['_shell'] },
      },
      'POST /api/admin/texts/restore': ({ body }) => {
        calls.push(JSON.stringify(body));
        return { status: 200, body: entry({ id: 'gone', retired: true }) };
      },
      'GET /api/settings': { status: 200, body: [] },
      'GET /api/admin/session': { status: 200, body: { username: 'alex', displayName: 'Alex', role: 'admin' } },
    });
    const { user } = renderPage('/admin/settings?tab=texts&changed=1');
    const row = (await screen.findByRole('heading', { name: /Old words/ })).closest('li')!;
    expect(row.textContent).toContain('no longer shown anywhere');
    expect(within(row).queryByRole('button', { name: /^Edit/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Remove Old words' }));
    await waitFor(() => expect(calls).toEqual([JSON.stringify({ locale: 'en', catalogue: '_shell', id: 'gone' })]));
  });
});
