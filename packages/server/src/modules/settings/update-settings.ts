import { eq } from 'drizzle-orm';
import { SETTINGS_SCHEMAS } from '@portal/domain';
import type { ZodType } from 'zod';
import type { Tx } from '../../db/client.ts';
import { programSettings } from '../../db/schema/settings.ts';
import type { Context } from '../../graphql/context.ts';
import { parseInput } from '../../graphql/errors.ts';
import type {
  AdminApplicationSettingsInput,
  AdminTermSettingsInput,
  Program,
} from '../../graphql/generated/resolvers.ts';
import { recordAudit } from '../audit/record.ts';
import {
  SETTINGS_ENTITY,
  adminProgramSettings,
  applicationYearOf,
  programOf,
  type SettingsRow,
} from './service.ts';

/**
 * The program's settings row, locked for this transaction; created (every flag off) when the
 * program has none yet, so that the first change of a fresh database has a row to change.
 */
export async function lockSettingsRow(tx: Tx, program: Program): Promise<SettingsRow> {
  await tx
    .insert(programSettings)
    .values({ program })
    .onConflictDoNothing({ target: programSettings.program });
  const [row] = await tx
    .select()
    .from(programSettings)
    .where(eq(programSettings.program, program))
    .for('update');
  return row!;
}

/** GraphQL gives an omitted input field as absent or null: either means "leave it". */
const given = (input: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );

type Group = 'terms' | 'application';
const ACTIONS: Record<Group, string> = {
  terms: 'UPDATE_TERM_SETTINGS',
  application: 'UPDATE_APPLICATION_SETTINGS',
};

/**
 * Changes some of a program's settings (Active Terms toggles, or the Application tab): the
 * program's schema refuses a setting it does not have, so nothing changes then. In one
 * transaction: the locked row, the changed fields only (none: no write, no audit, lastEdited
 * kept), the editor, and the audit entry.
 */
export async function updateSettings(
  ctx: Context,
  value: Program,
  group: Group,
  input: AdminTermSettingsInput | AdminApplicationSettingsInput,
) {
  const program = programOf(value);
  const schema: ZodType<Record<string, boolean | number | undefined>> =
    SETTINGS_SCHEMAS[program.key][group];
  const changes = parseInput(schema, given(input));
  const actorId = ctx.viewer!.userId;
  await ctx.db.transaction(async (tx) => {
    // The row as it is (locked), or the closed defaults a program without a row reads as: a
    // save that changes nothing must not create the row (lastEdited would move, unaudited).
    const [existing] = await tx
      .select()
      .from(programSettings)
      .where(eq(programSettings.program, value))
      .for('update');
    const current: Record<string, boolean | number> = {
      schoolEnabled: existing?.schoolEnabled ?? false,
      summerEnabled: existing?.summerEnabled ?? false,
      waitlistEnabled: existing?.waitlistEnabled ?? false,
      acceptingApplications: existing?.acceptingApplications ?? false,
      waitlisted: existing?.waitlisted ?? false,
      applicationYear: applicationYearOf(program, existing),
    };
    const changed = Object.keys(changes).filter((key) => changes[key] !== current[key]);
    if (changed.length === 0) return;
    const row = existing ?? (await lockSettingsRow(tx, value));
    const before = Object.fromEntries(changed.map((key) => [key, current[key]]));
    const after = Object.fromEntries(changed.map((key) => [key, changes[key]]));
    await tx
      .update(programSettings)
      .set({ ...after, updatedById: actorId, updatedAt: new Date() })
      .where(eq(programSettings.id, row.id));
    await recordAudit(tx, {
      actorId,
      action: ACTIONS[group],
      entityType: SETTINGS_ENTITY,
      entityId: row.id,
      before,
      after,
    });
  });
  return adminProgramSettings(ctx.db, value);
}
