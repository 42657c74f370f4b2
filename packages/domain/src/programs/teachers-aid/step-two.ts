import { z } from 'zod';
import { LIST_LIMITS } from '../../input-limits.ts';
import { MESSAGES } from '../../messages.ts';
import {
  emailField,
  limitedList,
  optionalCountField,
  optionalEnumListField,
  optionalPhoneField,
  optionalString,
  recordIdField,
  requiredString,
} from '../../rules.ts';
import { fields, type SaveMode } from '../../applications/save-mode.ts';

/** The most teachers one application's roster holds (input-limits.ts LIST_LIMITS). */
export const TEACHERS_MAX = LIST_LIMITS.teachers.max;

const uniqueList = <T>(values: T[]) => [...new Set(values)];

/**
 * One teacher of the roster (spec 2 §5 Teacher roster): first name, last name and email required;
 * title and Proxy Teacher optional; phone validated when given; grades and subjects taught (each
 * option at most once) and students taught per year (a count) optional. `teacherId` names a
 * teacher the roster already holds (absent for one being added).
 *
 * The mode changes nothing: a teacher is a row of the roster only once complete (the Add Teacher
 * dialog is blocked while errors exist, and the email is the roster's key), so a draft of step 2
 * may leave the roster or the certification blank, never half a teacher.
 */
export function teacherSchema(_mode: SaveMode = 'submit') {
  return z.object(
    {
      teacherId: recordIdField(MESSAGES.notFound)
        .nullish()
        .transform((v) => v ?? null),
      firstName: requiredString(),
      lastName: requiredString(),
      title: optionalString(),
      phone: optionalPhoneField(),
      email: emailField(),
      proxyTeacher: optionalString(),
      gradesTaught: optionalEnumListField('gradesTaught').transform(uniqueList),
      subjectsTaught: optionalEnumListField('subjectsTaught').transform(uniqueList),
      numStudentsTaughtPerYear: optionalCountField(),
    },
    { error: MESSAGES.required },
  );
}

export type TeacherInput = z.input<ReturnType<typeof teacherSchema>>;
export type Teacher = z.output<ReturnType<typeof teacherSchema>>;

/**
 * The index of each teacher whose email an earlier teacher of the roster already has
 * (case-insensitive, trimmed): the repeated ones, not the first.
 */
export function repeatedTeacherEmails(
  teachers: readonly ({ email?: unknown } | null | undefined)[],
): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  teachers.forEach((teacher, index) => {
    const email = teacher?.email;
    if (typeof email !== 'string' || !email.trim()) return;
    const key = email.trim().toLowerCase();
    if (seen.has(key)) repeated.push(index);
    else seen.add(key);
  });
  return repeated;
}

/**
 * Step 2 of the Teachers Aid form: the teacher roster (at most TEACHERS_MAX teachers, emails
 * unique within it, case-insensitive: 'Email must be unique' on the repeated one) and the
 * background verification certification. A submit needs at least one teacher ('Teachers
 * Required' on `teachers`) and the certification ticked; a draft needs neither.
 */
export function teachersAidStepTwoSchema(mode: SaveMode) {
  const f = fields(mode);
  return z
    .object({
      teachers: limitedList('teachers', teacherSchema(mode)),
      /** Spelt so (spec 2 §3). */
      certififedVerification: f.checkbox(),
    })
    .superRefine(
      (values, ctx) => {
        const teachers = Array.isArray(values.teachers) ? values.teachers : [];
        if (mode === 'submit' && teachers.length === 0) {
          ctx.addIssue({ code: 'custom', path: ['teachers'], message: MESSAGES.teachersRequired });
        }
        for (const index of repeatedTeacherEmails(teachers)) {
          ctx.addIssue({
            code: 'custom',
            path: ['teachers', index, 'email'],
            message: MESSAGES.emailMustBeUnique,
          });
        }
      },
      {
        // Runs while other teachers or the certification have issues (each teacher's own
        // email is read only when it is a string), not when the list itself is wrong.
        when: (payload) =>
          !payload.issues.some(
            (issue) => issue.path?.[0] === 'teachers' && issue.path.length === 1,
          ),
      },
    );
}

export type TeachersAidStepTwoInput = z.input<ReturnType<typeof teachersAidStepTwoSchema>>;
export type TeachersAidStepTwo = z.output<ReturnType<typeof teachersAidStepTwoSchema>>;
