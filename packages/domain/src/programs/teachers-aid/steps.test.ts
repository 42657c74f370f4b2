import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import { principalEmailIssue } from '../../applications/principal-signature.ts';
import {
  repeatedTeacherEmails,
  TEACHERS_AID_CONTACT_TYPES,
  TEACHERS_MAX,
  teacherSchema,
  teachersAidStepOneSchema,
  teachersAidStepThreeSchema,
  teachersAidStepTwoSchema,
} from './index.ts';

type Mode = 'submit' | 'draft';
type Parse = (values: unknown) => { success: boolean; error?: { issues: Issue[] } };
type Issue = { path: PropertyKey[]; message: string };

/** The issues of a parse, as 'path: message'. */
const issuesOf = (parse: Parse) => (values: unknown) => {
  const result = parse(values);
  return result.success
    ? []
    : (result.error?.issues ?? []).map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
};

// ---------------------------------------------------------------------------------------------
// Step 1

/** A complete step 1 that passes as a submit. */
const stepOne = () => ({
  termId: 7,
  new: true,
  schoolType: 'MIDDLE',
  districtId: 3,
  schoolId: 12,
  address1: '400 Oak St',
  address2: '',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77002',
  gradesServed: ['6', '7', '8'],
  organizationType: '',
  nonProfitOrganizations: '',
  numTotalEnrollment: '800',
  numReducedLunch: '100',
  numFreeLunch: '500',
  demographicAsian: '10',
  demographicBlack: '25%',
  demographicHispanic: 55,
  demographicWhite: '10.5',
  siteCoordinator: {
    firstName: 'Sam',
    lastName: 'Reyes',
    title: '',
    phone: '2815550101',
    email: 'sam@school.example',
  },
  principal: {
    firstName: 'Pat',
    lastName: 'Lee',
    title: 'Principal',
    phone: '281-555-0100',
    email: 'pat@school.example',
  },
});

const one = (mode: Mode) => issuesOf((v) => teachersAidStepOneSchema(mode).safeParse(v));

