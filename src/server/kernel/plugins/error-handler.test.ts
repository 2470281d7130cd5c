import type { FastifyError } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { errorStatus, type ErrorBody } from '@shared/errors/codes';
import { testAppForSuite } from '../../test/suite-app';
import { createVictim } from '../../test/fixtures';
import { invalidateSettings } from '../../features/settings/queries';
import { describeClientError } from './error-handler';

const t = testAppForSuite();

/** The body, after checking it is exactly `{ code, message }` sent with its code's status. */
function errorBody(response: { statusCode: number; json: () => unknown }): ErrorBody {
  const body = response.json() as ErrorBody;
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(response.statusCode).toBe(errorStatus[body.code]);
  return body;
}

const login = { method: 'POST', url: '/api/auth/login' } as const;

describe("Fastify's own errors carry a code too", () => {
  it('a body that is not valid JSON', async () => {
    const res = await t.app.inject({ ...login, headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(errorBody(res)).toEqual({ code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' });
  });

  it('an empty JSON body', async () => {
    const res = await t.app.inject({ ...login, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(errorBody(res)).toEqual({ code: 'VALIDATION_FAILED', message: 'The request body is empty.' });
  });

  it('a content type no route accepts', async () => {
    const res = await t.app.inject({ ...login, headers: { 'content-type': 'text/xml' }, payload: '<login/>' });
    expect(errorBody(res)).toEqual({ code: 'UNSUPPORTED_CONTENT_TYPE', message: 'This content type is not accepted here.' });
  });

  it('a JSON body where the route wants a multipart form', async () => {
    const expected = { code: 'UNSUPPORTED_CONTENT_TYPE', message: 'Please send the form as multipart/form-data.' };
    const report = await t.app.inject({ method: 'POST', url: '/api/report-incident', payload: { victimEmail: 'a@example.com' } });
    expect(errorBody(report)).toEqual(expected);
    const victim = await createVictim(t.app);
    const upload = await t.app.inject({ method: 'POST', url: '/api/documents', cookies: victim.cookies, payload: { recoveryId: 1 } });
    expect(errorBody(upload)).toEqual(expected);
  });

  it('a body over the size limit', async () => {
    const res = await t.app.inject({ ...login, payload: { email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(errorBody(res)).toEqual({ code: 'REQUEST_TOO_LARGE', message: 'The request is too large.' });
  });

  it('an unknown /api path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(errorBody(res)).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
    const spanish = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'accept-language': 'es' } });
    expect(errorBody(spanish)).toEqual({ code: 'NOT_FOUND', message: 'No se ha encontrado' });
  });

  it('a refusal while the database is known to be away: said at once, without reading the settings', async () => {
    const down = vi.spyOn(t.app.database.availability, 'isDown').mockReturnValue(true);
    const select = vi.spyOn(t.app.db, 'select');
    try {
      invalidateSettings(t.app.db);
      const res = await t.app.inject({ method: 'POST', url: '/no-such-page', headers: { 'accept-language': 'es' } });
      expect(errorBody(res)).toEqual({ code: 'NOT_FOUND', message: 'No se ha encontrado' });
      expect(select).not.toHaveBeenCalled();
    } finally {
      down.mockRestore();
      select.mockRestore();
    }
  });

  it('a schema refusal, a sign-in refusal and a domain refusal', async () => {
    const invalid = await t.app.inject({ ...login, payload: { email: 'not an address', password: 'x' } });
    expect(errorBody(invalid)).toEqual({ code: 'VALIDATION_FAILED', message: 'Please enter a valid email address' });

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(errorBody(anonymous)).toEqual({ code: 'SIGN_IN_REQUIRED', message: 'Please sign in to continue' });

    const victim = await createVictim(t.app);
    const missing = await t.app.inject({ method: 'GET', url: '/api/recovery-details/999999', cookies: victim.cookies });
    expect(errorBody(missing)).toEqual({ code: 'INCIDENT_NOT_FOUND', message: 'Incident not found' });
  });
});

describe('describeClientError', () => {
  const fastifyError = (code: string, statusCode: number, message = 'raw') =>
    Object.assign(new Error(message), { code, statusCode }) as FastifyError;

  it.each([
    ['FST_REQ_FILE_TOO_LARGE', 413, 'FILE_TOO_LARGE'],
    ['FST_FILES_LIMIT', 413, 'TOO_MANY_FILES'],
    ['FST_PARTS_LIMIT', 413, 'REQUEST_TOO_LARGE'],
    ['FST_INVALID_MULTIPART_CONTENT_TYPE', 406, 'UNSUPPORTED_CONTENT_TYPE'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'REQUEST_TOO_LARGE'],
  ] as const)('maps the multipart and parser error %s', (code, status, expected) => {
    expect(describeClientError(fastifyError(code, status), status).code).toBe(expected);
  });

  it('gives any other client error the code of its status, or VALIDATION_FAILED, keeping its message', () => {
    expect(describeClientError(fastifyError('FST_SOMETHING', 404), 404)).toMatchObject({ code: 'NOT_FOUND', message: 'raw' });
    expect(describeClientError(fastifyError('FST_SOMETHING', 403), 403)).toMatchObject({ code: 'FORBIDDEN', message: 'raw' });
    expect(describeClientError(fastifyError('FST_SOMETHING', 408), 408)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'raw' });
  });
});
