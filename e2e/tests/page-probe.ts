/**
 * The page side of the route checks (route-audit.ts), installed in every document of a watched
 * context before the app's own scripts. Playwright sends these functions as text, so each
 * holds everything it uses.
 */

/** What the probe keeps on `window.__routeProbe`. */
export interface Probe {
  /** The app's fetches in flight (Apollo's requests). */
  inflight: number;
  /** performance.now() of the last DOM change, route change or finished fetch. */
  lastChange: number;
  /** The browser's own timer functions (axe runs on them, see `freeze`). */
  setTimeout: typeof window.setTimeout;
  clearTimeout: typeof window.clearTimeout;
  /**
   * Stops the app's clock: no timeout of the app fires until `thaw`, and each is then put off
   * by as long as the clock stood still. axe runs inside a freeze, so what the journey waits
   * for next (a toast lives two seconds) does not lose the time axe took, and no timer changes
   * the page while axe reads it.
   */
  freeze: () => void;
  thaw: () => void;
}

/**
 * Marks <html> with `mark` (the pathname) whenever the pathname changes: the document's load,
 * pushState, replaceState or Back. Counts the app's fetches, notes the time of every change,
 * and wraps setTimeout so that the clock can be frozen.
 */
export function installProbe(mark: string) {
  const setTimeout = window.setTimeout.bind(window);
  const clearTimeout = window.clearTimeout.bind(window);
  type Timer = { realId: number; due: number; fire: () => void };
  const timers = new Map<number, Timer>();
  // The app's ids, apart from the browser's (which count up from 1): a timer that is put off
  // gets a new browser id, and the app clears it by the id it was given.
  let nextId = 1_000_000_000;
  let frozenAt: number | null = null;

  const probe: Probe = {
    inflight: 0,
    lastChange: performance.now(),
    setTimeout,
    clearTimeout,
    freeze: () => {
      frozenAt ??= performance.now();
    },
    thaw: () => {
      if (frozenAt === null) return;
      const now = performance.now();
      const stood = now - frozenAt;
      frozenAt = null;
      for (const timer of timers.values()) {
        clearTimeout(timer.realId);
        timer.due += stood;
        timer.realId = setTimeout(timer.fire, Math.max(0, timer.due - now));
      }
    },
  };
  Object.defineProperty(window, '__routeProbe', { value: probe });

  window.setTimeout = function (handler: TimerHandler, ms?: number, ...args: unknown[]) {
    if (typeof handler !== 'function') return setTimeout(handler, ms, ...args);
    const id = nextId++;
    const delay = Math.max(0, Number(ms) || 0);
    const timer: Timer = {
      realId: 0,
      due: performance.now() + delay,
      fire: () => {
        if (frozenAt !== null) return; // armed again by thaw
        timers.delete(id);
        (handler as (...a: unknown[]) => void).apply(window, args);
      },
    };
    timer.realId = setTimeout(timer.fire, delay);
    timers.set(id, timer);
    return id;
  } as typeof window.setTimeout;
  window.clearTimeout = function (id?: number) {
    const timer = id === undefined ? undefined : timers.get(id);
    if (timer) {
      timers.delete(id!);
      clearTimeout(timer.realId);
    } else clearTimeout(id);
  } as typeof window.clearTimeout;

  const markRoute = () => {
    document.documentElement?.setAttribute(mark, location.pathname);
    probe.lastChange = performance.now();
  };
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name];
    history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      const before = location.pathname;
      original.apply(this, args);
      if (location.pathname !== before) markRoute();
    };
  }
  addEventListener('popstate', markRoute);
  if (document.documentElement) markRoute();
  else document.addEventListener('readystatechange', markRoute, { once: true });

  new MutationObserver(() => {
    probe.lastChange = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  const fetch = window.fetch;
  window.fetch = function (this: unknown, ...args: Parameters<typeof window.fetch>) {
    probe.inflight += 1;
    return fetch.apply(this, args).finally(() => {
      probe.inflight -= 1;
      probe.lastChange = performance.now();
    });
  };
}

/**
 * Whether the route has settled — the document loaded, no spinner, nothing aria-busy, no fetch
 * in flight, the DOM unchanged for `quietMs`, the app's main landmark drawn — with its pathname and whether it is the web app
 * (its #root), or false while it has not.
 */
export function settled({ quietMs }: { quietMs: number }) {
  const probe = (window as unknown as { __routeProbe?: Probe }).__routeProbe;
  if (document.readyState !== 'complete') return false;
  if (document.querySelector('.loading, [aria-busy="true"]')) return false;
  if (probe && (probe.inflight > 0 || performance.now() - probe.lastChange < quietMs)) return false;
  // A screen's chunk still loading (a dynamic import is no fetch): every screen of the app has its
  // main landmark, so an app page without one has not drawn yet (after SETTLE_MS it is checked
  // anyway, and a screen truly without one fails).
  const root = document.getElementById('root');
  if (root && !root.querySelector('main, [role="main"]')) return false;
  return { path: location.pathname, app: root !== null };
}
