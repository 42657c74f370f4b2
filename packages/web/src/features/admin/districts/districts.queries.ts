import { graphql } from '../../../gql';

/**
 * One page of the districts (adminDistrictsPage), searched, sorted, filtered and paged on the
 * server by the domain's DISTRICT_LIST.
 */
export const AdminDistrictsPageDocument = graphql(`
  query AdminDistrictsPage($page: ListPageInput) {
    page: adminDistrictsPage(page: $page) {
      total
      offset
      rows {
        id
        districtId
        name
        deletedAt
        schoolCount
      }
    }
  }
`);

/** Every district, for Export (the table's view is applied to it, all pages). */
export const AdminDistrictsDocument = graphql(`
  query AdminDistricts {
    adminDistricts {
      id
      districtId
      name
      deletedAt
      schoolCount
    }
  }
`);

/** Everything the district detail shows: its schools' names and its change history. */
export const AdminDistrictDetailFieldsFragment = graphql(`
  fragment AdminDistrictDetailFields on AdminDistrict {
    id
    districtId
    name
    deletedAt
    updatedAt
    schoolCount
    schools
    history {
      ...AuditHistoryFields
    }
  }
`);

export const AdminDistrictDetailsDocument = graphql(`
  query AdminDistrictDetails($districtId: Int!) {
    adminDistrictDetails(districtId: $districtId) {
      ...AdminDistrictDetailFields
    }
  }
`);

export const AdminUpdateDistrictDocument = graphql(`
  mutation AdminUpdateDistrict($input: AdminUpdateDistrictInput!) {
    adminUpdateDistrict(input: $input) {
      ...AdminDistrictDetailFields
    }
  }
`);

export const AdminArchiveDistrictDocument = graphql(`
  mutation AdminArchiveDistrict($districtId: Int!) {
    adminArchiveDistrict(districtId: $districtId) {
      ...AdminDistrictDetailFields
    }
  }
`);

export const AdminRestoreDistrictDocument = graphql(`
  mutation AdminRestoreDistrict($districtId: Int!) {
    adminRestoreDistrict(districtId: $districtId) {
      ...AdminDistrictDetailFields
    }
  }
`);
