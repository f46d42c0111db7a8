import closeWithGrace from 'close-with-grace';
import { banner } from './banner.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError } from './db/database.ts';
import { RedisUnavailableError } from './external/redis.ts';
import { releaseUnusedHeap } from './external/v8-heap.ts';
import { type RunningService, startService } from './server.ts';

/** `npm start`: every listener named by SERVICE, on embedded storage unless DATABASE_URL is set. */
async function main(): Promise<void> {
  let service: RunningService | undefined;
  // Installed before anything is printed, so a signal that follows the banner is always handled:
  // stop accepting, let requests in flight finish, then close the pool (D-1).
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) process.stderr.write(`error: ${(err as Error).stack ?? err}\n`);
    service?.ctx.log.info({ signal }, 'shutting down');
    await service?.close();
  });
  try {
    service = await startService(loadConfig());
  } catch (err) {
    if (
      err instanceof ConfigError ||
      err instanceof DatabaseUnavailableError ||
      err instanceof RedisUnavailableError
    ) {
      process.stderr.write(`error: ${err.message}\n`);
      process.exit(err instanceof ConfigError ? 2 : 1);
    }
    throw err;
  }
  // What the start needed and an idle instance does not (about a fifth of its memory).
  releaseUnusedHeap();
  process.stdout.write(`${banner(service)}\n`);
}

await main();
