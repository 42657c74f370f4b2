import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

/**
 * After a refused save, focus goes to the first invalid control in reading order once the
 * messages are rendered (checkbox groups and the roster have no single registered input, so
 * react-hook-form's own focus cannot reach them).
 */
export function useFocusFirstInvalid(): {
  formRef: RefObject<HTMLFormElement | null>;
  onInvalid: () => void;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (pending.current && focusFirstInvalid(formRef.current)) pending.current = false;
  });
  return {
    formRef,
    onInvalid: () => {
      pending.current = true;
    },
  };
}
