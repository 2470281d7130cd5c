import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeStaffToken } from '@/lib/staff-token';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { FreshConfirmation } from './components/fresh-confirmation-dialog';
import StaffLoginPage from './pages/staff-login-page';
import SecondFactorSetupPage from './pages/second-factor-setup-page';

const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false }, region: { enabled: false } } };
const violations = async (root: Element = document.body) => (await axe.run(root, axeOptions)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

const status = (step: string, extra: object = {}) => ({
  status: 200,
  body: { step, required: step === 'enrol', totp: step === 'verify', passkeys: [], recoveryCodesLeft: 0, confirmedUntil: null, ...extra },
});
const loginAnswer = { status: 200, body: { token: 'tok-2fa', expiresAt: '2030-01-01T00:00:00.000Z', role: 'admin', displayName: 'Maria' } };

function renderPages(at = '/admin-login') {
  return renderInApp(
    <Routes>
      <Route path="/admin-login" element={<StaffLoginPage />} />
      <Route path="/admin/second-factor-setup" element={<SecondFactorSetupPage />} />
      <Route path="/admin/my-work" element={<p>staff landing page</p>} />
    </Routes>,
    { at },
  );
}

async function signIn(user: ReturnType<typeof renderPages>['user']) {
  await user.type(screen.getByLabelText('Username'), 'maria');
  await user.type(screen.getByLabelText('Password'), 'a long password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  storeStaffToken(null);
  vi.restoreAllMocks();
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, says plainly when it is wrong, and opens the staff side with the right one', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'GET /api/settings': { status: 200, body: [] },
      'POST /api/admin/login': loginAnswer,
      'GET /api/admin/second-factor': status('verify'),
      'POST /api/admin/second-factor/verify': ({ body }) => {
        sent.push(body);
        return (body as { code: string }).code === '123456'
          ? { status: 200, body: { step: 'complete', confirmedUntil: null } }
          : { status: 401, body: { code: 'SECOND_FACTOR_INVALID', message: 'That code did not work. Please check it and try again' } };
      },
    });
    const { user } = renderPages();
    await signIn(user);
    const field = await screen.findByLabelText('Code from your authenticator app');
    expect(await violations()).toEqual([]);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That code did not work. Please check it and try again')).toBeTruthy();
    await user.clear(screen.getByLabelText('Code from your authenticator app'));
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('staff landing page')).toBeTruthy();
    expect(sent).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('offers a recovery code instead of the app', async () => {
    fakeApi({
      'GET /api/settings': { status: 200, body: [] },
      'POST /api/admin/login': loginAnswer,
      'GET /api/admin/second-factor': status('verify'),
      'POST /api/admin/second-factor/verify': { status: 200, body: { step: 'complete', confirmedUntil: null } },
    });
    const { user } = renderPages();
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('staff landing page')).toBeTruthy();
  });

  it('leads a first sign-in to setting up an app: QR code and key, the first code, then the recovery codes shown once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    fakeApi({
      'GET /api/settings': { status: 200, body: [] },
      'POST /api/admin/login': loginAnswer,
      'GET /api/admin/second-factor': status('enrol'),
      'POST /api/admin/second-factor/totp': {
        status: 200,
        body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' },
      },
      'POST /api/admin/second-factor/totp/confirm': { status: 200, body: { recoveryCodes: codes } },
    });
    const { user } = renderPages();
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up a second way to sign in' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect((await screen.findByRole('img', { name: 'QR code to add this account to an authenticator app' })).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('totp-key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter the 6-digit code from your app')).toBeTruthy();
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.textContent).toContain('abcd0-efgh0');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'I have saved my codes, continue' }));
    expect(await screen.findByText('staff landing page')).toBeTruthy();
  });
});

function RevealButton() {
  const [shown, setShown] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void apiRequest<{ value: string }>('/api/admin/settings/smtp_url/reveal').then(
            (result) => setShown(result.value),
            (error: unknown) => setShown(`refused: ${errorMessage(error, '?')}`),
          )
        }
      >
        Reveal
      </button>
      <p>{shown}</p>
    </>
  );
}

describe('a fresh confirmation before a sensitive call', () => {
  it('asks for the password in a dialog, then sends the call again', async () => {
    storeStaffToken('tok');
    let confirmed = false;
    const reveals: string[] = [];
    fakeApi({
      'GET /api/admin/settings/smtp_url/reveal': ({ method }) => {
        reveals.push(method);
        return confirmed
          ? { status: 200, body: { value: 'smtp://secret' } }
          : { status: 403, body: { code: 'FRESH_CONFIRMATION_REQUIRED', message: 'Please confirm it is you to continue' } };
      },
      'POST /api/admin/second-factor/confirm': ({ body }) => {
        if ((body as { password?: string }).password !== 'right one') {
          return { status: 401, body: { code: 'SECOND_FACTOR_INVALID', message: 'That password is not right. Please try again' } };
        }
        confirmed = true;
        return { status: 200, body: { step: 'complete', confirmedUntil: '2030-01-01T00:05:00.000Z' } };
      },
    });
    const { user } = renderInApp(
      <>
        <FreshConfirmation />
        <RevealButton />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    // The dialog itself (Radix's focus guards around it are not content).
    expect(await violations(await screen.findByRole('dialog', { name: 'Please confirm it is you' }))).toEqual([]);
    await user.type(screen.getByLabelText('Your password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That password is not right. Please try again')).toBeTruthy();
    await user.clear(screen.getByLabelText('Your password'));
    await user.type(screen.getByLabelText('Your password'), 'right one');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('smtp://secret')).toBeTruthy();
    expect(reveals).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hands the refusal to the screen when the person cancels', async () => {
    storeStaffToken('tok');
    fakeApi({
      'GET /api/admin/settings/smtp_url/reveal': { status: 403, body: { code: 'FRESH_CONFIRMATION_REQUIRED', message: 'Please confirm it is you to continue' } },
    });
    const { user } = renderInApp(
      <>
        <FreshConfirmation />
        <RevealButton />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('refused: Please confirm it is you to continue')).toBeTruthy();
  });
});
