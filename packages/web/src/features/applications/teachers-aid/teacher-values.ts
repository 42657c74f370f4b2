import { sameEmail } from '@portal/domain';
import { teachersAidStepTwoSchema } from '@portal/domain/programs/teachers-aid';
import type { SaveMode } from '@portal/domain';
import type { Teacher, TeachersAidStepTwo } from '@portal/domain/programs/teachers-aid';
import type { SaveTeachersAidApplicationStepTwoInput, TeacherInput } from '../../../gql/graphql';
import type { ApiTeacher, TeachersAidApplication } from './step-context';

/** One teacher as the roster and its dialog hold it (text boxes and checkbox groups). */
export type TeacherValues = {
  teacherId: number | null;
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  email: string;
  proxyTeacher: string;
  gradesTaught: string[];
  subjectsTaught: string[];
  numStudentsTaughtPerYear: string;
};

/** Step 2 as the form holds it. */
export type StepTwoValues = { teachers: TeacherValues[]; certififedVerification: boolean };

export const BLANK_TEACHER: TeacherValues = {
  teacherId: null,
  firstName: '',
  lastName: '',
  title: '',
  phone: '',
  email: '',
  proxyTeacher: '',
  gradesTaught: [],
  subjectsTaught: [],
  numStudentsTaughtPerYear: '',
};

type AnyTeacher = Pick<ApiTeacher, 'firstName' | 'lastName' | 'email'> & {
  teacherId?: number | null;
  title?: string | null;
  phone?: string | null;
  proxyTeacher?: string | null;
  gradesTaught?: readonly string[] | null;
  subjectsTaught?: readonly string[] | null;
  numStudentsTaughtPerYear?: number | string | null;
};

/** A teacher of the API, of the dialog's schema or of an uploaded sheet, as the roster holds it. */
export function teacherValues(teacher: AnyTeacher): TeacherValues {
  return {
    teacherId: teacher.teacherId ?? null,
    firstName: teacher.firstName,
    lastName: teacher.lastName,
    title: teacher.title ?? '',
    phone: teacher.phone ?? '',
    email: teacher.email,
    proxyTeacher: teacher.proxyTeacher ?? '',
    gradesTaught: [...(teacher.gradesTaught ?? [])],
    subjectsTaught: [...(teacher.subjectsTaught ?? [])],
    numStudentsTaughtPerYear:
      teacher.numStudentsTaughtPerYear == null ? '' : String(teacher.numStudentsTaughtPerYear),
  };
}

/** Teacher = the dialog's schema output, back to the roster's values. */
export const teacherFromSchema = (teacher: Teacher): TeacherValues => teacherValues(teacher);

export function stepTwoDefaults(application: TeachersAidApplication): StepTwoValues {
  return {
    teachers: application.teachers.map(teacherValues),
    certififedVerification: application.certififedVerification ?? false,
  };
}

/**
 * Whether `email` is already another teacher's on the roster (case-insensitive), `except` the
 * row being edited: the dialog's 'Email must be unique'.
 */
export function emailTaken(
  teachers: readonly { email: string }[],
  email: string,
  except: number | null,
): boolean {
  return teachers.some(
    (t, i) => i !== except && Boolean(email.trim()) && sameEmail(t.email, email),
  );
}

export function stepTwoFormSchema(mode: SaveMode) {
  return teachersAidStepTwoSchema(mode);
}

function teacherInput(teacher: Teacher): TeacherInput {
  return {
    teacherId: teacher.teacherId ?? undefined,
    firstName: teacher.firstName,
    lastName: teacher.lastName,
    title: teacher.title,
    phone: teacher.phone,
    email: teacher.email,
    proxyTeacher: teacher.proxyTeacher,
    gradesTaught: teacher.gradesTaught,
    subjectsTaught: teacher.subjectsTaught,
    numStudentsTaughtPerYear:
      teacher.numStudentsTaughtPerYear == null ? null : String(teacher.numStudentsTaughtPerYear),
  };
}

/** The mutation's input: the whole roster (teachers left out are removed) and the box. */
export function stepTwoInput(
  values: TeachersAidStepTwo,
  draft: boolean,
  applicationId: number,
): SaveTeachersAidApplicationStepTwoInput {
  return {
    applicationTeachersAidId: applicationId,
    draft,
    teachers: values.teachers.map(teacherInput),
    certififedVerification: values.certififedVerification,
  };
}
