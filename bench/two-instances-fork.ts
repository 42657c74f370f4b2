/**
 * A child process of the two-instance bench (an instance of the portal, or the proxy), driven by
 * messages over IPC: `ask` sends one message and waits for the reply of a given type. The child
 * closes itself when the parent goes away (its IPC channel disconnects).
 */
import { fork, type ChildProcess } from 'node:child_process';

const OUTPUT_TAIL = 4000;

export interface Reply {
  type: string;
  message?: string;
  [key: string]: unknown;
}

export interface ChildHandle {
  pid: number | undefined;
  /** Sends `message` and resolves with the next reply of type `replyType`; an `error` reply rejects. */
  ask<T extends Reply>(message: object, replyType: string, timeoutMs: number): Promise<T>;
  /** Asks the child to stop, and kills it (by its pid) when it has not exited within timeoutMs. */
  stop(timeoutMs: number): Promise<void>;
  /** The last few KB of the child's stdout and stderr. */
  output(): string;
}

export function forkChild(file: string, env: NodeJS.ProcessEnv): ChildHandle {
  const child: ChildProcess = fork(file, [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env,
  });
  let tail = '';
  const collect = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exited: string | undefined;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = `process exited (${signal ?? `code ${code}`})`;
      resolve();
    }),
  );
  child.on('error', (error) => {
    exited = `process failed: ${error.message}`;
  });

  function ask<T extends Reply>(message: object, replyType: string, timeoutMs: number) {
    return new Promise<T>((resolve, reject) => {
      const onMessage = (reply: Reply) => {
        if (reply.type !== replyType && reply.type !== 'error') return;
        done();
        if (reply.type === 'error') reject(new Error(reply.message ?? 'error'));
        else resolve(reply as T);
      };
      const onExit = () => {
        done();
        reject(new Error(`${exited ?? 'process exited'}\n${tail.trim().slice(-1500)}`));
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no '${replyType}' within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      if (exited) return onExit();
      child.send(message);
    });
  }

  return {
    pid: child.pid,
    ask,
    async stop(timeoutMs) {
      if (exited) return;
      if (child.connected) child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await gone;
      clearTimeout(timer);
    },
    output: () => tail,
  };
}
