import { ConfigError, loadConfig, type Config } from './kernel/config';
import { bootApp } from './boot';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Haven did not start.\n${error.message}\nSee the configuration table in README.md.`);
      // EX_CONFIG: `npm start`'s supervisor (scripts/supervise.mjs) does not restart what cannot start.
      process.exit(78);
    }
    throw error;
  }

  const app = await bootApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Fastify stops taking connections (and answers 503 on those still open), waits for the
    // requests in flight, then the jobs runner lets the jobs in hand finish; past the bound, exit.
    const bound = config.shutdownTimeoutSeconds;
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${bound} s; exiting`);
      process.exit(1);
    }, bound * 1000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Haven is running at ${config.publicUrl} (database: ${app.database.kind})`);
}

main().catch((error: unknown) => {
  console.error('Haven failed to start:', error);
  process.exit(1);
});
