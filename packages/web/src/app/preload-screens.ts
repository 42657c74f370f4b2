import { allPrograms } from '../lib/programs';

/**
 * Starts downloading the chunks of a program area the URL opens while the start-up gate loads
 * the user, rather than one after the other once each renders (the router's lazy imports then
 * find them loaded: the same import() gives the same chunk). An educator's area is fetched for
 * every signed-in visitor of a program's URL, admins included: it is small, and most visitors
 * are educators. On the dashboard it also asks for the banner the dashboard shows first.
 */
export function preloadScreens(pathname: string): void {
  const program = allPrograms().find((p) => pathname === p.url || pathname.startsWith(`${p.url}/`));
  if (!program) return;
  const quietly = (loading: Promise<unknown>) => void loading.catch(() => {});
  quietly(import('./program-area/program-area'));
  quietly(import('./program-area/educator-area'));
  // The educator's landing screen (spec 1 §2 Dashboard area), the lazy DashboardPage of
  // programs/shared-screens.ts, where a program's area opens.
  if (pathname.replace(/\/$/, '') === program.url || pathname === `${program.url}/dashboard`) {
    quietly(import('../features/dashboard/dashboard-page'));
    quietly(
      Promise.all([
        import('../lib/apollo-client'),
        import('../features/dashboard/prefetch-dashboard'),
      ]).then(([{ appApolloClient }, { prefetchDashboard }]) =>
        prefetchDashboard(appApolloClient()),
      ),
    );
  }
}
