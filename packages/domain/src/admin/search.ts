/**
 * Table search (spec 3 §2 and §5): the typed text is lowercased and trimmed, then matched as a
 * literal inside each row's searchable text. The spec's match is "regex-based"; the text is
 * escaped first, so '(' or '*' typed by a person is looked for as itself and never breaks it.
 */
export function normalizeSearch(text: string): string {
  return text.trim().toLowerCase();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A matcher for many rows: build once per keystroke, then test each row's lowercased text. */
export function searchMatcher(text: string): (haystack: string) => boolean {
  const needle = normalizeSearch(text);
  if (!needle) return () => true;
  const pattern = new RegExp(escapeRegExp(needle));
  return (haystack) => pattern.test(haystack);
}

/** The lowercased text a row is searched by: its values joined, blanks skipped. */
export function searchText(values: readonly (string | number | null | undefined)[]): string {
  return values
    .filter((value) => value !== null && value !== undefined && value !== '')
    .join(' ')
    .toLowerCase();
}
