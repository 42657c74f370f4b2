import type { sites } from '../../../db/schema/sites.ts';

/** The profile columns of a site. */
export type SiteProfileRow = Pick<
  typeof sites.$inferSelect,
  | 'id'
  | 'name'
  | 'address1'
  | 'address2'
  | 'crossStreet'
  | 'city'
  | 'county'
  | 'state'
  | 'zip'
  | 'closestSchool'
>;

/** A site's profile fields as every Kids Cafe site type of the API names them. */
export function siteProfileView(site: SiteProfileRow) {
  return {
    siteId: site.id,
    name: site.name,
    address1: site.address1,
    address2: site.address2,
    crossStreet: site.crossStreet,
    city: site.city,
    county: site.county,
    state: site.state,
    zip: site.zip,
    closestSchool: site.closestSchool,
  };
}
