import { ZodError } from 'zod';
import { loadConfig } from './config.ts';
import { startServer, StartupRefused, type RunningServer } from './server.ts';

/** Starts the server, or says in one message why it cannot and exits with code 1. */
async function start(): Promise<RunningServer> {
  try {
    return await startServer(loadConfig());
  } catch (error) {
    if (error instanceof ZodError) {
      const problems = error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      console.error(`Refusing to start: invalid settings. ${problems.join('; ')}`);
    } else if (error instanceof StartupRefused) {
      console.error(error.message);
    } else {
      throw error;
    }
    process.exit(1);
  }
}

const running = await start();

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  running.logger.info({ signal }, 'shutting down');
  // Closing PGlite cleanly matters: a stale postmaster.pid breaks the next start.
  await running.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
