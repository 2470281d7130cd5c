import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { path: string; headers: IncomingHttpHeaders; body: string; status: number };

/**
 * A receiver of webhooks on this machine, for tests (no internet): it keeps every request and
 * answers each request to a path with the next status given for that path (then 200), so a test
 * can make one endpoint fail a few times while others answer.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const status = answers.get(path)?.shift() ?? 200;
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    /** The statuses the next requests to `path` get, in order. */
    answerWith: (path: string, ...statuses: number[]) => answers.set(path, [...(answers.get(path) ?? []), ...statuses]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
