import type { DataTableFilter } from '../data-table/data-table';

/** 'Yes' / 'No', as the lists and their exports show a flag. */
export const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/**
 * A Yes / No filter that shows No by default (Archived, Deleted: spec 3 §2); the table adds
 * Show All.
 */
export function yesNoFilter<Row>(
  key: string,
  label: string,
  isYes: (row: Row) => boolean,
): DataTableFilter<Row> {
  return {
    key,
    label,
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
    defaultValue: 'no',
    test: (row, value) => isYes(row) === (value === 'yes'),
  };
}
