import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { AGREEMENT_READ_DEBOUNCE_MS } from '@portal/domain';

/** How close to the bottom (px) counts as the end: rounding of fractional scroll positions. */
const END_TOLERANCE = 2;

/**
 * Whether a scrollable region shows its end: scrolled to the bottom, or its text fits without
 * scrolling. A region not laid out (no height, as when hidden) has not been read.
 */
export function isScrolledToEnd(region: HTMLElement): boolean {
  if (region.clientHeight <= 0) return false;
  return region.scrollHeight - region.scrollTop - region.clientHeight <= END_TOLERANCE;
}

/** The last element in the region's reading order (the agreement's last paragraph). */
function lastElementOf(region: HTMLElement): Element | null {
  let last: Element | null = region.lastElementChild;
  while (last?.lastElementChild) last = last.lastElementChild;
  return last;
}

/**
 * Calls `onRead` once the agreement region has been read to its end (spec 2 §4, §9: checked
 * 50 ms after the scrolling stops). Every way of reaching the end counts: scrolling with the
 * mouse or touch; the keyboard, as the region is focusable (arrows, Page Down and Space scroll
 * it; End jumps to its end); a screen reader moving through the text (the browser scrolls it,
 * and the last paragraph becoming visible counts too); or a text short enough to fit.
 * `active` false (read-only, or already read) stops listening.
 */
export function useAgreementRead(
  regionRef: RefObject<HTMLElement | null>,
  active: boolean,
  onRead: () => void,
) {
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seenTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Checks the region once the scrolling has paused for the debounce delay. */
  const check = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const region = regionRef.current;
      if (region && isScrolledToEnd(region)) onReadRef.current();
    }, AGREEMENT_READ_DEBOUNCE_MS);
  }, [regionRef]);

  useEffect(() => {
    const region = regionRef.current;
    if (!active || !region) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'End') return;
      // What the browser does for End in a focused scrollable region, made certain.
      region.scrollTop = region.scrollHeight;
      check();
    };
    region.addEventListener('scroll', check, { passive: true });
    region.addEventListener('keydown', onKeyDown);
    const last = lastElementOf(region);
    const observer =
      last && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver(
            (entries) => {
              // The last paragraph in full view: read, though padding may remain below it.
              clearTimeout(seenTimer.current);
              if (entries.some((entry) => entry.isIntersecting)) {
                seenTimer.current = setTimeout(
                  () => onReadRef.current(),
                  AGREEMENT_READ_DEBOUNCE_MS,
                );
              }
            },
            { root: region, threshold: 1 },
          )
        : null;
    if (last) observer?.observe(last);
    check();
    return () => {
      clearTimeout(timer.current);
      clearTimeout(seenTimer.current);
      observer?.disconnect();
      region.removeEventListener('scroll', check);
      region.removeEventListener('keydown', onKeyDown);
    };
  }, [active, check, regionRef]);
}
