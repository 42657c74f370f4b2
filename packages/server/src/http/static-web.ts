import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

const API_PREFIXES = ['/graphql', '/auth/', '/oidc', '/dev/', '/healthz'];

/** Serves the built single-page app, with index.html for every client route. */
export function mountStaticWeb(app: Express, webDist: string) {
  const index = path.join(webDist, 'index.html');
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (req, res, next) => {
    if (API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
    if (!existsSync(index)) {
      res.status(503).type('text').send('The web app is not built: run npm run build.');
      return;
    }
    res.sendFile(index);
  });
}
