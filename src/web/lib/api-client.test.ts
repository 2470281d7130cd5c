import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, hasErrorCode, isStaffApiPath } from './api-client';

const failure = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText: 'Failed', headers });

afterEach(() => vi.unstubAllGlobals());

describe('ApiError', () => {
  it('decodes the code and the message of an error body', () => {
    const error = new ApiError(404, JSON.stringify({ code: 'INCIDENT_NOT_FOUND', message: 'Incident not found' }), 'Not Found', null);
    expect(error.code).toBe('INCIDENT_NOT_FOUND');
    expect(error.serverMessage).toBe('Incident not found');
    expect(error.status).toBe(404);
    expect(error.message).toBe('404: {"code":"INCIDENT_NOT_FOUND","message":"Incident not found"}');
  });

  it('has no code for a code it does not know, a body that is not JSON, or no body', () => {
    expect(new ApiError(400, JSON.stringify({ code: 'BAD_REQUEST', message: 'No' }), 'Bad Request', null).code).toBeUndefined();
    const html = new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway', null);
    expect([html.code, html.serverMessage, html.message]).toEqual([undefined, undefined, '502: <html>Bad gateway</html>']);
    const empty = new ApiError(503, '', 'Service Unavailable', null);
    expect([empty.code, empty.message]).toEqual([undefined, '503: Service Unavailable']);
    expect(new ApiError(500, 'null', 'Error', null).code).toBeUndefined();
  });

  it('reads Retry-After in seconds, and ignores a date or garbage', () => {
    expect(new ApiError(429, '', '', '30').retryAfterSeconds).toBe(30);
    expect(new ApiError(429, '', '', 'Wed, 21 Oct 2026 07:28:00 GMT').retryAfterSeconds).toBeUndefined();
  });

  it('lets screens ask for codes, never statuses', () => {
    const limited = new ApiError(429, JSON.stringify({ code: 'RATE_LIMITED', message: 'Slow down' }), '', null);
    expect(hasErrorCode(limited, 'RATE_LIMITED')).toBe(true);
    expect(hasErrorCode(limited, 'VALIDATION_FAILED', 'ADDRESS_NOT_CHECKABLE')).toBe(false);
    expect(hasErrorCode(new TypeError('Failed to fetch'), 'RATE_LIMITED')).toBe(false);
    expect(hasErrorCode(null, 'SIGN_IN_REQUIRED')).toBe(false);
    expect(errorMessage(limited, 'fallback')).toBe('Slow down');
    expect(errorMessage(new TypeError('x'), 'fallback')).toBe('fallback');
  });
});

describe('apiRequest', () => {
  it('throws an ApiError carrying the code the server sent', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => failure(401, { code: 'SIGN_IN_REQUIRED', message: 'Please sign in' })));
    const error = await apiRequest('/api/dashboard').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('SIGN_IN_REQUIRED');
  });

  it('sends the staff token to /api/admin paths only', async () => {
    vi.stubGlobal('localStorage', { getItem: () => 'staff-token' });
    const fetchMock = vi.fn(async (..._args: unknown[]) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const authorizationOf = async (path: string) => {
      await apiRequest(path);
      const init = fetchMock.mock.lastCall?.[1] as RequestInit;
      return (init.headers as Record<string, string>).authorization;
    };
    expect(await authorizationOf('/api/admin/users?page=2')).toBe('Bearer staff-token');
    expect(await authorizationOf('/api/dashboard')).toBeUndefined();
    expect(await authorizationOf('/api/search?email=a%40b.c&next=/api/admin/x')).toBeUndefined();
    expect(await authorizationOf('/api/administrators')).toBeUndefined();
  });

  it('sends extra headers such as If-Match, but never lets them replace the staff token', async () => {
    vi.stubGlobal('localStorage', { getItem: () => 'staff-token' });
    const fetchMock = vi.fn(async (..._args: unknown[]) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/admin/incidents/3', { method: 'PUT', json: {}, headers: { 'if-match': '"4"', authorization: 'Bearer forged' } });
    const headers = (fetchMock.mock.lastCall?.[1] as RequestInit).headers as Record<string, string>;
    expect(headers['if-match']).toBe('"4"');
    expect(headers.authorization).toBe('Bearer staff-token');
    expect(headers['content-type']).toBe('application/json');
  });
});

describe('isStaffApiPath', () => {
  it('matches the staff API prefix by path, not by substring', () => {
    expect(isStaffApiPath('/api/admin')).toBe(true);
    expect(isStaffApiPath('/api/admin/incidents/3')).toBe(true);
    expect(isStaffApiPath('/api/admin?x=1')).toBe(true);
    expect(isStaffApiPath('/api/adminx')).toBe(false);
    expect(isStaffApiPath('/api/recovery-details/3?from=/api/admin/')).toBe(false);
  });
});
