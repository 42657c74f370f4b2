/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import {
  PROGRAMS,
  PROGRAMS_BY_KEY,
  PROGRAM_KEYS,
  SCHOOL_PROGRAMS,
  isBuilt,
  isNotBuilt,
  notBuilt,
  programByEnum,
  type AdminTabKey,
  type DetailTabKey,
  type Program,
  type ProgramKey,
  type SettingsTabKey,
} from '../programs.ts';
import { tabs } from './entry.ts';

// The domain's program registry is exhaustive (issue 13): every program key has an entry, every
// entry comes from its program's folder, and every program folder is in the registry.

// Every program folder's entry point (the domain has no file system access; vite lists them).
const entryPoints = import.meta.glob<Record<string, unknown>>('./*/index.ts');
const folders = Object.keys(entryPoints).map((path) => path.split('/')[1]!);

/** A program's folder exports its entry as `<key>Program` from index.ts. */
async function folderEntry(key: ProgramKey) {
  const load = entryPoints[`./${PROGRAMS_BY_KEY[key].slug}/index.ts`];
  return load ? (await load())[`${key}Program`] : undefined;
}

describe('the programs registry', () => {
  it.each(PROGRAM_KEYS)('has an entry for %s, from its folder programs/<slug>', async (key) => {
    const entry = PROGRAMS_BY_KEY[key];
    expect(entry, `PROGRAMS_BY_KEY lacks ${key}`).toBeDefined();
    expect(entry.key).toBe(key);
    expect(folders).toContain(entry.slug);
    expect(await folderEntry(key)).toBe(entry);
  });

  it('has exactly the program keys, and a folder only for a registered program', () => {
    expect(Object.keys(PROGRAMS_BY_KEY).sort()).toEqual([...PROGRAM_KEYS].sort());
    expect(PROGRAMS.map((program) => program.key)).toEqual([...PROGRAM_KEYS]);
    expect(folders.sort()).toEqual(PROGRAMS.map((program) => program.slug).sort());
  });

  it.each(PROGRAM_KEYS)('%s: its enum value is its key in upper snake case', (key) => {
    const entry = PROGRAMS_BY_KEY[key];
    expect(entry.programEnum).toBe(key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase());
    expect(programByEnum(entry.programEnum)).toBe(entry);
  });

  it('SCHOOL_PROGRAMS are the entries whose applicant is a school', () => {
    const schools = PROGRAMS.filter((p) => p.applicant === 'school').map((p) => p.programEnum);
    expect([...SCHOOL_PROGRAMS].sort()).toEqual(schools.sort());
  });

  it('every program has its contacts rule: roster for schools, pairs for sites and organizations', () => {
    for (const program of PROGRAMS) {
      expect(isBuilt(program.contacts)).toBe(true);
      if (program.applicant !== 'school') {
        expect(program.contacts).toMatchObject({ rule: 'pairs' });
      }
    }
  });
});

describe('the notBuilt marker', () => {
  it.each([
    [notBuilt('later'), true],
    [{ notBuilt: false }, false],
    [{ types: 'x' }, false],
    [null, false],
    ['notBuilt', false],
  ])('isNotBuilt(%j) -> %s', (value, expected) => {
    expect(isNotBuilt(value)).toBe(expected);
    expect(isBuilt(value)).toBe(!expected);
  });

  it('says why', () => {
    expect(notBuilt('the Kids Cafe issue').reason).toBe('the Kids Cafe issue');
  });
});

// The entries' facts are literal types: a misspelt flag or tab fails the type check (tsc
// checks that each expected error below occurs), and the web modules are keyed by these types.
describe('the entry types', () => {
  it('refuses a settings flag no program has, and a tab path without its slash', () => {
    // @ts-expect-error 'schoolEnabeld' is not a settings flag
    const flags: Program['settingsFlags'] = ['schoolEnabeld'];
    // @ts-expect-error a tab's path is '' or starts with '/'
    const sites = tabs('/kids-cafe', [['Sites', 'sites']]);
    expect([flags, sites]).toHaveLength(2);
  });

  it("keys a program's tabs by the segments and labels its entry declares", () => {
    const admin: AdminTabKey<'kidsCafe'>[] = ['sites', 'users', 'settings'];
    // @ts-expect-error Kids Cafe has sites, not schools
    const schools: AdminTabKey<'kidsCafe'> = 'schools';
    const detail: DetailTabKey<'backpackBuddy'>[] = ['', 'allocate', 'food-safety'];
    // @ts-expect-error the segment has no slash
    const slashed: DetailTabKey<'backpackBuddy'> = '/contacts';
    const settings: SettingsTabKey<'schoolMarket'>[] = ['Active Terms', 'Application'];
    // @ts-expect-error School Market has no Emails sub-tab
    const emails: SettingsTabKey<'schoolMarket'> = 'Emails';
    expect([admin, schools, detail, slashed, settings, emails]).toHaveLength(6);
  });

  it('keeps the literal tabs of every entry (declared with satisfies, not annotated)', () => {
    type Widened = {
      [K in ProgramKey]: string extends AdminTabKey<K> | DetailTabKey<K> | SettingsTabKey<K>
        ? K
        : never;
    }[ProgramKey];
    // A program named here lost its literal tabs: declare it `satisfies ProgramEntry<K>`.
    const widened: [Widened] extends [never] ? 'none' : Widened = 'none';
    expect(widened).toBe('none');
  });
});
