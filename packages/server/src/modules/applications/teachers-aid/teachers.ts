import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import type { Teacher } from '@portal/domain/programs/teachers-aid';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { teachers } from '../../../db/schema/application-teachers-aid.ts';
import { fieldError } from '../../../graphql/errors.ts';

// The teacher roster of a Teachers Aid application (step 2): it belongs to the application, not
// to the school, so a past year's application keeps the roster it was approved with.

/** The unique index of a roster's emails (lower(email) per application). */
export const TEACHER_EMAIL_KEY = 'teachers_application_email_key';

export type TeacherRow = typeof teachers.$inferSelect;

/** The application's teachers by last name, then first name (then as added). */
export function rosterOf(db: DbOrTx, applicationId: number) {
  return db
    .select()
    .from(teachers)
    .where(eq(teachers.applicationTeachersAidId, applicationId))
    .orderBy(asc(teachers.lastName), asc(teachers.firstName), asc(teachers.id));
}

/** A teacher as the API shows it (Teacher). */
export function teacherView(row: TeacherRow) {
  return {
    teacherId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    phone: row.phone,
    email: row.email,
    proxyTeacher: row.proxyTeacher,
    gradesTaught: row.gradesTaught,
    subjectsTaught: row.subjectsTaught,
    numStudentsTaughtPerYear: row.numStudentsTaughtPerYear,
  };
}

type TeacherValues = Omit<Teacher, 'teacherId'>;

const valuesOf = (t: Teacher): TeacherValues => ({
  firstName: t.firstName,
  lastName: t.lastName,
  title: t.title,
  phone: t.phone,
  email: t.email,
  proxyTeacher: t.proxyTeacher,
  gradesTaught: t.gradesTaught,
  subjectsTaught: t.subjectsTaught,
  numStudentsTaughtPerYear: t.numStudentsTaughtPerYear,
});

const sameValues = (row: TeacherRow, t: TeacherValues) =>
  row.firstName === t.firstName &&
  row.lastName === t.lastName &&
  row.title === t.title &&
  row.phone === t.phone &&
  row.email === t.email &&
  row.proxyTeacher === t.proxyTeacher &&
  row.numStudentsTaughtPerYear === t.numStudentsTaughtPerYear &&
  row.gradesTaught.join() === t.gradesTaught.join() &&
  row.subjectsTaught.join() === t.subjectsTaught.join();

/**
 * The application's roster becomes exactly `roster` (already checked by the domain's step-2
 * schema: complete teachers, at most 1,000, emails unique), in the caller's transaction. A
 * teacherId must name a teacher of this application, each at most once ('Not found' on it
 * otherwise): that teacher keeps its id and is updated when changed; teachers left out are
 * deleted; teachers without an id are added. Changed teachers first take a placeholder email
 * (no email has none of '@'), so two teachers may swap emails without meeting the unique index.
 */
export async function replaceRoster(tx: Tx, applicationId: number, roster: readonly Teacher[]) {
  const current = await tx
    .select()
    .from(teachers)
    .where(eq(teachers.applicationTeachersAidId, applicationId));
  const byId = new Map(current.map((t) => [t.id, t]));
  const kept = new Map<number, TeacherValues>();
  const added: TeacherValues[] = [];
  roster.forEach((teacher, index) => {
    const id = teacher.teacherId;
    if (id === null) {
      added.push(valuesOf(teacher));
      return;
    }
    if (!byId.has(id) || kept.has(id)) {
      throw fieldError(`teachers.${index}.teacherId`, MESSAGES.notFound);
    }
    kept.set(id, valuesOf(teacher));
  });

  const gone = current.filter((t) => !kept.has(t.id)).map((t) => t.id);
  if (gone.length > 0) await tx.delete(teachers).where(inArray(teachers.id, gone));
  const changed = [...kept].filter(([id, values]) => !sameValues(byId.get(id)!, values));
  if (changed.length > 0) {
    await tx
      .update(teachers)
      .set({ email: sql`'swap:' || ${teachers.id}` })
      .where(
        inArray(
          teachers.id,
          changed.map(([id]) => id),
        ),
      );
    // One statement for every changed teacher (a list never costs a query per row).
    const rows = changed.map(([id, v]) => ({
      id,
      first_name: v.firstName,
      last_name: v.lastName,
      title: v.title,
      phone: v.phone,
      email: v.email,
      proxy_teacher: v.proxyTeacher,
      grades_taught: v.gradesTaught,
      subjects_taught: v.subjectsTaught,
      num_students_taught_per_year: v.numStudentsTaughtPerYear,
    }));
    await tx.execute(sql`
      update teachers set
        first_name = v.first_name, last_name = v.last_name, title = v.title, phone = v.phone,
        email = v.email, proxy_teacher = v.proxy_teacher, grades_taught = v.grades_taught,
        subjects_taught = v.subjects_taught,
        num_students_taught_per_year = v.num_students_taught_per_year, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
        id integer, first_name text, last_name text, title text, phone text, email text,
        proxy_teacher text, grades_taught text[], subjects_taught text[],
        num_students_taught_per_year integer
      )
      where teachers.id = v.id and teachers.application_teachers_aid_id = ${applicationId}`);
  }
  if (added.length > 0) {
    await tx
      .insert(teachers)
      .values(added.map((values) => ({ applicationTeachersAidId: applicationId, ...values })));
  }
}

/** How many teachers the application's roster holds. */
export async function rosterSize(db: DbOrTx, applicationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teachers)
    .where(eq(teachers.applicationTeachersAidId, applicationId));
  return row?.n ?? 0;
}
