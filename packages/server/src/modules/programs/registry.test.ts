import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  PROGRAMS,
  PROGRAMS_BY_KEY,
  PROGRAM_KEYS,
  SCHOOL_PROGRAMS,
  isBuilt,
  type ProgramKey,
} from '@portal/domain';
import { program as programEnum } from '../../db/schema/enums.ts';
import { principalSignatures } from '../../db/schema/signatures.ts';
import { modules } from '../../graphql/modules.ts';
import { buildSchema } from '../../graphql/schema.ts';
import { SCHOOL_PROGRAM_CONFIG } from '../admin-schools/programs.ts';
import { NO_APPLICATION_REQUIRED } from '../users/required-flags.ts';
import { PROGRAM_MODULES, programGraphqlModules, programModules } from './registry.ts';

// The server's program registry is exhaustive (issue 13): every program has its module, from its
// folder modules/applications/<slug>/module.ts, and every piece is either there or marked
// notBuilt. The registry's readers (schema, signatures, required flags, admin schools) see all.

const applicationsDir = fileURLToPath(new URL('../applications/', import.meta.url));
const programFolders = readdirSync(applicationsDir).filter((name) =>
  statSync(`${applicationsDir}/${name}`).isDirectory(),
);

const schema = buildSchema();
const rootFields = (type: 'Query' | 'Mutation') => {
  const root = schema.getType(type);
  return root instanceof GraphQLObjectType ? Object.keys(root.getFields()) : [];
};
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe('the program registry', () => {
  it.each(PROGRAM_KEYS)('has a module for %s, from its folder', async (key: ProgramKey) => {
    const module = PROGRAM_MODULES[key];
    expect(module, `PROGRAM_MODULES lacks ${key}`).toBeDefined();
    expect(module.key).toBe(key);
    expect(module.entry).toBe(PROGRAMS_BY_KEY[key]);
    expect(programFolders).toContain(module.entry.slug);
    const folder = (await import(`../applications/${module.entry.slug}/module.ts`)) as Record<
      string,
      unknown
    >;
    expect(Object.values(folder)).toContain(module);
  });

  it('has exactly the programs of the domain registry, and a folder per program', () => {
    expect(Object.keys(PROGRAM_MODULES).sort()).toEqual([...PROGRAM_KEYS].sort());
    expect(programModules().map((m) => m.key)).toEqual([...PROGRAM_KEYS]);
    expect(programFolders.sort()).toEqual(PROGRAMS.map((p) => p.slug).sort());
  });

  it('knows the database program enum of every program', () => {
    expect([...programEnum.enumValues].sort()).toEqual(PROGRAMS.map((p) => p.programEnum).sort());
  });

  it.each(PROGRAM_KEYS)('%s: holder, application table and signer agree', (key) => {
    const module = PROGRAM_MODULES[key];
    expect(module.holder.kind).toBe(module.entry.applicant);
    const { table, name, related } = module.applications;
    expect(getTableName(table)).toBe(name);
    expect(name).toBe(`application_${snake(key)}`);
    // Column names in SQL (the client maps camelCase keys to snake_case).
    const sqlColumns = (t: typeof table) =>
      Object.values(getTableColumns(t)).map((column) => snake(column.name));
    expect(sqlColumns(table)).toContain(module.holder.column);
    expect(sqlColumns(module.holder.links)).toContain(module.holder.column);
    for (const other of related) expect(getTableName(other)).not.toBe(name);
    if (module.entry.signer === 'none') {
      expect(module.signatures).toBe('none');
    } else {
      expect(module.signatures).not.toBe('none');
      if (module.signatures === 'none') return;
      expect(module.signatures.column).toBe(module.entry.applicationIdField);
      expect(getTableColumns(principalSignatures)).toHaveProperty(module.signatures.column);
    }
  });

  it('Backpack Buddy is built: its GraphQL part and its signature page', () => {
    const bb = PROGRAM_MODULES.backpackBuddy;
    expect(isBuilt(bb.graphql)).toBe(true);
    expect(bb.signatures !== 'none' && isBuilt(bb.signatures.page)).toBe(true);
  });

  it('a piece not built says why', () => {
    for (const module of programModules()) {
      const pieces = [module.graphql, module.signatures === 'none' ? null : module.signatures.page];
      for (const piece of pieces) {
        if (piece && !isBuilt(piece)) expect(piece.reason.length).toBeGreaterThan(10);
      }
    }
  });
});

describe("each built module's GraphQL part is in the schema", () => {
  const built = programModules().filter((m) => isBuilt(m.graphql));

  it.each(built.map((m) => [m.key, m] as const))('%s', (_key, module) => {
    const part = module.graphql;
    if (!isBuilt(part)) return;
    expect(modules).toContain(part);
    for (const type of ['Query', 'Mutation'] as const) {
      const resolvers = (part.resolvers as Record<string, Record<string, unknown> | undefined>)[
        type
      ];
      const names = Object.keys(resolvers ?? {});
      const fields = rootFields(type);
      for (const name of names) expect(fields, `${type}.${name}`).toContain(name);
      expect(Object.keys(part.access[type] ?? {}).sort()).toEqual(names.sort());
    }
  });

  it('the schema holds the parts of the built modules only', () => {
    expect(programGraphqlModules()).toEqual(built.map((m) => m.graphql));
  });
});

describe("the registry's readers", () => {
  it.each(PROGRAM_KEYS)('%s: the educator user has its required flags', (key) => {
    const { requiredFlag, requiredIdFlag } = PROGRAMS_BY_KEY[key];
    expect(NO_APPLICATION_REQUIRED).toMatchObject({
      [requiredFlag]: false,
      [requiredIdFlag]: null,
    });
    const educatorUser = schema.getType('EducatorUser');
    expect(educatorUser).toBeInstanceOf(GraphQLObjectType);
    const fields = Object.keys((educatorUser as GraphQLObjectType).getFields());
    expect(fields).toEqual(expect.arrayContaining([requiredFlag, requiredIdFlag]));
  });

  it.each(SCHOOL_PROGRAMS)('%s: the admin schools list and detail, and its school columns', (p) => {
    const config = SCHOOL_PROGRAM_CONFIG[p];
    expect(config.program).toBe(p);
    const { graphqlName, hasWaitlist } = config.entry;
    expect(rootFields('Query')).toEqual(
      expect.arrayContaining([`schools${graphqlName}`, `adminSchool${graphqlName}`]),
    );
    expect(config.hasWaitlist).toBe(hasWaitlist);
  });

  it('the admin schools screens serve exactly the school programs', () => {
    expect(Object.keys(SCHOOL_PROGRAM_CONFIG).sort()).toEqual([...SCHOOL_PROGRAMS].sort());
  });
});
