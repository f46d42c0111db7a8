import closeWithGrace from 'close-with-grace';
import { banner } from './banner.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError } from './db/errors.ts';
import { MigrationError } from './db/migrate.ts';
import type { Tracing } from './external/tracing.ts';
import { releaseUnusedHeap } from './external/v8-heap.ts';
import { type RunningService, startService } from './server.ts';

/** What closing takes beyond the drain: buffered usage counts written, worker threads and the pool closed. */
const CLOSE_MARGIN_MS = 10_000;

/**
 * A start that cannot go on: what to correct (the variable, the storage, or the stored rows a migration
 * refuses), and exit code 2 (configuration) or 1.
 */
function failedStart(err: unknown): never {
  if (err instanceof ConfigError || err instanceof DatabaseUnavailableError || err instanceof MigrationError) {
    process.stderr.write(`error: ${err.message}\n`);
    process.exit(err instanceof ConfigError ? 2 : 1);
  }
  throw err;
}

/** `npm start`: every listener named by SERVICE, on embedded storage unless DATABASE_URL is set. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    failedStart(err);
  }
  let service: RunningService | undefined;
  let tracing: Tracing | null = null;
  // Installed before anything is printed, so a signal that follows the banner is always handled: stop
  // accepting, let requests in flight finish within SHUTDOWN_DRAIN_SECONDS, then close the pool (D-1).
  // Exit code 0 when everything finished in time, 1 when requests had to be cut.
  closeWithGrace({ delay: config.shutdownDrainMs + CLOSE_MARGIN_MS }, async ({ err, signal }) => {
    if (err) process.stderr.write(`error: ${(err as Error).stack ?? err}\n`);
    service?.ctx.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: new connections are refused, requests in flight finish');
    await service?.close();
    await tracing?.close();
    service?.ctx.log.info('shut down');
  });
  try {
    // Imported only when traces are wanted: with tracing off, nothing of OpenTelemetry's SDK is loaded.
    if (config.otlpEndpoint) tracing = await (await import('./external/tracing.ts')).startTracing({ serviceName: config.otelServiceName });
    service = await startService(config, { tracing });
  } catch (err) {
    failedStart(err);
  }
  // What the start needed and an idle instance does not (about a fifth of its memory).
  releaseUnusedHeap();
  process.stdout.write(`${banner(service)}\n`);
}

await main();
