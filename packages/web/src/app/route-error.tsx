import { ErrorBlock } from '../components/error-block';

/** Shown when a screen fails to render or its code cannot be loaded. */
export function RouteError() {
  return (
    <main id="main-content" className="app-main">
      <ErrorBlock />
    </main>
  );
}
