import { describe, expect, it } from 'vitest';
import { errorStatus } from '@shared/errors/codes';
import { setSettingValue } from '../../features/settings/queries';
import { appWithPeople } from '../../test/suite-app';

// Issue 28: the server's own refusals in the asker's language (its `haven_locale` cookie, else
// its browser's languages, among those the organisation offers), the code and status unchanged.

const t = appWithPeople();

const missingCase = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/recovery-details/999999', cookies: t.victim.cookies, headers });

describe('an error in the asker’s language', () => {
  it('is English to a request that names no language, Spanish to one that asks for it, with the same code and status', async () => {
    const english = await missingCase();
    expect(english.statusCode).toBe(errorStatus.INCIDENT_NOT_FOUND);
    expect(english.json()).toEqual({ code: 'INCIDENT_NOT_FOUND', message: 'Incident not found' });

    const spanish = await missingCase({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish.statusCode).toBe(errorStatus.INCIDENT_NOT_FOUND);
    expect(spanish.json()).toEqual({ code: 'INCIDENT_NOT_FOUND', message: 'No se encontró el caso' });
  });

  it('follows the language the reader chose (the cookie) over the browser’s', async () => {
    expect((await missingCase({ cookie: 'haven_locale=es', 'accept-language': 'en-GB,en;q=0.9' })).json().message).toBe('No se encontró el caso');
    expect((await missingCase({ cookie: 'haven_locale=en', 'accept-language': 'es' })).json().message).toBe('Incident not found');
  });

  it('says a sentence with a value in it whole, the value in its place', async () => {
    const ask = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/admin/export/nothing-such', headers: { ...t.admin.headers, ...headers } });
    const lists = 'users, incidents, recovery-applications, money-trails, payout-requests, documents, messages, audit-log';
    expect((await ask()).json()).toEqual({ code: 'VALIDATION_FAILED', message: `Please choose a list to export: ${lists}` });
    expect((await ask({ 'accept-language': 'es' })).json()).toEqual({ code: 'VALIDATION_FAILED', message: `Elija una lista para exportar: ${lists}` });
  });

  it('answers the handler’s own refusals in the language too, and a schema’s message as the schema words it', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      payload: '{"email": ',
    });
    expect(badJson.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'El cuerpo de la solicitud no es un JSON válido.' });
    // src/shared's words are left to the web's `_shared` catalogue (errorMessage says them there).
    const invalid = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'accept-language': 'es' }, payload: { email: 'not an address', password: 'x' } });
    expect(invalid.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Please enter a valid email address' });
  });

  it('never speaks a language the organisation does not offer', async () => {
    await setSettingValue(t.app.db, 'languages', 'en');
    try {
      expect((await missingCase({ cookie: 'haven_locale=es', 'accept-language': 'es' })).json().message).toBe('Incident not found');
    } finally {
      await setSettingValue(t.app.db, 'languages', 'en,es');
    }
    expect((await missingCase({ cookie: 'haven_locale=es' })).json().message).toBe('No se encontró el caso');
  });
});
