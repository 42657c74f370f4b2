import { DISTRICT_LIST } from '@portal/domain';
import type { DataTableColumn, DataTableFilter } from '../../../components/data-table/data-table';
import type { AdminDistrictsPageQuery, AdminDistrictsQuery } from '../../../gql/graphql';

/** A row of the list's page, as the table shows it. */
export type DistrictRow = AdminDistrictsPageQuery['page']['rows'][number];
/** A row of the full list, as Export writes it. */
export type DistrictExportRow = AdminDistrictsQuery['adminDistricts'][number];

const HEADERS: Record<string, string> = { name: 'Name', schools: 'Schools', archived: 'Archived' };

/** Name (the row's link, given by the table), Schools, Archived: the domain's DISTRICT_LIST. */
export const DISTRICT_COLUMNS: readonly DataTableColumn<DistrictRow>[] = DISTRICT_LIST.columns.map(
  (column) => ({ ...column, header: HEADERS[column.key] ?? column.key }),
);

/** Archived: Yes / No, No by default (spec 3 §2); the table adds Show All. */
export const DISTRICT_FILTERS: readonly DataTableFilter<DistrictRow>[] = (
  DISTRICT_LIST.filters ?? []
).map((filter) => ({ ...filter, label: 'Archived' }));

export const DEFAULT_DISTRICT_SORT = DISTRICT_LIST.defaultSort;

export const districtRowKey = (row: DistrictRow) => row.id;
