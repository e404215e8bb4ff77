import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { generatedAdminNotice } from './db/seed/staff';

/** Reads the configuration, builds the app, listens, and closes gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Fastify waits for requests in flight, answers new ones 503, then runs onClose (database).
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The end of the start-up's lines (on a terminal, after "listening"; JSON log lines are written
  // asynchronously and may land just after it), on the console and never through the logger.
  if (app.generatedAdmin) process.stdout.write(generatedAdminNotice(app.generatedAdmin, `${config.publicUrl}/login`));
}

main().catch((err) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
