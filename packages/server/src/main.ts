import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

const config = loadConfig();
const running = await startServer(config);

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