describe('Teachers Aid step 1 (spec 2 Teachers Aid form, §5)', () => {
  it('accepts a complete step, normalising phones, counts and percentages', () => {
    const parsed = teachersAidStepOneSchema('submit').parse(stepOne());
    expect(parsed.siteCoordinator.phone).toBe('281-555-0101');
    expect(parsed.principal.title).toBe('Principal');
    expect(parsed.siteCoordinator.title).toBeNull();
    expect(parsed.numTotalEnrollment).toBe(800);
    expect(parsed.organizationType).toBeNull();
    expect(parsed.address2).toBeNull();
    expect([
      parsed.demographicAsian,
      parsed.demographicBlack,
      parsed.demographicHispanic,
      parsed.demographicWhite,
    ]).toEqual([0.1, 0.25, 0.55, 0.105]);
  });

  it('exports the contacts as the roster types of Teachers Aid', () => {
    expect(TEACHERS_AID_CONTACT_TYPES).toEqual({
      siteCoordinator: 'SITE_COORDINATOR',
      principal: 'PRINCIPAL',
    });
  });

  it.each([
    ['25', 0.25],
    ['25%', 0.25],
    [' 25 % ', 0.25],
    ['0.25', 0.0025],
    [0, 0],
    ['100', 1],
    ['150', 1],
    [33.33, 0.3333],
  ] as const)('a percentage typed as %j is stored as %s', (typed, fraction) => {
    for (const mode of ['submit', 'draft'] as const) {
      const parsed = teachersAidStepOneSchema(mode).parse({
        ...stepOne(),
        demographicAsian: typed,
      });
      expect(parsed.demographicAsian).toBeCloseTo(fraction, 10);
    }
  });

  it.each([
    ['many', MESSAGES.invalidNumber],
    ['-5', MESSAGES.nonNegative],
    ['%', MESSAGES.required],
    ['25%%', MESSAGES.invalidNumber],
  ] as const)('a percentage typed as %j is refused: %s', (typed, message) => {
    expect(one('submit')({ ...stepOne(), demographicWhite: typed })).toEqual([
      `demographicWhite: ${message}`,
    ]);
  });

  const REQUIRED = [
    'new',
    'schoolType',
    'districtId',
    'address1',
    'city',
    'county',
    'state',
    'zip',
    'gradesServed',
    'numTotalEnrollment',
    'numReducedLunch',
    'numFreeLunch',
    'demographicAsian',
    'demographicBlack',
    'demographicHispanic',
    'demographicWhite',
  ] as const;

  it.each(REQUIRED)('a submit without %s gives Required there; a draft may leave it', (field) => {
    const blank =
      field === 'gradesServed' ? [] : field === 'new' || field === 'districtId' ? null : '';
    const values = { ...stepOne(), [field]: blank };
    expect(one('submit')(values)).toEqual([`${field}: ${MESSAGES.required}`]);
    expect(one('draft')(values)).toEqual([]);
    const { [field]: _left, ...without } = stepOne();
    expect(one('submit')(without)).toEqual([`${field}: ${MESSAGES.required}`]);
    expect(one('draft')(without)).toEqual([]);
  });

  it.each(['termId', 'schoolId'] as const)('%s is required even in a draft', (field) => {
    for (const blank of ['', null, 0, 'abc']) {
      for (const mode of ['submit', 'draft'] as const) {
        expect(one(mode)({ ...stepOne(), [field]: blank })).toEqual([
          `${field}: ${MESSAGES.required}`,
        ]);
      }
    }
  });

  it.each(['firstName', 'lastName', 'phone', 'email'] as const)(
    "a submit without either contact's %s gives Required there; a draft may leave it",
    (field) => {
      for (const contact of ['siteCoordinator', 'principal'] as const) {
        const values = { ...stepOne(), [contact]: { ...stepOne()[contact], [field]: '' } };
        expect(one('submit')(values)).toEqual([`${contact}.${field}: ${MESSAGES.required}`]);
        expect(one('draft')(values)).toEqual([]);
      }
    },
  );

  it.each(['address2', 'organizationType', 'nonProfitOrganizations'] as const)(
    '%s is optional',
    (field) => {
      expect(one('submit')({ ...stepOne(), [field]: '' })).toEqual([]);
      expect(one('submit')({ ...stepOne(), [field]: null })).toEqual([]);
    },
  );

  it('a contact without a job title passes', () => {
    const values = { ...stepOne(), principal: { ...stepOne().principal, title: null } };
    expect(one('submit')(values)).toEqual([]);
  });

  it.each([
    [
      'an elementary school',
      { schoolType: 'ELEMENTARY' },
      `schoolType: ${MESSAGES.notForElementary}`,
    ],
    ['an unknown school type', { schoolType: 'COLLEGE' }, `schoolType: ${MESSAGES.required}`],
    [
      'free lunch above enrollment',
      { numFreeLunch: '801' },
      `numFreeLunch: ${MESSAGES.lessThanEnrollment}`,
    ],
    [
      'reduced lunch above enrollment',
      { numReducedLunch: '900' },
      `numReducedLunch: ${MESSAGES.lessThanEnrollment}`,
    ],
    [
      'a count of 5 characters',
      { numTotalEnrollment: '15000' },
      `numTotalEnrollment: ${MESSAGES.maxLength(4)}`,
    ],
    [
      'a count that is not a number',
      { numFreeLunch: 'many' },
      `numFreeLunch: ${MESSAGES.invalidNumber}`,
    ],
    ['a fractional count', { numFreeLunch: '2.5' }, `numFreeLunch: ${MESSAGES.wholeNumber}`],
    [
      'a nonprofit list over 255',
      { nonProfitOrganizations: 'x'.repeat(256) },
      `nonProfitOrganizations: ${MESSAGES.maxLength(255)}`,
    ],
    ['a zip over 10', { zip: '77002-12345' }, `zip: ${MESSAGES.maxLength(10)}`],
    ['an unknown county', { county: 'NOWHERE' }, `county: ${MESSAGES.required}`],
    ['an unknown grade', { gradesServed: ['13'] }, 'gradesServed.0: Required'],
    [
      'an unknown organization type',
      { organizationType: 'CLUB' },
      'organizationType: Invalid input',
    ],
    ['a control character', { address1: 'Oak\u0000St' }, `address1: ${MESSAGES.controlCharacters}`],
  ] as const)('%s is refused with its message, in a draft too', (_case, change, message) => {
    for (const mode of ['submit', 'draft'] as const) {
      const found = one(mode)({ ...stepOne(), ...change });
      expect(found.length).toBe(1);
      expect(found[0]).toContain(message);
    }
  });

  it.each([
    ['a phone of 9 digits', { phone: '281555010' }, MESSAGES.invalidPhone],
    ['an email without @', { email: 'sam.school.example' }, MESSAGES.invalidEmail],
    ['a first name over the limit', { firstName: 'x'.repeat(256) }, MESSAGES.maxLength(255)],
  ] as const)("a contact's %s is refused, in a draft too", (_case, change, message) => {
    const field = Object.keys(change)[0]!;
    for (const contact of ['siteCoordinator', 'principal'] as const) {
      const values = { ...stepOne(), [contact]: { ...stepOne()[contact], ...change } };
      for (const mode of ['submit', 'draft'] as const) {
        expect(one(mode)(values)).toEqual([`${contact}.${field}: ${message}`]);
      }
    }
  });

  it("the two contacts' emails must differ, ignoring case and spaces, in a draft too", () => {
    const values = {
      ...stepOne(),
      principal: { ...stepOne().principal, email: ' SAM@School.example ' },
    };
    for (const mode of ['submit', 'draft'] as const) {
      expect(one(mode)(values)).toEqual([`principal.email: ${MESSAGES.emailMustBeUnique}`]);
    }
  });

  it.each(['siteCoordinator', 'principal'] as const)(
    'a missing %s gives Required, not a crash',
    (contact) => {
      const { [contact]: _left, ...values } = stepOne();
      for (const mode of ['submit', 'draft'] as const) {
        expect(one(mode)(values)).toEqual([`${contact}: ${MESSAGES.required}`]);
        expect(one(mode)({ ...values, [contact]: null })).toEqual([
          `${contact}: ${MESSAGES.required}`,
        ]);
      }
    },
  );

  it('a draft needs only the term, the school and the two contact objects', () => {
    const draft = { termId: '7', schoolId: 12, siteCoordinator: {}, principal: {} };
    expect(one('draft')(draft)).toEqual([]);
    const parsed = teachersAidStepOneSchema('draft').parse(draft);
    expect(parsed.termId).toBe(7);
    expect(parsed.new).toBeNull();
    expect(parsed.schoolType).toBeNull();
    expect(parsed.demographicAsian).toBeNull();
    expect(parsed.gradesServed).toEqual([]);
    expect(parsed.siteCoordinator).toEqual({
      firstName: null,
      lastName: null,
      title: null,
      phone: null,
      email: null,
    });
  });

  it('the elementary refusal holds in a nearly empty draft', () => {
    const draft = {
      termId: 7,
      schoolId: 12,
      schoolType: 'ELEMENTARY',
      siteCoordinator: {},
      principal: {},
    };
    expect(one('draft')(draft)).toEqual([`schoolType: ${MESSAGES.notForElementary}`]);
  });
});

