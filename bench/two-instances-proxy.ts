/**
 * The round-robin proxy (bench/proxy.ts) in its own process, so that it does not share an event
 * loop with autocannon: { type: 'start' } → { type: 'started', url }; { type: 'upstreams', list }
 * → { type: 'upstreams-set' }; { type: 'counts' } → { type: 'counts', counts };
 * { type: 'stop' } or the parent going away → closes and exits.
 */
import { startProxy, type Proxy } from './proxy.ts';

let proxy: Proxy | undefined;
let stopping = false;

function reply(message: object): void {
  if (process.send && process.connected) process.send(message);
}

async function stop() {
  if (stopping) return;
  stopping = true;
  await proxy?.close().catch(() => undefined);
  process.exit(0);
}

process.on('message', (message: { type: string; list?: string[] }) => {
  void (async () => {
    try {
      if (message.type === 'start') {
        proxy = await startProxy();
        reply({ type: 'started', url: proxy.url });
      } else if (message.type === 'upstreams') {
        proxy!.setUpstreams(message.list ?? []);
        reply({ type: 'upstreams-set' });
      } else if (message.type === 'counts') {
        reply({ type: 'counts', counts: proxy!.counts() });
      } else if (message.type === 'stop') {
        await stop();
      }
    } catch (error) {
      reply({ type: 'error', message: (error as Error).message });
    }
  })();
});
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
