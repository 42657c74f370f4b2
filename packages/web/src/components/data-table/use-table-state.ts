import { useEffect, useRef, useState } from 'react';
import type { Location } from 'react-router';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

/**
 * The view of a DataTable kept in the URL's search params, so that a link reproduces it and Back
 * works: q (search), sort and dir, page, and f_<key> per filter. Other params (a page's own
 * ?term=) are left alone.
 */
export const SEARCH_PARAM = 'q';
export const SORT_PARAM = 'sort';
export const DIRECTION_PARAM = 'dir';
export const PAGE_PARAM = 'page';
export const filterParam = (key: string) => `f_${key}`;

/**
 * The search text reaches the URL this long after the last keystroke. Writing the URL re-renders
 * every route and costs a history.replaceState: done per keystroke it took about as long as the
 * search itself (measured in Chromium on 5,000 rows), so it waits for a pause in the typing.
 */
export const SEARCH_URL_DELAY_MS = 300;

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface TableUrlState {
  /** The search text as typed: it changes at once, the URL follows. */
  query: string;
  /**
   * Filters at once; the URL follows after a pause, replacing the current history entry (a
   * keystroke is not a step Back). Goes to page 1.
   */
  setQuery: (text: string) => void;
  /** Runs `then` once a search still waiting for its pause is in the URL (before leaving). */
  afterQueryWritten: (then: () => void) => void;
  /** The raw sort params; the table checks them against its columns. */
  sortParam: { key: string | null; direction: string | null };
  setSort: (sort: SortState) => void;
  filterValue: (key: string) => string | null;
  /** null removes the param (the filter's default). Goes to page 1. */
  setFilter: (key: string, value: string | null) => void;
  /** 1 when missing or not a positive whole number; the table clamps it to its pages. */
  page: number;
  setPage: (page: number) => void;
}

function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function useTableState(): TableUrlState {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const params = new URLSearchParams(location.search);
  const urlQuery = params.get(SEARCH_PARAM) ?? '';
  const [query, setQueryState] = useState(urlQuery);
  // The search texts this table wrote itself since the view last came from the URL. The router
  // renders a new location later than the input (in a transition), so the URL may still hold an
  // earlier text than the box: that must not overwrite what is typed. A value we did not write,
  // or any Back/Forward (POP), is a view to adopt.
  const written = useRef(new Set<string>());
  // The latest location, for a write that runs after a pause (a timer keeps the old render's).
  const latest = useRef<Location>(location);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    latest.current = location;
  });
  useEffect(() => {
    if (navigationType === 'POP' || !written.current.has(urlQuery)) {
      // The URL's view wins over a search still waiting to be written.
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
      written.current.clear();
      setQueryState(urlQuery);
    }
  }, [urlQuery, navigationType, location.key]);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  /** Navigates to the current path with changed search params (query set from `text`). */
  const go = (text: string, change: (next: URLSearchParams) => void, replace: boolean) => {
    const { pathname, search, hash } = latest.current;
    const next = new URLSearchParams(search);
    if (text) next.set(SEARCH_PARAM, text);
    else next.delete(SEARCH_PARAM);
    change(next);
    const nextSearch = next.toString();
    return navigate(
      { pathname, search: nextSearch ? `?${nextSearch}` : '', hash },
      { replace, preventScrollReset: true },
    );
  };

  const writeQuery = (text: string) => go(text, (next) => next.delete(PAGE_PARAM), true);

  const cancelPending = () => {
    if (!pending.current) return false;
    clearTimeout(pending.current);
    pending.current = null;
    return true;
  };

  /**
   * Runs `then` once the search is in the URL: at once when it is, else after writing a search
   * still waiting for its pause into the current history entry (so that Back returns to it).
   */
  const afterQueryWritten = (then: () => void) => {
    if (!cancelPending()) return then();
    void Promise.resolve(writeQuery(query)).then(then);
  };

  /** A new history entry; the texts written before belong to the entries behind it. */
  const push = (change: (next: URLSearchParams) => void) => {
    afterQueryWritten(() => {
      written.current.clear();
      written.current.add(query);
      void go(query, change, false);
    });
  };

  return {
    query,
    setQuery(text) {
      setQueryState(text);
      written.current.add(text);
      cancelPending();
      pending.current = setTimeout(() => {
        pending.current = null;
        void writeQuery(text);
      }, SEARCH_URL_DELAY_MS);
    },
    afterQueryWritten,
    sortParam: { key: params.get(SORT_PARAM), direction: params.get(DIRECTION_PARAM) },
    setSort({ key, direction }) {
      push((next) => {
        next.set(SORT_PARAM, key);
        next.set(DIRECTION_PARAM, direction);
        next.delete(PAGE_PARAM);
      });
    },
    filterValue: (key) => params.get(filterParam(key)),
    setFilter(key, value) {
      push((next) => {
        if (value === null) next.delete(filterParam(key));
        else next.set(filterParam(key), value);
        next.delete(PAGE_PARAM);
      });
    },
    // While the box holds a text the URL does not have yet, the view is its first page.
    page: query === urlQuery ? parsePage(params.get(PAGE_PARAM)) : 1,
    setPage(page) {
      push((next) => {
        if (page <= 1) next.delete(PAGE_PARAM);
        else next.set(PAGE_PARAM, String(page));
      });
    },
  };
}
