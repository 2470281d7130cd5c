import { afterEach, vi } from 'vitest';

type Answer = { status: number; body: unknown };
type Route = (request: { url: URL; method: string; body: unknown }) => Answer;

/**
 * The API as a screen meets it: `routes` maps "GET /api/messages" to the answer (a function may
 * change what later calls see). Unknown calls answer 404, so a test names every call it expects.
 */
export function fakeApi(routes: Record<string, Answer | Route>) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const route = routes[`${method} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const answer = typeof route === 'function' ? route({ url, method, body }) : (route ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());
