/**
 * A small round-robin HTTP proxy for the two-instance bench (bench/two-instances.ts), standing
 * where a load balancer stands in production: each request goes to the next upstream in turn,
 * over kept-alive connections, with the client's address appended to X-Forwarded-For (the
 * instances run with TRUST_PROXY=true). No health checks, no retries: an upstream that fails
 * answers 502.
 */
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  url: string;
  /** Replaces the upstreams (base URLs, http://host:port); counting starts again. */
  setUpstreams(upstreams: string[]): void;
  /** Requests sent to each upstream since the last setUpstreams, in its order. */
  counts(): number[];
  close(): Promise<void>;
}

interface Upstream {
  hostname: string;
  port: number;
}

function parseUpstream(base: string): Upstream {
  const url = new URL(base);
  if (url.protocol !== 'http:') throw new Error(`upstream ${base}: only http:// is proxied`);
  return { hostname: url.hostname, port: Number(url.port || 80) };
}

/** X-Forwarded-For with this hop's client address appended, as a proxy in front of the portal does. */
function forwardedFor(headers: IncomingHttpHeaders, address: string | undefined): string {
  const before = headers['x-forwarded-for'];
  const previous = Array.isArray(before) ? before.join(', ') : before;
  const client = address ?? 'unknown';
  return previous ? `${previous}, ${client}` : client;
}

/** Starts the proxy on 127.0.0.1 (port 0: any free port). */
export async function startProxy(upstreams: string[] = [], port = 0): Promise<Proxy> {
  let targets = upstreams.map(parseUpstream);
  let sent = targets.map(() => 0);
  let next = 0;
  // An idle kept-alive socket is closed after 4 s, before the upstream's own 5 s (Node's
  // keepAliveTimeout) could close it under a request just sent on it (ECONNRESET, a 502).
  const agent = new Agent({ keepAlive: true, maxSockets: 512, timeout: 4_000 });

  const server: Server = createServer((req, res) => {
    if (targets.length === 0) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('no upstream');
      return;
    }
    const index = next++ % targets.length;
    const target = targets[index]!;
    sent[index]! += 1;
    const headers = {
      ...req.headers,
      'x-forwarded-for': forwardedFor(req.headers, req.socket.remoteAddress),
      'x-forwarded-proto': 'http',
    };
    const upstream = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream: ${error.message}`);
      } else {
        res.destroy(error);
      }
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    setUpstreams(list) {
      targets = list.map(parseUpstream);
      sent = targets.map(() => 0);
      next = 0;
    },
    counts: () => [...sent],
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
