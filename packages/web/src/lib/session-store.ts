/**
 * The client session: whether this browser is signed in, the chosen program and the report date
 * range. It lives outside React and is persisted in localStorage. The session itself is an
 * HttpOnly cookie that the browser sends with every request and no script can read (the
 * spec's "stored token"); nothing secret is kept here. Server data is not kept here either: the
 * Apollo cache is the only client store of server data.
 */
import { useSyncExternalStore } from 'react';

export type ReportRange = { startDate: string; endDate: string };

export type SessionState = {
  /** Signed in on this browser (then the start-up gate loads the user with the cookie). */
  signedIn: boolean;
  /** Key of the program chosen with Visit or by entering its area. */
  currentProgram: string | null;
  reportRange: ReportRange;
};

const KEYS = {
  signedIn: 'signedIn',
  currentProgram: 'currentProgram',
  reportRange: 'reportRange',
};
/** Where earlier versions kept the bearer token: removed wherever it is still found. */
const LEGACY_TOKEN_KEY = 'token';

/** Jan 1 – Dec 31 of the current calendar year, as YYYY-MM-DD. */
export function currentYearRange(today = new Date()): ReportRange {
  const year = today.getFullYear();
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the session then lasts as long as the page.
  }
}

function readRange(): ReportRange {
  const raw = read(KEYS.reportRange);
  if (raw) {
    try {
      const value = JSON.parse(raw) as Partial<ReportRange>;
      if (typeof value.startDate === 'string' && typeof value.endDate === 'string') {
        return { startDate: value.startDate, endDate: value.endDate };
      }
    } catch {
      // fall through to the default
    }
  }
  return currentYearRange();
}

function load(): SessionState {
  write(LEGACY_TOKEN_KEY, null);
  return {
    signedIn: read(KEYS.signedIn) === 'true',
    currentProgram: read(KEYS.currentProgram),
    reportRange: readRange(),
  };
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  if ('signedIn' in patch) write(KEYS.signedIn, state.signedIn ? 'true' : null);
  if ('currentProgram' in patch) write(KEYS.currentProgram, state.currentProgram);
  if ('reportRange' in patch) write(KEYS.reportRange, JSON.stringify(state.reportRange));
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setSignedIn: (signedIn: boolean) => update({ signedIn }),
  setCurrentProgram: (currentProgram: string | null) => {
    if (currentProgram !== state.currentProgram) update({ currentProgram });
  },
  setReportRange: (reportRange: ReportRange) => update({ reportRange }),
  /** Log out: the sign-in and the chosen program go, the report range returns to this year. */
  clear: () => update({ signedIn: false, currentProgram: null, reportRange: currentYearRange() }),
  /** Re-read localStorage (tests). */
  reload: () => {
    state = load();
    listeners.forEach((listener) => listener());
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
