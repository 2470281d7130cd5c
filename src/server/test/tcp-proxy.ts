import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy of the test's own between a client and PostgreSQL, to fail the network as an outage
 * would without touching the machine's server: `cutAll` closes every connection and refuses new
 * ones (a restart, a dropped link); `blackhole` keeps connections open but passes nothing either
 * way (a server or network that stops answering without closing).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let mode: 'pass' | 'cut' | 'blackhole' = 'pass';
  const server: Server = createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {});
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('data', (chunk) => mode === 'pass' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'pass' && client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
    cutAll() {
      mode = 'cut';
      for (const socket of open) socket.destroy();
    },
    blackhole() {
      mode = 'blackhole';
    },
    restore() {
      if (mode === 'blackhole') for (const socket of open) socket.destroy();
      mode = 'pass';
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;

/** `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const through = new URL(url);
  through.hostname = '127.0.0.1';
  through.port = String(proxy.port);
  return through.toString();
}
