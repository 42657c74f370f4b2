import { sql, type SQL } from 'drizzle-orm';
import type { EducatorUser } from '../../graphql/generated/resolvers.ts';
import { programModules } from '../programs/registry.ts';

/**
 * The educator user's flags of every program (applicationBackpackBuddyRequired and
 * applicationBackpackBuddyRequiredId, …): the fields of the GraphQL type named like the registry
 * entries' requiredFlag and requiredIdFlag.
 */
export type RequiredFlags = {
  [
    K in keyof EducatorUser as K extends `application${string}Required${'' | 'Id'}` ? K : never
  ]-?: EducatorUser[K];
};

/** Every program's flags for somebody who needs no application (not an educator). */
export const NO_APPLICATION_REQUIRED = Object.fromEntries(
  programModules().flatMap(({ entry }) => [
    [entry.requiredFlag, false],
    [entry.requiredIdFlag, null],
  ]),
) as RequiredFlags;

/**
 * An educator's application is still required for a program while no APPROVED application
 * exists for a school, site or organization they are linked to (or that they submitted).
 * The required id is their own open application (started, pending, not approved), if any.
 * Every program of the registry (its application table and its holder's grants): these are
 * columns of one select (the user as `sql.placeholder('userId')`), read by flagsOf.
 */
export function requiredFlagColumns(): SQL {
  const userId = sql.placeholder('userId');
  const columns = programModules().map(
    ({ entry, applications, holder }) => sql`
    exists (select 1 from ${sql.raw(applications.name)} a where a.deleted_at is null and a.status = 'APPROVED'
      and (a.submitted_by_id = ${userId}
        or a.${sql.raw(holder.column)} in (select l.${sql.raw(holder.column)} from ${sql.raw(holder.linksName)} l where l.user_id = ${userId})))
      as ${sql.raw(`"${entry.graphqlName}Approved"`)},
    (select a.id from ${sql.raw(applications.name)} a where a.deleted_at is null and a.submitted_by_id = ${userId}
      and a.status not in ('APPROVED', 'DENIED', 'WITHDRAWN') order by a.updated_at desc, a.id desc limit 1)
      as ${sql.raw(`"${entry.graphqlName}Open"`)}`,
  );
  return sql.join(columns, sql`, `);
}

/** The flags from a row holding requiredFlagColumns. */
export function flagsOf(row: Record<string, unknown>): RequiredFlags {
  const flags: Record<string, boolean | number | null> = { ...NO_APPLICATION_REQUIRED };
  for (const { entry } of programModules()) {
    const approved = row[`${entry.graphqlName}Approved`] === true;
    const open = row[`${entry.graphqlName}Open`];
    flags[entry.requiredFlag] = !approved;
    flags[entry.requiredIdFlag] = approved || open == null ? null : Number(open);
  }
  return flags as RequiredFlags;
}
