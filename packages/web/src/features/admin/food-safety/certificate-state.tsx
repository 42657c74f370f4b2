import { FOOD_SAFETY_CERTIFICATE_LABELS } from '@portal/domain/programs/backpack-buddy';
import type { FoodSafetyCertificateState } from '@portal/domain/programs/backpack-buddy';
import './food-safety.css';

/** A certificate's state in words, with its expiration date: 'Expired 01/15/2026'. */
export function certificateText(
  state: FoodSafetyCertificateState,
  expirationDate: string | null | undefined,
): string {
  const label = FOOD_SAFETY_CERTIFICATE_LABELS[state];
  if (state === 'NONE' || !expirationDate) return label;
  return `${label} ${expirationDate}`;
}

/** Whether the state asks for an admin's attention (expired or expiring soon). */
export const needsAttention = (state: FoodSafetyCertificateState) =>
  state === 'EXPIRED' || state === 'EXPIRING_SOON';

/**
 * A certificate's state as a badge: the words say it (Expired, Expiring soon, Current, No
 * certificate) and the style only repeats it; expired and expiring soon are bold, with a thick
 * border and a warning sign (drawn by the style sheet, silent for screen readers), so they stand
 * out without colour too.
 */
export function CertificateState({
  state,
  expirationDate,
}: {
  state: FoodSafetyCertificateState;
  expirationDate?: string | null;
}) {
  return (
    <span
      className={`food-safety-state food-safety-state-${state.toLowerCase().replace('_', '-')}`}
    >
      {certificateText(state, expirationDate)}
    </span>
  );
}
