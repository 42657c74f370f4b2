import type { FullConfig } from '@playwright/test';
import { benchWanted, startBenchServer, stopBenchServer } from './bench-server';

/**
 * Starts the bench-seed server in the background (it seeds 5,000 schools first) while the demo
 * server's journeys run; the bench-setup project waits for it. Stopped at the end of the run.
 */
export default async function globalSetup(config: FullConfig) {
  const benchProject = config.projects.find((p) => p.name === 'bench-seed');
  if (!benchProject) return;
  const port = Number(new URL(benchProject.use.baseURL!).port);
  if (benchWanted(process.argv)) await startBenchServer(port);
  // Also when a worker had to start it (setup/bench.setup.ts).
  return () => stopBenchServer(port);
}
