/**
 * The admin districts list (spec 3 §2): Name, Schools (how many, archived ones too), Archived;
 * by name; Archived No by default; searched by name. The server pages it (adminDistrictsPage)
 * and the web table shows it with the same spec.
 */
import { searchText } from '../admin/search.ts';
import { yesNo, yesNoListFilter, type ListSpec } from './list-page.ts';

export interface DistrictListRow {
  name: string;
  schoolCount: number;
  deletedAt?: unknown;
}

const isArchived = (row: DistrictListRow) => row.deletedAt != null;

export const DISTRICT_LIST: ListSpec<DistrictListRow> = {
  columns: [
    { key: 'name', value: (row) => row.name },
    { key: 'schools', value: (row) => row.schoolCount },
    { key: 'archived', value: (row) => yesNo(isArchived(row)) },
  ],
  searchText: (row) => searchText([row.name]),
  defaultSort: { key: 'name', direction: 'asc' },
  filters: [yesNoListFilter('archived', isArchived)],
};
