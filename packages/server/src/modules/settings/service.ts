import { eq } from 'drizzle-orm';
import {
  SETTINGS_FLAGS,
  hasTermSettings,
  nextTermYear,
  programByEnum,
  settingsShape,
  type Program as ProgramEntry,
  type SettingsFlag,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { adminEmails } from '../../db/schema/emails.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { programSettings } from '../../db/schema/settings.ts';
import type { Program } from '../../graphql/generated/resolvers.ts';
import { auditHistory } from '../audit/history.ts';
import { EMAILS_ENTITY } from '../emails/service.ts';
import { NOTIFICATIONS_ENTITY } from '../notifications/admin-notification.ts';
import { listProgramTerms } from '../terms/service.ts';

export type SettingsRow = typeof programSettings.$inferSelect;

/** The registry entry of a GraphQL `Program` value (the enum and the registry are equal). */
export function programOf(value: Program): ProgramEntry {
  const program = programByEnum(value);
  if (!program) throw new Error(`No program ${value} in the registry`);
  return program;
}

export async function settingsRow(db: DbOrTx, program: Program): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(programSettings)
    .where(eq(programSettings.program, program))
    .limit(1);
  return row;
}

/** The application year a program reads: its row's, else the registry's default. */
export function applicationYearOf(program: ProgramEntry, row: SettingsRow | undefined): number {
  return row?.applicationYear ?? program.defaultTermYear;
}

/** A program's settings; a program without a row is closed (every flag false). */
export async function programConfig(db: DbOrTx, program: Program) {
  const row = await settingsRow(db, program);
  return {
    schoolEnabled: row?.schoolEnabled ?? false,
    summerEnabled: row?.summerEnabled ?? false,
    waitlistEnabled: row?.waitlistEnabled ?? false,
    acceptingApplications: row?.acceptingApplications ?? false,
    waitlisted: row?.waitlisted ?? false,
    applicationYear: applicationYearOf(programOf(program), row),
    lastEdited: row?.updatedAt ?? null,
  };
}

/** The config as the generic ProgramConfig type gives it: a setting the program lacks is null. */
export function toProgramConfig(value: Program, row: SettingsRow | undefined) {
  const program = programOf(value);
  const shape = settingsShape(program);
  const own = new Set<string>([...shape.termFlags, ...shape.applicationFlags]);
  const flags = Object.fromEntries(
    SETTINGS_FLAGS.map((flag) => [flag, own.has(flag) ? (row?.[flag] ?? false) : null]),
  ) as Record<SettingsFlag, boolean | null>;
  return {
    id: value,
    program: value,
    ...flags,
    applicationYear: shape.applicationYear ? applicationYearOf(program, row) : null,
    lastEdited: row?.updatedAt ?? null,
  };
}

export async function programConfigOf(db: DbOrTx, program: Program) {
  return toProgramConfig(program, await settingsRow(db, program));
}

/** The entity names of the audit log for settings and terms. */
export const SETTINGS_ENTITY = 'program_settings';
export const TERMS_ENTITY = 'program_terms';

/** A program's Program Settings: config, terms, the next terms' year, who changed what. */
export async function adminProgramSettings(db: DbOrTx, value: Program) {
  const program = programOf(value);
  const [found] = await db
    .select({
      row: programSettings,
      editor: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(programSettings)
    .leftJoin(users, eq(users.id, programSettings.updatedById))
    .where(eq(programSettings.program, value))
    .limit(1);
  const row = found?.row;
  const withTerms = hasTermSettings(program);
  const terms = withTerms ? await listProgramTerms(db, value) : [];
  // The program's own email templates and banner notification are its settings too.
  const [emails, banners] = await Promise.all([
    db.select({ id: adminEmails.id }).from(adminEmails).where(eq(adminEmails.program, value)),
    db.select({ id: notifications.id }).from(notifications).where(eq(notifications.program, value)),
  ]);
  const history = await auditHistory(db, [
    { entityType: SETTINGS_ENTITY, entityIds: row ? [row.id] : [] },
    { entityType: TERMS_ENTITY, entityIds: terms.map((term) => term.termId) },
    { entityType: EMAILS_ENTITY, entityIds: emails.map((e) => e.id) },
    { entityType: NOTIFICATIONS_ENTITY, entityIds: banners.map((n) => n.id) },
  ]);
  return {
    id: value,
    program: value,
    config: toProgramConfig(value, row),
    lastEdited: row?.updatedAt ?? null,
    lastEditedBy: found?.editor ? `${found.editor.firstName} ${found.editor.lastName}` : null,
    terms,
    nextTermYear: withTerms
      ? nextTermYear(
          program,
          terms.map((term) => term.year),
        )
      : null,
    history,
  };
}
