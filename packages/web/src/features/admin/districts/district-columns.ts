import { searchText } from '@portal/domain';
import { yesNo, yesNoFilter } from '../../../components/admin-list/list-filters';
import type { DataTableColumn, DataTableFilter } from '../../../components/data-table/data-table';
import type { AdminDistrictsQuery } from '../../../gql/graphql';

export type DistrictRow = AdminDistrictsQuery['adminDistricts'][number];

const isArchived = (row: DistrictRow) => row.deletedAt != null;

/** Name (the row's link, given by the table), Schools, Archived. */
export const DISTRICT_COLUMNS: readonly DataTableColumn<DistrictRow>[] = [
  { key: 'name', header: 'Name', value: (row) => row.name },
  { key: 'schools', header: 'Schools', value: (row) => row.schoolCount },
  { key: 'archived', header: 'Archived', value: (row) => yesNo(isArchived(row)) },
];

/** Archived: Yes / No, No by default (spec 3 §2); the table adds Show All. */
export const DISTRICT_FILTERS: readonly DataTableFilter<DistrictRow>[] = [
  yesNoFilter('archived', 'Archived', isArchived),
];

export const DEFAULT_DISTRICT_SORT = { key: 'name', direction: 'asc' } as const;

export const districtRowKey = (row: DistrictRow) => row.id;
export const districtSearchText = (row: DistrictRow) => searchText([row.name]);
