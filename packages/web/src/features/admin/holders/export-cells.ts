import { enumLabel } from '@portal/domain';
import type { EnumName } from '@portal/domain';
import type { SheetCell } from '../../../lib/spreadsheet';

/** A blank is an empty cell. */
export const text = (value: string | null | undefined): SheetCell => value || null;

/** Enumeration values by their labels, joined with ', ' (none: an empty cell). */
export const labels = (name: EnumName, values: readonly string[]): SheetCell =>
  text(values.map((value) => enumLabel(name, value)).join(', '));

/**
 * A holder's export rows (spec 3 §7 "one row per application"): its cells, each application's
 * cells, then its contacts' cells; a holder without an application has one row whose
 * application cells `applicationCells(undefined)` leaves blank.
 */
export function rowsPerApplication<A>(
  holder: readonly SheetCell[],
  applications: readonly A[],
  applicationCells: (application: A | undefined) => SheetCell[],
  contacts: readonly SheetCell[],
): SheetCell[][] {
  const rows = applications.length > 0 ? applications : [undefined];
  return rows.map((application) => [...holder, ...applicationCells(application), ...contacts]);
}
