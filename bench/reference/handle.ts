import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withTimeout } from '../time.ts';
import type { ReferenceName } from './handlers.ts';
import type { ReferenceChildMessage, ReferenceParentMessage } from './server-process.ts';

const CHILD = fileURLToPath(new URL('./server-process.ts', import.meta.url));

export interface ReferenceServer {
  url: string;
  use(handler: ReferenceName): Promise<void>;
  /** SQL statements the last request sent (counted in the reference's process). */
  statements(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the bare reference server (bench/reference/server-process.ts) in its own process. */
export async function startReference(
  databaseUrl: string,
  poolSize: number,
): Promise<ReferenceServer> {
  const child = fork(CHILD, [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const next = <T extends ReferenceChildMessage['type']>(type: T) =>
    withTimeout(
      new Promise<Extract<ReferenceChildMessage, { type: T }>>((resolve, reject) => {
        const onMessage = (message: ReferenceChildMessage) => {
          if (message.type !== type && message.type !== 'error') return;
          child.off('message', onMessage);
          if (message.type === 'error') reject(new Error(message.message));
          else resolve(message as Extract<ReferenceChildMessage, { type: T }>);
        };
        child.on('message', onMessage);
        child.once('exit', (code) => reject(new Error(`reference exited (${code}): ${stderr}`)));
      }),
      60_000,
      `no '${type}' from the reference server`,
    );
  const send = (message: ReferenceParentMessage) => child.send(message);
  const started = next('started');
  send({ type: 'start', databaseUrl, poolSize });
  const { url } = await started;
  return {
    url,
    async use(handler) {
      const using = next('using');
      send({ type: 'use', handler });
      await using;
    },
    async statements() {
      const answer = next('statements');
      send({ type: 'statements' });
      return (await answer).statements;
    },
    async stop() {
      if (child.exitCode !== null || !child.connected) return;
      const stopped = next('stopped').catch(() => undefined);
      send({ type: 'stop' });
      await stopped;
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
