import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { PortalProgram } from './programs';
import { sessionStore } from './session-store';

/** Visit: the program becomes the current program and its area opens. */
export function useVisitProgram(): (program: PortalProgram) => void {
  const navigate = useNavigate();
  return useCallback(
    (program: PortalProgram) => {
      sessionStore.setCurrentProgram(program.key);
      navigate(program.url);
    },
    [navigate],
  );
}
