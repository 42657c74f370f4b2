import { and, asc, eq, isNull } from 'drizzle-orm';
import { isEnumValue } from '@portal/domain';
import { districts } from '../../db/schema/districts.ts';
import { schools } from '../../db/schema/schools.ts';
import type { Module } from '../../graphql/module.ts';

export const schoolsModule: Module = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  access: { Query: { allSchools: 'authenticated', allDistricts: 'authenticated' } },
  resolvers: {
    Query: {
      allSchools: async (_p, { districtId, schoolType }, ctx) => {
        // An unknown type matches nothing rather than failing on the database enum.
        if (!isEnumValue('schoolTypes', schoolType)) return [];
        const rows = await ctx.db
          .select({
            schoolId: schools.id,
            name: schools.name,
            districtId: schools.districtId,
            districtName: districts.name,
          })
          .from(schools)
          .leftJoin(districts, eq(districts.id, schools.districtId))
          .where(
            and(
              eq(schools.districtId, districtId),
              eq(schools.type, schoolType),
              isNull(schools.deletedAt),
            ),
          )
          .orderBy(asc(schools.name));
        return rows.map((r) => ({ id: String(r.schoolId), ...r }));
      },
      allDistricts: async (_p, _a, ctx) => {
        const rows = await ctx.db
          .select()
          .from(districts)
          .where(isNull(districts.deletedAt))
          .orderBy(asc(districts.name));
        return rows.map((d) => ({
          id: String(d.id),
          districtId: d.id,
          name: d.name,
          deletedAt: d.deletedAt,
        }));
      },
    },
  },
};
