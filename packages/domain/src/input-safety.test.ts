/**
 * Issue 12 (bad input): every text field of every input schema refuses control characters (tab
 * and line breaks are allowed in multi-line text only) and text over its maximum; every list has
 * its maximum; ids fit the database. Table-driven: field × bad value → message.
 */
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  registerFormSchema,
  registerInputSchema,
  resetPasswordInputSchema,
} from './auth-schemas.ts';
import { adminSchoolContactsSchema } from './admin/school-contacts.ts';
import { adminSchoolProfileSchema } from './admin/school-profile.ts';
import { districtSchema } from './admin/district.ts';
import { adminEducatorUserSchema } from './admin/educator-user.ts';
import { profileSchema } from './account/profile.ts';
import { principalSignatureSchema } from './applications/principal-signature.ts';
import { idField } from './applications/save-mode.ts';
import { teamMemberSchema } from './programs/backpack-buddy/roster.ts';
import { editSchoolContactsSchema } from './programs/backpack-buddy/school-contacts.ts';
import { stepOneSchema } from './programs/backpack-buddy/step-one.ts';
import { stepThreeSchema } from './programs/backpack-buddy/step-three.ts';
import { stepTwoSchema } from './programs/backpack-buddy/step-two.ts';
import { ID_MAX, listTooLongMessage } from './input-limits.ts';
import { MESSAGES } from './messages.ts';
import {
  deleteDistributionsSchema,
  deleteReportsSchema,
  distributionStudentSchema,
  reportCommentsSchema,
} from './reports/distribution-student.ts';
import { uploadRowsIssue, uploadedStudentsSchema } from './reports/uploaded-students.ts';
import {
  dateField,
  optionalDateField,
  optionalEmailField,
  optionalPhoneField,
  optionalTimeField,
  timeField,
  urlField,
} from './rules.ts';

const principal = {
  type: 'PRINCIPAL',
  firstName: 'Pat',
  lastName: 'Lee',
  phone: '713-555-0100',
  email: 'pat@school.org',
};
const primary = {
  type: 'PRIMARY',
  firstName: 'Kim',
  lastName: 'Ortiz',
  title: 'Counselor',
  phone: '713-555-0101',
  email: 'kim@school.org',
};
const stepOne = {
  termId: 4,
  new: false,
  schoolType: 'HIGH',
  districtId: 2,
  schoolId: 9,
  address1: '100 Main St',
  address2: 'Suite 2',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77002',
  gradesServed: ['9', '10'],
  nonProfitOrganizations: 'Food Bank',
  teamMembers: [principal, primary],
};
const stepThree = {
  agreeToProgramPurpose: true,
  agreeToProgramResponsibilities: true,
  agreeNondiscrimination: true,
  nameSignFirst: 'Kim Ortiz',
  nameSignSecond: 'Kim Ortiz',
  nameSignThird: 'Kim Ortiz',
  verifyPrincipalEmail: 'pat@school.org',
};
const profile = {
  name: 'Eastwood',
  type: 'MIDDLE',
  address1: '1 Main',
  address2: 'Back door',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77001',
  districtId: 1,
  gradesServed: ['6'],
  notes: 'Dock at the back',
  programId: 'BB-12',
};
const student = {
  studentName: 'Ana Lopez',
  studentIdNumber: 'A12',
  testimonial: 'Thank you',
  dateEntries: [{ termMonthDistributionDateId: 3, distributionNumber: '1' }],
};
const register = {
  firstName: 'Pat',
  lastName: 'Lee',
  phone: '713-555-0100',
  email: 'pat@school.org',
  password: 'Secret1',
};

type Kind = 'oneLine' | 'multiLine';
interface FieldCase {
  schema: ZodType;
  input: unknown;
  path: string;
  kind: Kind;
  /** A value one character too long, and what it gives. */
  tooLong: [string, string];
}

