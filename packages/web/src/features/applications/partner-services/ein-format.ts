/** The most digits an EIN has (NN-NNNNNNN). */
const EIN_DIGITS = 9;

/**
 * An EIN as it is typed: digits (and a dash) only, up to nine digits, are written NN-NNNNNNN, the
 * dash coming with the third digit ('123' → '12-3'); anything else is left as typed, for the
 * rule's message ('Invalid EIN …'). Deleting the dash deletes it ('12-' → '12').
 */
export function formatEinAsTyped(value: string): string {
  if (!/^[\d-]*$/.test(value)) return value;
  const digits = value.replace(/-/g, '');
  if (digits.length > EIN_DIGITS) return value;
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}
