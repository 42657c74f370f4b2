import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildMessage, ParentMessage } from './server-process.ts';

const CHILD = fileURLToPath(new URL('./server-process.ts', import.meta.url));
const OUTPUT_TAIL = 4000;

export interface ServerHandle {
  pid: number | undefined;
  /** Resolves with the next message of the given type; rejects on error, exit or timeout. */
  next<T extends ChildMessage['type']>(
    type: T,
    timeoutMs: number,
  ): Promise<Extract<ChildMessage, { type: T }>>;
  send(message: ParentMessage): void;
  /** Asks the child to close the server and database; kills it (by its pid) if it does not. */
  stop(timeoutMs: number): Promise<string | undefined>;
  /** The last few KB of the child's stdout and stderr (seed logs, stack traces). */
  output(): string;
}

/** Forks bench/server-process.ts (through tsx) with an IPC channel. */
export function forkServer(): ServerHandle {
  const child: ChildProcess = fork(CHILD, [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let tail = '';
  const collect = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const queue: ChildMessage[] = [];
  const waiters = new Set<() => void>();
  let exited: string | undefined;
  child.on('message', (message: ChildMessage) => {
    queue.push(message);
    for (const wake of waiters) wake();
  });
  child.on('exit', (code, signal) => {
    exited = `server process exited (${signal ?? `code ${code}`})`;
    for (const wake of waiters) wake();
  });
  child.on('error', (error) => {
    exited = `server process failed: ${error.message}`;
    for (const wake of waiters) wake();
  });

  function next<T extends ChildMessage['type']>(type: T, timeoutMs: number) {
    return new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const check = () => {
        const index = queue.findIndex((m) => m.type === type || m.type === 'error');
        if (index >= 0) {
          const [message] = queue.splice(index, 1);
          done();
          if (message!.type === 'error')
            reject(new Error(`${message!.phase}: ${message!.message}`));
          else resolve(message as Extract<ChildMessage, { type: T }>);
        } else if (exited) {
          done();
          reject(new Error(exited));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no '${type}' from the server process within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  return {
    pid: child.pid,
    next,
    send(message) {
      if (child.connected) child.send(message);
    },
    async stop(timeoutMs) {
      if (exited) return undefined;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      let problem: string | undefined;
      try {
        if (!child.connected) throw new Error('IPC channel closed');
        child.send({ type: 'stop' } satisfies ParentMessage);
        await next('stopped', timeoutMs);
      } catch (error) {
        problem = (error as Error).message;
      }
      if (!exited) {
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await gone;
        clearTimeout(timer);
      }
      return problem;
    },
    output: () => tail,
  };
}