const long = (max: number) => ['x'.repeat(max + 1), MESSAGES.maxLength(max)] as [string, string];
const longEmail: [string, string] = [`${'a'.repeat(250)}@b.org`, MESSAGES.maxLength(255)];
const longPhone: [string, string] = [`713-555-0100${' '.repeat(250)}x`, MESSAGES.maxLength(255)];
const oneLine = (
  schema: ZodType,
  input: unknown,
  path: string,
  tooLong: [string, string] = long(255),
): FieldCase => ({ schema, input, path, kind: 'oneLine', tooLong });

const FIELDS: Record<string, FieldCase> = {
  'register firstName': oneLine(registerInputSchema, register, 'firstName'),
  'register lastName': oneLine(registerInputSchema, register, 'lastName'),
  'register phone': oneLine(registerInputSchema, register, 'phone', longPhone),
  'register email': oneLine(registerInputSchema, register, 'email', longEmail),
  'register password': oneLine(registerInputSchema, register, 'password', [
    `S${'x'.repeat(255)}`,
    MESSAGES.maxLength(255),
  ]),
  'register form confirmPassword': oneLine(
    registerFormSchema,
    { ...register, confirmPassword: 'Secret1' },
    'confirmPassword',
  ),
  'login email': oneLine(loginInputSchema, { email: 'a@b.org', password: 'x' }, 'email', longEmail),
  'login password': oneLine(
    loginInputSchema,
    { email: 'a@b.org', password: 'Secret1' },
    'password',
  ),
  'forgot password email': oneLine(
    forgotPasswordInputSchema,
    { email: 'a@b.org' },
    'email',
    longEmail,
  ),
  'reset password token': oneLine(
    resetPasswordInputSchema,
    { password: 'Secret1', passwordResetToken: 'abcdef' },
    'passwordResetToken',
  ),
  'profile firstName': oneLine(profileSchema, register, 'firstName'),
  'profile phone': oneLine(profileSchema, register, 'phone', longPhone),
  'participant lastName': oneLine(teamMemberSchema, primary, 'lastName'),
  'participant title': oneLine(teamMemberSchema, primary, 'title'),
  'participant email': oneLine(teamMemberSchema, primary, 'email', longEmail),
  'participant phone': oneLine(teamMemberSchema, primary, 'phone', longPhone),
  'staff phone (dropped)': oneLine(
    teamMemberSchema,
    { type: 'STAFF', firstName: 'Al', lastName: 'Cruz', phone: '12' },
    'phone',
  ),
  'step 1 address1': oneLine(stepOneSchema('submit'), stepOne, 'address1'),
  'step 1 address2': oneLine(stepOneSchema('submit'), stepOne, 'address2'),
  'step 1 city (draft)': oneLine(stepOneSchema('draft'), stepOne, 'city'),
  'step 1 zip': oneLine(stepOneSchema('submit'), stepOne, 'zip', long(10)),
  'step 1 nonProfitOrganizations': oneLine(
    stepOneSchema('submit'),
    stepOne,
    'nonProfitOrganizations',
  ),
  'step 1 roster name': oneLine(stepOneSchema('submit'), stepOne, 'teamMembers.1.firstName'),
  'step 3 name': oneLine(
    stepThreeSchema('submit', { verifyPrincipalEmail: true }),
    stepThree,
    'nameSignSecond',
  ),
  'step 3 principal email': oneLine(
    stepThreeSchema('submit', { verifyPrincipalEmail: true }),
    stepThree,
    'verifyPrincipalEmail',
    longEmail,
  ),
  'signature signee name': oneLine(
    principalSignatureSchema,
    { signeeName: 'Pat Lee', signeeEmail: 'pat@school.org' },
    'signeeName',
  ),
  'school contacts email': oneLine(
    editSchoolContactsSchema,
    { schoolId: 4, teamMembers: [principal, primary] },
    'teamMembers.0.email',
    longEmail,
  ),
  'admin contacts first name': oneLine(
    adminSchoolContactsSchema('SCHOOL_MARKET'),
    [
      { ...principal, type: 'PRINCIPAL' },
      { ...primary, type: 'PRIMARY_POINT_OF_CONTACT' },
    ],
    '1.firstName',
  ),
  'admin contacts title': oneLine(
    adminSchoolContactsSchema('TEACHERS_AID'),
    [principal, { ...primary, type: 'SITE_COORDINATOR' }],
    '1.title',
  ),
  'admin profile name': oneLine(
    adminSchoolProfileSchema({ hasApprovedApplication: false }),
    profile,
    'name',
  ),
  'admin profile programId': oneLine(
    adminSchoolProfileSchema({ hasApprovedApplication: false }),
    profile,
    'programId',
  ),
  'admin profile address2': oneLine(
    adminSchoolProfileSchema({ hasApprovedApplication: false }),
    profile,
    'address2',
  ),
  'district name': oneLine(districtSchema, { name: 'Houston ISD' }, 'name'),
  'educator user last name': oneLine(
    adminEducatorUserSchema,
    { firstName: 'A', lastName: 'Bee', email: 'a@b.org', schoolIds: [1] },
    'lastName',
  ),
  'student name': oneLine(distributionStudentSchema, student, 'studentName'),
  'student ID': oneLine(distributionStudentSchema, student, 'studentIdNumber'),
  'admin profile notes': {
    schema: adminSchoolProfileSchema({ hasApprovedApplication: false }),
    input: profile,
    path: 'notes',
    kind: 'multiLine',
    tooLong: long(5000),
  },
  testimonial: {
    schema: distributionStudentSchema,
    input: student,
    path: 'testimonial',
    kind: 'multiLine',
    tooLong: long(5000),
  },
  'report comments': {
    schema: reportCommentsSchema,
    input: { comments: 'All went well' },
    path: 'comments',
    kind: 'multiLine',
    tooLong: long(5000),
  },
};

function getPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], value);
}

function withPath(value: unknown, path: string, next: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  const parent = keys
    .slice(0, -1)
    .reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], copy);
  (parent as Record<string, unknown>)[keys.at(-1)!] = next;
  return copy;
}

/** The given text with `inserted` after its second character. */
const spliced = (text: string, inserted: string) => text.slice(0, 2) + inserted + text.slice(2);

const messageAt = (schema: ZodType, input: unknown, path: string) =>
  schema.safeParse(input).error?.issues.find((i) => i.path.join('.') === path)?.message;

const CONTROL_VALUES: [string, string][] = [
  ['NUL', '\u0000'],
  ['bell', '\u0007'],
  ['escape', '\u001b'],
  ['DEL', '\u007f'],
  ['C1 next line', '\u0085'],
];
const LINE_BREAKS: [string, string][] = [
  ['tab', '\t'],
  ['line feed', '\n'],
  ['carriage return', '\r'],
];

const cases = Object.entries(FIELDS);

describe('every text field', () => {
  it.each(cases)('%s: the valid input passes', (_name, { schema, input }) => {
    const result = schema.safeParse(input);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  const controlCases = cases.flatMap(([name, field]) =>
    CONTROL_VALUES.map(([label, char]) => [name, label, char, field] as const),
  );
  it.each(controlCases)('%s with %s: control characters', (_name, _label, char, field) => {
    const valid = getPath(field.input, field.path) as string;
    const bad = withPath(field.input, field.path, spliced(valid, char));
    expect(messageAt(field.schema, bad, field.path)).toBe(MESSAGES.controlCharacters);
  });

  const breakCases = cases.flatMap(([name, field]) =>
    LINE_BREAKS.map(([label, char]) => [name, label, char, field] as const),
  );
  it.each(breakCases)('%s with a %s inside', (_name, _label, char, field) => {
    const valid = getPath(field.input, field.path) as string;
    const input = withPath(field.input, field.path, spliced(valid, char));
    const message = messageAt(field.schema, input, field.path);
    expect(message).toBe(field.kind === 'oneLine' ? MESSAGES.controlCharacters : undefined);
  });

  it.each(cases)('%s: over the maximum', (_name, field) => {
    const [value, message] = field.tooLong;
    expect(messageAt(field.schema, withPath(field.input, field.path, value), field.path)).toBe(
      message,
    );
  });
});

describe('line breaks at the ends of one-line text are trimmed, not refused', () => {
  it.each(['\n', '\r\n', '\t'])('%j', (end) => {
    const parsed = registerInputSchema.parse({ ...register, firstName: `Pat${end}` });
    expect(parsed.firstName).toBe('Pat');
  });
});

const many = <T>(n: number, item: (i: number) => T) => Array.from({ length: n }, (_, i) => item(i));
const staff = (i: number) => ({ type: 'STAFF', firstName: `S${i}`, lastName: 'Aide' });

describe('every list has its maximum', () => {
  it.each([
    [
      'step 1 team members',
      stepOneSchema('draft'),
      { ...stepOne, teamMembers: [principal, primary, ...many(99, staff)] },
      'teamMembers',
      listTooLongMessage('teamMembers'),
    ],
    [
      'school contacts team members',
      editSchoolContactsSchema,
      { schoolId: 4, teamMembers: [principal, primary, ...many(99, staff)] },
      'teamMembers',
      listTooLongMessage('teamMembers'),
    ],
    [
      'admin contacts',
      adminSchoolContactsSchema('SCHOOL_MARKET'),
      many(101, () => ({ ...primary, type: 'PRIMARY_POINT_OF_CONTACT' })),
      '',
      listTooLongMessage('teamMembers'),
    ],
    [
      'admin contacts (Backpack Buddy roster)',
      adminSchoolContactsSchema('BACKPACK_BUDDY'),
      [principal, primary, ...many(99, staff)],
      '',
      listTooLongMessage('teamMembers'),
    ],
    [
      'step 1 grades served',
      stepOneSchema('submit'),
      { ...stepOne, gradesServed: many(17, () => '9') },
      'gradesServed',
      MESSAGES.tooManyItems(16, 'choices'),
    ],
    [
      'step 1 grades served (draft)',
      stepOneSchema('draft'),
      { ...stepOne, gradesServed: many(17, () => '9') },
      'gradesServed',
      MESSAGES.tooManyItems(16, 'choices'),
    ],
    [
      'step 2 program interests',
      stepTwoSchema('draft'),
      { programInterests: many(6, () => 'SNAP') },
      'programInterests',
      MESSAGES.tooManyItems(5, 'choices'),
    ],
    [
      'admin profile grades served',
      adminSchoolProfileSchema({ hasApprovedApplication: false }),
      { ...profile, gradesServed: many(17, () => '6') },
      'gradesServed',
      MESSAGES.tooManyItems(16, 'choices'),
    ],
    [
      'educator user schools',
      adminEducatorUserSchema,
      { firstName: 'A', lastName: 'B', email: 'a@b.org', schoolIds: many(201, (i) => i + 1) },
      'schoolIds',
      listTooLongMessage('schoolIds'),
    ],
    [
      'distribution dates',
      distributionStudentSchema,
      {
        ...student,
        dateEntries: many(32, (i) => ({
          termMonthDistributionDateId: i + 1,
          distributionNumber: 1,
        })),
      },
      'dateEntries',
      listTooLongMessage('dateEntries'),
    ],
    [
      'uploaded students',
      uploadedStudentsSchema,
      many(2001, (i) => ({ studentName: `S${i}`, studentIdNumber: `ID${i}` })),
      '',
      MESSAGES.uploadTooManyStudents(2000),
    ],
    [
      'deleted distributions',
      deleteDistributionsSchema,
      { distributionIds: many(100_000, (i) => i + 1) },
      'distributionIds',
      'At most 5,000 distributions at once.',
    ],
    [
      'deleted reports',
      deleteReportsSchema,
      { termMonthIds: many(1001, (i) => i + 1) },
      'termMonthIds',
      'At most 1,000 reports at once.',
    ],
  ])('%s', (_name, schema, input, path, message) => {
    const issues = (schema as ZodType).safeParse(input).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([[path, message]]);
  });

  it('deleted distributions: the maximum itself passes, repeated ids once', () => {
    const parse = (ids: number[]) => deleteDistributionsSchema.parse({ distributionIds: ids });
    expect(parse(many(5000, (i) => i + 1)).distributionIds).toHaveLength(5000);
    expect(parse([3, 3, 4]).distributionIds).toEqual([3, 4]);
  });

  it('deleted reports: the maximum itself passes, repeated ids once', () => {
    const parse = (ids: number[]) => deleteReportsSchema.parse({ termMonthIds: ids });
    expect(parse(many(1000, (i) => i + 1)).termMonthIds).toHaveLength(1000);
    expect(parse([3, 3, 4]).termMonthIds).toEqual([3, 4]);
  });
});

describe('ids fit the database (int4)', () => {
  it.each([
    [String(ID_MAX), ID_MAX],
    [ID_MAX, ID_MAX],
    [String(ID_MAX + 1), undefined],
    [ID_MAX + 1, undefined],
    ['99999999999', undefined],
  ])('idField(%j)', (value, id) => {
    const result = idField().safeParse(value);
    expect(result.success ? result.data : undefined).toBe(id);
    if (!result.success) expect(result.error.issues[0]!.message).toBe(MESSAGES.required);
  });

  it.each([
    [
      'school id',
      adminEducatorUserSchema,
      { firstName: 'A', lastName: 'B', email: 'a@b.org', schoolIds: [ID_MAX + 1] },
    ],
    [
      'district id',
      adminSchoolProfileSchema({ hasApprovedApplication: false }),
      { ...profile, districtId: ID_MAX + 1 },
    ],
    [
      'distribution date id',
      distributionStudentSchema,
      {
        ...student,
        dateEntries: [{ termMonthDistributionDateId: ID_MAX + 1, distributionNumber: 1 }],
      },
    ],
    ['participant id', teamMemberSchema, { ...primary, teamMemberId: ID_MAX + 1 }],
    ['deleted distribution id', deleteDistributionsSchema, { distributionIds: [ID_MAX + 1] }],
  ])('%s beyond int4 is refused', (_name, schema, input) => {
    expect((schema as ZodType).safeParse(input).success).toBe(false);
  });
});

describe('uploaded student rows', () => {
  it.each([
    [
      { studentName: 'Ana\u0000', studentIdNumber: 'A1' },
      'Row 2: Student name must not contain control characters',
    ],
    [
      { studentName: 'Ana', studentIdNumber: 'A\u00071' },
      'Row 2: Student ID must not contain control characters',
    ],
    [
      { studentName: 'Ana\nLopez', studentIdNumber: 'A1' },
      'Row 2: Student name must not contain control characters',
    ],
  ])('%j gives %s', (row, message) => {
    expect(uploadRowsIssue([row])).toBe(message);
    expect(uploadedStudentsSchema.safeParse([row]).error?.issues[0]?.message).toBe(message);
  });
});

describe('field builders not yet used by a server input', () => {
  it.each([
    ['url', urlField(), 'https://example.org/a\u0000b'],
    ['time', timeField(), '11:00\u0000AM'],
    ['optional time', optionalTimeField(), '11:00\u0007 AM'],
    ['date', dateField(), '01/02\u0000/2025'],
    ['optional date', optionalDateField(), '01/02/2025\u0000'],
    ['optional email', optionalEmailField(), 'a\u0000@b.org'],
    ['optional phone', optionalPhoneField(), '713\u0000-555-0100'],
  ])('%s refuses a control character', (_name, schema, value) => {
    expect((schema as ZodType).safeParse(value).error?.issues[0]?.message).toBe(
      MESSAGES.controlCharacters,
    );
  });
});
