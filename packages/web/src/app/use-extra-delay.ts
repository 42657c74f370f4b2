import { useEffect, useState } from 'react';

/** True while `active` is true and for `ms` more after it turns false. */
export function useExtraDelay(active: boolean, ms: number): boolean {
  const [previous, setPrevious] = useState(active);
  const [holding, setHolding] = useState(false);
  if (previous !== active) {
    // Adjusting state while rendering: the loader never disappears for a frame.
    setPrevious(active);
    setHolding(!active);
  }
  useEffect(() => {
    if (!holding) return;
    const timer = setTimeout(() => setHolding(false), ms);
    return () => clearTimeout(timer);
  }, [holding, ms]);
  return active || holding;
}
