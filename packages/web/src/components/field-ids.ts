import { useId } from 'react';

/** The ids that tie a control to its hint and message (aria-describedby). */
export function useFieldIds(name: string, id: string | undefined, hint?: string, error?: string) {
  const generated = useId();
  const controlId = id ?? `${name}-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}
