/**
 * The settings inputs per program (spec 3 §4: only admins toggle settings; spec 3 §7: update term
 * settings, update application settings). The full shapes below are every field any program has;
 * a program's schema takes only the fields of its registry entry (`settingsShape`) and refuses
 * any other with SETTINGS_MESSAGES.notOfProgram, so a flag the program does not have changes
 * nothing.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { PROGRAM_KEYS, type Program, type ProgramKey } from '../programs/entry.ts';
import { PROGRAMS_BY_KEY } from '../programs.ts';
import { settingsShape } from './fields.ts';
import { SETTINGS_MESSAGES } from './messages.ts';

/** Ours: the application years an admin may set (Kids Cafe and Partner Services). */
export const APPLICATION_YEAR_RANGE = { min: 2000, max: 2100 } as const;

const flag = z.boolean({ error: MESSAGES.required });
const { min, max } = APPLICATION_YEAR_RANGE;
const yearField = z
  .number({ error: MESSAGES.invalidNumber })
  .int(MESSAGES.wholeNumber)
  .min(min, SETTINGS_MESSAGES.yearRange(min, max))
  .max(max, SETTINGS_MESSAGES.yearRange(min, max));

/** Every term setting of any program (the GraphQL input's fields). */
export const termSettingsFields = z.object({
  schoolEnabled: flag.optional(),
  summerEnabled: flag.optional(),
});
/** Every application setting of any program (the GraphQL input's fields). */
export const applicationSettingsFields = z.object({
  waitlistEnabled: flag.optional(),
  acceptingApplications: flag.optional(),
  waitlisted: flag.optional(),
  applicationYear: yearField.optional(),
});

export type TermSettingsInput = z.output<typeof termSettingsFields>;
export type ApplicationSettingsInput = z.output<typeof applicationSettingsFields>;
export type TermSettingsForm = z.input<typeof termSettingsFields>;
export type ApplicationSettingsForm = z.input<typeof applicationSettingsFields>;

/**
 * The fields' schema restricted to `allowed`: a present field outside it is refused at its path
 * with the program's message; undefined fields are absent (nothing to change).
 */
function restricted<S extends z.ZodRawShape>(
  fields: z.ZodObject<S>,
  allowed: readonly string[],
  program: Program,
) {
  return fields.superRefine((value, ctx) => {
    for (const [key, given] of Object.entries(value)) {
      if (given !== undefined && !allowed.includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: SETTINGS_MESSAGES.notOfProgram(program.name, key),
        });
      }
    }
  });
}

/** The term settings (Active Terms) a program accepts. */
export function termSettingsSchema(program: Program) {
  return restricted(termSettingsFields, settingsShape(program).termFlags, program);
}

/** The application settings (Application tab) a program accepts. */
export function applicationSettingsSchema(program: Program) {
  const shape = settingsShape(program);
  const allowed = [
    ...shape.applicationFlags,
    ...(shape.applicationYear ? ['applicationYear'] : []),
  ];
  return restricted(applicationSettingsFields, allowed, program);
}

export type TermSettingsSchema = ReturnType<typeof termSettingsSchema>;
export type ApplicationSettingsSchema = ReturnType<typeof applicationSettingsSchema>;

/** Every program's two settings schemas, built from the registry. */
export const SETTINGS_SCHEMAS = Object.fromEntries(
  PROGRAM_KEYS.map((key) => [
    key,
    {
      terms: termSettingsSchema(PROGRAMS_BY_KEY[key]),
      application: applicationSettingsSchema(PROGRAMS_BY_KEY[key]),
    },
  ]),
) as {
  readonly [K in ProgramKey]: { terms: TermSettingsSchema; application: ApplicationSettingsSchema };
};
