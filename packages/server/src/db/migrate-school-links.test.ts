import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from './client.ts';

/** The migrations folder as it was before 0002 (school grants), to migrate from there. */
function foldersBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function runMigrations(database: Database, folder: string) {
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await migrate(database.db as any, { migrationsFolder: folder });
}

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

// Issue 12: the old step 1 linked whoever named a school. The 0002 migration takes the links
// that came only from an unapproved draft out of user_schools, into school_link_reviews.
describe('migration 0002: links made only by a draft go to review', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({});
    await runMigrations(database, foldersBefore('0002_school_grants_and_limits'));
    await database.exec(`
      insert into districts (name) values ('D');
      insert into users (first_name, last_name, email) values
        ('Drafty', 'Only', 'draft@x.test'), ('Approved', 'One', 'ok@x.test'),
        ('Admin', 'Granted', 'granted@x.test'), ('Plain', 'Link', 'plain@x.test');
      insert into schools (name) values ('S');
      insert into program_terms (program, type, year, start_date, end_date)
        values ('BACKPACK_BUDDY', 'SCHOOL', 2025, '2025-08-01', '2026-05-31');
      insert into user_schools (user_id, school_id)
        select u.id, s.id from users u, schools s;
      insert into application_backpack_buddy (school_id, term_id, status, submitted_by_id)
        select s.id, t.id, 'IN_PROGRESS', u.id from schools s, program_terms t, users u
        where u.email = 'draft@x.test';
      insert into application_backpack_buddy (school_id, term_id, status, submitted_by_id)
        select s.id, t.id, 'DENIED', u.id from schools s, program_terms t, users u
        where u.email = 'granted@x.test';
    `);
    // An approved application of 'ok' (another term, so the one-live-per-term index holds) and
    // a draft of 'granted', whom an admin assigned (audit log).
    await database.exec(`
      insert into program_terms (program, type, year, start_date, end_date)
        values ('BACKPACK_BUDDY', 'SCHOOL', 2024, '2024-08-01', '2025-05-31');
      insert into application_backpack_buddy (school_id, term_id, status, submitted_by_id)
        select s.id, t.id, 'APPROVED', u.id from schools s, program_terms t, users u
        where u.email = 'ok@x.test' and t.year = 2024;
      insert into audit_log (actor_id, action, entity_type, entity_id, after)
        select null, 'UPDATE', 'users', u.id, jsonb_build_object('schoolIds', jsonb_build_array(s.id))
        from users u, schools s where u.email = 'granted@x.test';
    `);
    await runMigrations(database, migrationsFolder);
  });
  afterAll(() => database?.close());

  it('moves only the draft-only link, and marks grants that came from approval', async () => {
    const links = await rows<{ email: string; source: string }>(
      database,
      sql`select u.email, l.source from user_schools l join users u on u.id = l.user_id order by u.email`,
    );
    expect(links).toEqual([
      { email: 'granted@x.test', source: 'ADMIN' },
      { email: 'ok@x.test', source: 'APPLICATION' },
      { email: 'plain@x.test', source: 'ADMIN' },
    ]);
    const reviews = await rows<{ email: string; reason: string }>(
      database,
      sql`select u.email, r.reason from school_link_reviews r join users u on u.id = r.user_id`,
    );
    expect(reviews).toEqual([
      { email: 'draft@x.test', reason: 'linked only by an unapproved application draft' },
    ]);
  });
});
