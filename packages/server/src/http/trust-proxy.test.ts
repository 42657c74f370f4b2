import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { trustedProxyHops } from './app.ts';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 0],
    ['false', 0],
    ['true', 1],
    ['2', 2],
    ['-1', 0],
    ['many', 0],
  ] as const)('%s trusts %i proxy hops', (value, hops) => {
    expect(trustedProxyHops(value)).toBe(hops);
  });

  it('takes the address the proxy appended, not a forged leftmost X-Forwarded-For', async () => {
    const app = express();
    app.set('trust proxy', trustedProxyHops('true'));
    app.get('/ip', (req, res) => {
      res.send(req.ip);
    });
    const server = app.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/ip`, {
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
      });
      expect(await response.text()).toBe('203.0.113.7');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
