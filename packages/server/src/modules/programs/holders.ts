import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { organizations, userOrganizations } from '../../db/schema/organizations.ts';
import { schools, userSchools } from '../../db/schema/schools.ts';
import { sites, userSites } from '../../db/schema/sites.ts';

export type HolderKind = 'school' | 'site' | 'organization';

/**
 * Who holds a program's applications: a school, a Kids Cafe site or a Partner Services
 * organization. Its table, the grant table linking educators to it, and the column naming it
 * in an application table and in the grant table.
 */
export interface Holder<K extends HolderKind = HolderKind> {
  kind: K;
  table: PgTable;
  tableName: string;
  /** Educators' grants of this kind of holder (user_schools, …). */
  links: PgTable;
  linksName: string;
  /** The SQL column naming the holder in application and grant tables. */
  column: 'school_id' | 'site_id' | 'organization_id';
}

function holder<K extends HolderKind>(
  kind: K,
  table: PgTable,
  links: PgTable,
  column: Holder['column'],
): Holder<K> {
  return {
    kind,
    table,
    tableName: getTableName(table),
    links,
    linksName: getTableName(links),
    column,
  };
}

export const HOLDERS: { readonly [K in HolderKind]: Holder<K> } = {
  school: holder('school', schools, userSchools, 'school_id'),
  site: holder('site', sites, userSites, 'site_id'),
  organization: holder('organization', organizations, userOrganizations, 'organization_id'),
};
