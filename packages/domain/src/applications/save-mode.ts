import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  countField,
  emailField,
  enumField,
  enumListField,
  isFilled,
  optionalCountField,
  optionalEnumListField,
  optionalEmailField,
  optionalString,
  requiredCheckbox,
  requiredString,
} from '../rules.ts';
import type { EnumName } from '../enums.ts';
import { enumValues } from '../enums.ts';
import { isRecordId } from '../input-limits.ts';

/**
 * How a step is saved. 'submit' (Next, Submit Application) applies every rule; 'draft' (Save as
 * Draft) keeps formats, lengths and the rules between fields but lets required fields stay blank.
 */
export type SaveMode = 'submit' | 'draft';

/**
 * A record id chosen in a select or radio: a whole number from 1 to ID_MAX (the database's
 * integer), given as a number or a string of digits.
 */
export function idField() {
  return z.union([z.number(), z.string()], { error: MESSAGES.required }).transform((value, ctx) => {
    const n =
      typeof value === 'number' ? value : /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : NaN;
    if (isRecordId(n)) return n;
    ctx.addIssue({ code: 'custom', message: MESSAGES.required });
    return z.NEVER;
  });
}

/** An application year: a whole number of 4 digits, given as a number or a string. */
export function yearField() {
  return z.union([z.number(), z.string()], { error: MESSAGES.required }).transform((value, ctx) => {
    const n = typeof value === 'number' ? value : /^\s*\d{4}\s*$/.test(value) ? Number(value) : NaN;
    if (Number.isInteger(n) && n >= 1000 && n <= 9999) return n;
    ctx.addIssue({ code: 'custom', message: MESSAGES.required });
    return z.NEVER;
  });
}

type IssuesPayload = { issues: readonly { path?: readonly PropertyKey[] }[] };

/**
 * The `when` of a refinement between fields: run it once none of the named top-level fields has
 * an issue of its own, even if other fields of the form still have errors.
 */
export const noIssuesAt =
  (...keys: readonly PropertyKey[]) =>
  (payload: IssuesPayload) =>
    !payload.issues.some((issue) => keys.includes(issue.path?.[0] ?? ''));

/**
 * A refinement between fields, for `.superRefine(...requiredWhen(field, applies, deciding))`:
 * 'Required' on `field` when `applies(values)` and the field is blank; run once neither the
 * field nor the `deciding` fields has an issue of its own.
 */
export function requiredWhen(
  field: string,
  applies: (values: Record<string, unknown>) => boolean,
  deciding: readonly string[],
) {
  return [
    (values: Record<string, unknown>, ctx: z.RefinementCtx) => {
      if (applies(values) && !isFilled(values[field])) {
        ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.required });
      }
    },
    { when: noIssuesAt(field, ...deciding) },
  ] as const;
}

/** A yes/no answer: true or false both count as filled. */
export function yesNoField() {
  return z.boolean({ error: MESSAGES.required });
}

export const fields = (mode: SaveMode) => {
  const draft = mode === 'draft';
  return {
    text: (max?: number) => (draft ? optionalString(max) : requiredString(max)),
    email: () => (draft ? optionalEmailField() : emailField()),
    count: () => (draft ? optionalCountField() : countField()),
    checkbox: () =>
      draft
        ? z
            .boolean()
            .nullish()
            .transform((v) => v ?? false)
        : requiredCheckbox(),
    yesNo: () =>
      draft
        ? z
            .boolean()
            .nullish()
            .transform((v) => v ?? null)
        : yesNoField(),
    id: () =>
      draft
        ? idField()
            .nullish()
            .transform((v) => v ?? null)
        : idField(),
    enumOf: <N extends EnumName>(name: N) =>
      draft
        ? z
            .union([z.enum(enumValues(name)), z.literal('')], { error: MESSAGES.required })
            .nullish()
            .transform((v) => (v ? v : null))
        : enumField(name),
    enumList: <N extends EnumName>(name: N) =>
      draft ? optionalEnumListField(name) : enumListField(name),
  };
};
