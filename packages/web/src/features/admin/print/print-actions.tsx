import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';

/** Spec 3 §2: the print dialog opens 500 ms after the click. */
export const PRINT_DELAY_MS = 500;

/** Print Confirmation (the browser's print dialog, after the pause) and Close (back to closeTo). */
export function PrintActions({ closeTo }: { closeTo: string }) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A dialog must not open over whatever screen comes after this one.
  useEffect(() => () => clearTimeout(timer.current), []);

  const print = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => window.print(), PRINT_DELAY_MS);
  };

  return (
    <div className="print-actions">
      <Button onClick={print}>Print Confirmation</Button>
      <Button variant="secondary" onClick={() => void navigate(closeTo)}>
        Close
      </Button>
    </div>
  );
}