// ---------------------------------------------------------------------------------------------
// Step 2

const teacher = (n: number) => ({
  firstName: `First${n}`,
  lastName: `Last${n}`,
  title: '',
  phone: '',
  email: `teacher${n}@school.example`,
  proxyTeacher: '',
  gradesTaught: ['6'],
  subjectsTaught: ['MATH'],
  numStudentsTaughtPerYear: '120',
});

const stepTwo = () => ({ teachers: [teacher(1), teacher(2)], certififedVerification: true });

const two = (mode: Mode) => issuesOf((v) => teachersAidStepTwoSchema(mode).safeParse(v));
const oneTeacher = issuesOf((v) => teacherSchema().safeParse(v));

describe('a Teachers Aid teacher (spec 2 §5 Teacher roster)', () => {
  it('accepts a complete teacher, normalising phone, counts and repeated choices', () => {
    const parsed = teacherSchema('submit').parse({
      ...teacher(1),
      teacherId: 5,
      title: ' Coach ',
      phone: '(281) 555-0199',
      gradesTaught: ['6', '6', '7'],
      subjectsTaught: ['MATH', 'SCIENCE', 'MATH'],
    });
    expect(parsed).toEqual({
      teacherId: 5,
      firstName: 'First1',
      lastName: 'Last1',
      title: 'Coach',
      phone: '281-555-0199',
      email: 'teacher1@school.example',
      proxyTeacher: null,
      gradesTaught: ['6', '7'],
      subjectsTaught: ['MATH', 'SCIENCE'],
      numStudentsTaughtPerYear: 120,
    });
  });

  it('needs only first name, last name and email', () => {
    const parsed = teacherSchema().parse({ firstName: 'A', lastName: 'B', email: 'a@b.example' });
    expect(parsed).toMatchObject({
      teacherId: null,
      title: null,
      phone: null,
      proxyTeacher: null,
      gradesTaught: [],
      subjectsTaught: [],
      numStudentsTaughtPerYear: null,
    });
  });

  it.each(['firstName', 'lastName', 'email'] as const)(
    '%s is required, in a draft too (a teacher is a complete row)',
    (field) => {
      expect(oneTeacher({ ...teacher(1), [field]: ' ' })).toEqual([
        `${field}: ${MESSAGES.required}`,
      ]);
      const { [field]: _left, ...without } = teacher(1);
      expect(issuesOf((v) => teacherSchema('draft').safeParse(v))(without)).toEqual([
        `${field}: ${MESSAGES.required}`,
      ]);
    },
  );

  it.each([
    ['a phone of 11 digits', { phone: '281555010011' }, `phone: ${MESSAGES.invalidPhone}`],
    ['an invalid email', { email: 'nobody' }, `email: ${MESSAGES.invalidEmail}`],
    ['an unknown grade', { gradesTaught: ['13'] }, 'gradesTaught.0: Required'],
    ['an unknown subject', { subjectsTaught: ['CHESS'] }, 'subjectsTaught.0: Required'],
    [
      'students per year of 5 digits',
      { numStudentsTaughtPerYear: '12000' },
      `numStudentsTaughtPerYear: ${MESSAGES.maxLength(4)}`,
    ],
    [
      'students per year not a number',
      { numStudentsTaughtPerYear: 'lots' },
      `numStudentsTaughtPerYear: ${MESSAGES.invalidNumber}`,
    ],
    ['a teacher id that is not one', { teacherId: 0 }, `teacherId: ${MESSAGES.notFound}`],
    [
      'a proxy over the limit',
      { proxyTeacher: 'x'.repeat(256) },
      `proxyTeacher: ${MESSAGES.maxLength(255)}`,
    ],
  ] as const)('%s is refused', (_case, change, message) => {
    const found = oneTeacher({ ...teacher(1), ...change });
    expect(found.length).toBe(1);
    expect(found[0]).toContain(message);
  });

  it('a teacher that is not an object gives Required', () => {
    expect(oneTeacher(null)).toEqual([`: ${MESSAGES.required}`]);
  });
});

