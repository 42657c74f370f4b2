/**
 * One instance of the portal for the two-instance bench, in its own process (forked by
 * bench/two-instances.ts): { type: 'start', env } → starts the server exactly as `npm start`
 * does with that environment (loadConfig + startServer: migrations, demo seed, mail sender,
 * report reminders) and answers { type: 'started', url }; { type: 'stop' }, SIGTERM or the
 * parent going away → closes the server and the database, then exits.
 */
import { loadConfig } from '../packages/server/src/config.ts';
import { startServer, type RunningServer } from '../packages/server/src/server.ts';

let server: RunningServer | undefined;
let stopping = false;

function reply(message: object): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send || !process.connected) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

async function start(env: Record<string, string>) {
  try {
    server = await startServer(loadConfig(env));
    await reply({ type: 'started', url: server.url.replace('//localhost:', '//127.0.0.1:') });
  } catch (error) {
    await reply({ type: 'error', message: (error as Error).stack ?? String(error) });
  }
}

async function stop() {
  if (stopping) return;
  stopping = true;
  let code = 0;
  try {
    await server?.close();
  } catch (error) {
    console.error('closing the server failed:', error);
    code = 1;
  }
  process.exit(code);
}

process.on('message', (message: { type: string; env?: Record<string, string> }) => {
  if (message.type === 'start' && message.env) void start(message.env);
  else if (message.type === 'stop') void stop();
});
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