describe('Teachers Aid step 2 (the roster)', () => {
  it('accepts a complete roster', () => {
    expect(two('submit')(stepTwo())).toEqual([]);
  });

  it('an empty roster on submit gives Teachers Required; a draft may save it empty', () => {
    const values = { ...stepTwo(), teachers: [] };
    expect(two('submit')(values)).toEqual([`teachers: ${MESSAGES.teachersRequired}`]);
    expect(two('draft')(values)).toEqual([]);
  });

  it('a missing roster gives Required', () => {
    expect(two('draft')({ certififedVerification: true })).toEqual([
      `teachers: ${MESSAGES.required}`,
    ]);
  });

  it('the certification is required on submit, not in a draft', () => {
    const values = { ...stepTwo(), certififedVerification: false };
    expect(two('submit')(values)).toEqual([`certififedVerification: ${MESSAGES.required}`]);
    expect(two('draft')(values)).toEqual([]);
    expect(teachersAidStepTwoSchema('draft').parse({ teachers: [] }).certififedVerification).toBe(
      false,
    );
  });

  it('a repeated email (case-insensitive) is refused on the repeated teacher, in a draft too', () => {
    const values = {
      ...stepTwo(),
      teachers: [teacher(1), teacher(2), { ...teacher(3), email: ' TEACHER1@School.Example' }],
    };
    for (const mode of ['submit', 'draft'] as const) {
      expect(two(mode)(values)).toEqual([`teachers.2.email: ${MESSAGES.emailMustBeUnique}`]);
    }
  });

  it("the repeated email shows beside another teacher's own error", () => {
    const values = {
      ...stepTwo(),
      teachers: [
        teacher(1),
        { ...teacher(2), firstName: '' },
        { ...teacher(3), email: teacher(1).email },
      ],
    };
    expect(two('submit')(values)).toEqual([
      `teachers.1.firstName: ${MESSAGES.required}`,
      `teachers.2.email: ${MESSAGES.emailMustBeUnique}`,
    ]);
  });

  it(`holds at most ${TEACHERS_MAX} teachers`, () => {
    expect(TEACHERS_MAX).toBe(1000);
    const full = Array.from({ length: TEACHERS_MAX }, (_, i) => teacher(i));
    expect(two('submit')({ ...stepTwo(), teachers: full })).toEqual([]);
    const over = [...full, teacher(TEACHERS_MAX)];
    expect(two('submit')({ ...stepTwo(), teachers: over })).toEqual([
      `teachers: ${MESSAGES.tooManyItems(1000, 'teachers')}`,
    ]);
  });

  it('repeatedTeacherEmails names the later copies only and skips blanks', () => {
    expect(
      repeatedTeacherEmails([
        { email: 'a@x.example' },
        { email: '' },
        { email: 'A@X.example' },
        null,
        { email: 'b@x.example' },
        { email: 'a@x.example ' },
        { email: '' },
        { email: 3 },
      ]),
    ).toEqual([2, 5]);
  });
});

// ---------------------------------------------------------------------------------------------
// Step 3

const stepThree = () => ({
  certifiedProgramRules: true,
  certifiedAgreement: true,
  certifiedNonDiscrimination: true,
  nameSignFirst: 'Sam Reyes',
  nameSignSecond: 'Sam Reyes',
  nameSignThird: 'Sam Reyes',
  verifyPrincipalEmail: 'pat@school.example',
});

const three = (mode: Mode, verifyPrincipalEmail = true) =>
  issuesOf((v) => teachersAidStepThreeSchema(mode, { verifyPrincipalEmail }).safeParse(v));

describe('Teachers Aid step 3 (agreements and principal email)', () => {
  it('accepts a complete step', () => {
    expect(three('submit')(stepThree())).toEqual([]);
  });

  it.each([
    'certifiedProgramRules',
    'certifiedAgreement',
    'certifiedNonDiscrimination',
    'nameSignFirst',
    'nameSignSecond',
    'nameSignThird',
    'verifyPrincipalEmail',
  ] as const)('a submit without %s gives Required; a draft may leave it', (field) => {
    const blank = field.startsWith('certified') ? false : '';
    const values = { ...stepThree(), [field]: blank };
    expect(three('submit')(values)).toEqual([`${field}: ${MESSAGES.required}`]);
    expect(three('draft')(values)).toEqual([]);
  });

  it('an admin (no principal email asked) may leave it blank even on submit', () => {
    expect(three('submit', false)({ ...stepThree(), verifyPrincipalEmail: '' })).toEqual([]);
    expect(three('submit', false)({ ...stepThree(), verifyPrincipalEmail: 'bad' })).toEqual([
      `verifyPrincipalEmail: ${MESSAGES.invalidEmail}`,
    ]);
  });

  it('the principal email keeps its format in a draft', () => {
    expect(three('draft')({ ...stepThree(), verifyPrincipalEmail: 'nobody' })).toEqual([
      `verifyPrincipalEmail: ${MESSAGES.invalidEmail}`,
    ]);
  });

  it('a draft of nothing saves with unticked boxes', () => {
    const parsed = teachersAidStepThreeSchema('draft', { verifyPrincipalEmail: true }).parse({});
    expect(parsed).toEqual({
      certifiedProgramRules: false,
      certifiedAgreement: false,
      certifiedNonDiscrimination: false,
      nameSignFirst: null,
      nameSignSecond: null,
      nameSignThird: null,
      verifyPrincipalEmail: null,
    });
  });

  it.each([
    ['pat@school.example', 'pat@school.example', null],
    [' PAT@School.example ', 'pat@school.example', null],
    ['other@school.example', 'pat@school.example', MESSAGES.principalEmailDoesntMatch],
    ['pat@school.example', null, MESSAGES.principalEmailDoesntMatch],
    ['', 'pat@school.example', null],
  ] as const)("the typed email %j against the principal's %j: %s", (typed, principal, expected) => {
    expect(principalEmailIssue(typed, principal)).toBe(expected);
  });
});
