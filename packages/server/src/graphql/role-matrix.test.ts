/**
 * The role matrix (issue 12 item 7): every root query and mutation of the schema, tried through
 * GraphQL on real data by five callers, with the outcome written by hand from the roles of
 * spec 1 §6, spec 2 §6 and spec 3 §6 and the rule: an account reaches a school's shared
 * data only by an admin's grant or its own approved application.
 *
 * Callers: anon (no session), fresh (a newly registered educator, no grant), a (educator of
 * school A, granted by an admin), b (educator of school B only), admin.
 * Each row's variables target school A's data (or the operation's own object). 'refused' is an
 * error coded UNAUTHENTICATED, FORBIDDEN or NOT_FOUND, or, for a query that answers null or empty
 * rather than an error (a row with a `sees` check), an answer without the target's data.
 * 'allowed' is an answer without any error (with the target's data for a `sees` row): the rows
 * send valid input, since input is often checked before the door. Operations that destroy or
 * spend what they touch get a fresh target per call (`w.make`), so rows pass in any order.
 * A root field without a row, or a row naming a field the schema no longer has, fails.
 */
import { eq } from 'drizzle-orm';
import { Kind, parse, validate, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth.ts';
import { kidsCafeForm } from '../modules/applications/kids-cafe/form.fixtures.ts';
import { partnerServicesForm } from '../modules/applications/partner-services/form.fixtures.ts';
import { createTestApi, type TestApi } from '../testing/test-api.ts';
import {
  CALLERS,
  buildWorld,
  callAs,
  callAsUser,
  verdict,
  type Caller,
  type Expected,
  type World,
} from './role-matrix.fixtures.ts';
import { buildSchema } from './schema.ts';

type Vars = Record<string, unknown>;
type Data = Record<string, unknown>;

interface Row {
  /** The root field, and what the row tries when a field has several doors. */
  label: string;
  document: string;
  vars: (w: World, caller: Caller) => Vars | Promise<Vars>;
  expected: Expected;
  /** For answers that are null or empty rather than an error: is the target's data there? */
  sees?: (data: Data, w: World) => boolean;
}

const A = 'allowed';
const R = 'refused';

function row(
  label: string,
  document: string,
  vars: Row['vars'],
  expected: Expected,
  sees?: Row['sees'],
): Row {
  return { label, document, vars, expected, sees };
}

/** The answer as JSON contains the text (a name, an email, an id of the target). */
const shows = (data: Data, text: string) => JSON.stringify(data).includes(text);
const listOf = (data: Data, field: string) => (data[field] ?? []) as Record<string, unknown>[];

const none = () => ({});
/** applicationSchool answers every signed-in user; its roster (people's phones, emails) is the door. */
const rosterShown = (data: Data) =>
  listOf((data.applicationSchool ?? {}) as Data, 'teamMembersBackpackBuddy').length > 0;

/** Step 1 of a Backpack Buddy application naming a school, with school A's people. */
const stepOne = (w: World, schoolId: number, termId: number, extra: Vars = {}) => ({
  draft: false,
  termId,
  new: true,
  schoolType: 'HIGH',
  districtId: w.district.id,
  schoolId,
  address1: '100 Main St',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77002',
  gradesServed: ['9', '10', '11', '12'],
  teamMembers: w.rosterA,
  ...extra,
});

/** The School Market form, complete, for a school of the matrix district (not Houston ISD). */
const schoolMarketForm = (w: World, schoolId: number, termId: number) => ({
  draft: false,
  termId,
  new: true,
  schoolType: 'HIGH',
  districtId: w.district.id,
  schoolId,
  address1: '100 Main St',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77002',
  gradesServed: ['9', '10', '11', '12'],
  numTotalEnrollment: '900',
  numReducedLunch: '50',
  numFreeLunch: '400',
  marketType: 'MOBILE',
  operatingFrequency: 'AUGUST_MAY_WEEKLY',
  preferredDistributionDay: 'WEDNESDAY',
  preferredDistributionTime: 'DISTRIBUTION_2PM_5PM',
  secondaryPreferredDistributionDay: 'FRIDAY',
  secondaryPreferredDistributionTime: 'DISTRIBUTION_5PM_8PM',
  ...w.smContactsA,
  agreeToProgramPurpose: true,
  agreeNondiscrimination: true,
  agreeToProgramResponsibilities: true,
  nameSignFirst: 'Sam ContactA',
  nameSignSecond: 'Sam ContactA',
  nameSignThird: 'Sam ContactA',
});
/** schoolMarketSchool answers every signed-in user; its contacts (phones, emails) are the door. */
const schoolMarketContactsShown = (data: Data) => {
  const school = (data.schoolMarketSchool ?? {}) as Data;
  return school.principal != null || school.primaryPointOfContact != null;
};

/** Step 1 of the Teachers Aid form, complete, for a school of the matrix district. */
const teachersAidStepOne = (w: World, schoolId: number, termId: number, extra: Vars = {}) => ({
  draft: false,
  termId,
  new: true,
  schoolType: 'HIGH',
  districtId: w.district.id,
  schoolId,
  address1: '100 Main St',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77002',
  gradesServed: ['9', '10', '11', '12'],
  numTotalEnrollment: '900',
  numReducedLunch: '50',
  numFreeLunch: '400',
  demographicAsian: '10',
  demographicBlack: '30',
  demographicHispanic: '50',
  demographicWhite: '10',
  ...w.taContactsA,
  ...extra,
});
/** teachersAidSchool answers every signed-in user; its contacts (phones, emails) are the door. */
const teachersAidContactsShown = (data: Data) => {
  const school = (data.teachersAidSchool ?? {}) as Data;
  return school.principal != null || school.siteCoordinator != null;
};
const SAVE_TEACHERS_AID_STEP_ONE = `mutation ($input: SaveTeachersAidApplicationStepOneInput!) {
  saveTeachersAidApplicationStepOne(input: $input) { applicationTeachersAidId status } }`;

const SAVE_SCHOOL_MARKET = `mutation ($input: SaveSchoolMarketApplicationInput!) {
  saveSchoolMarketApplication(input: $input) { applicationSchoolMarketId status } }`;
const SAVE_KIDS_CAFE = `mutation ($input: SaveKidsCafeApplicationInput!) {
  saveKidsCafeApplication(input: $input) { applicationKidsCafeId status } }`;
const SAVE_PARTNER_SERVICES = `mutation ($input: SavePartnerServicesApplicationInput!) {
  savePartnerServicesApplication(input: $input) { applicationPartnerServicesId status } }`;
/** kidsCafeSite answers every signed-in user; its contacts (phones, emails) are the door. */
const kidsCafeContactsShown = (data: Data) => {
  const site = (data.kidsCafeSite ?? {}) as Data;
  return site.primaryPointOfContact != null || site.secondaryPointOfContact != null;
};
const SAVE_STEP_ONE = `mutation ($input: SaveApplicationStepOneInput!) {
  saveApplicationStepOne(input: $input) { applicationBackpackBuddyId status } }`;
const SCHOOL_REPORTS = `query ($s: String!, $e: String!, $school: Int) {
  schoolReports(startDate: $s, endDate: $e, schoolId: $school) {
    schoolId name termMonths { termMonthId distributions { studentName } } } }`;
const SCHOOL_REPORTS_SUMMARY = `query ($s: String!, $e: String!, $school: Int) {
  schoolReports(startDate: $s, endDate: $e, schoolId: $school) {
    schoolId name termMonths { termMonthId studentCount distributed } } }`;
const SCHOOL_CONTACTS = `query ($id: Int!) { schoolContacts(schoolId: $id) {
  schoolId teamMembers { type fullName email } } }`;
const APPLICATION_SCHOOL = `query ($id: Int!) { applicationSchool(schoolId: $id) {
  schoolId name teamMembersBackpackBuddy { type fullName email } } }`;
const APPLICATION = `query ($id: Int!) { applicationBackpackBuddy(id: $id) {
  applicationBackpackBuddyId school { schoolId } } }`;
const USER_APPLICATIONS = `query { userApplicationsBackpackBuddy { id schoolOrSiteName } }`;
const SURVEYS = `query ($id: Int) { surveys(schoolId: $id) { surveyId title } }`;
const EDIT_CONTACTS = `mutation ($input: EditSchoolContactsInput!) {
  editSchoolContacts(input: $input) { schoolId } }`;
const SAVE_DISTRIBUTION = `mutation ($input: SaveDistributionInput!) {
  saveDistribution(input: $input) { distributionId } }`;
const EDUCATOR_USER = `query { educatorUser { educatorId schools { schoolId } } }`;

/** The year adminCreateNextTerms takes now (asked as the admin, so every call has a fresh year). */
async function nextTermYearOf(w: World, program: string): Promise<number> {
  const result = await callAs(
    w,
    'admin',
    `query ($p: Program!) { adminProgramSettings(program: $p) { nextTermYear } }`,
    { p: program },
  );
  return (result.data!.adminProgramSettings as { nextTermYear: number }).nextTermYear;
}

const octoberRange = (w: World) => ({ s: '2025-10-01', e: '2025-10-31', school: w.schoolA.id });
let students = 0;
const newStudent = (w: World, name: string) => ({
  termMonthId: w.openMonthA.id,
  studentName: name,
  studentIdNumber: `S-${(students += 1)}`,
  testimonial: null,
  dateEntries: w.openMonthA.dates.map((d) => ({
    termMonthDistributionDateId: d.id,
    distributionNumber: '1',
  })),
});
const profileOfA = (w: World) => ({
  program: 'BACKPACK_BUDDY',
  schoolId: w.schoolA.id,
  name: w.schoolA.name,
  type: 'HIGH',
  address1: '100 Main St',
  city: 'Houston',
  county: 'HARRIS',
  state: 'TX',
  zip: '77002',
  districtId: w.district.id,
  gradesServed: ['9', '10', '11', '12'],
  notes: 'Gate code at the office',
  // Required once A has an approved application (a principalSignature row approves some).
  numTotalEnrollment: '900',
  numReducedLunch: '50',
  numFreeLunch: '400',
  participatedLastYear: false,
});

// prettier-ignore
const TABLE: Row[] = [
  // ——— public, and the caller's own session ———
  row('health', `query { health }`, none,
    { anon: A, fresh: A, a: A, b: A, admin: A }),
  row('enums', `query { enums(names: ["gradesServed"]) { name } }`, none,
    { anon: A, fresh: A, a: A, b: A, admin: A }),
  row('login', `mutation ($input: LoginInput!) { login(input: $input) { userType } }`,
    (w) => ({ input: w.login }),
    { anon: A, fresh: A, a: A, b: A, admin: A }),
  row('register', `mutation ($input: RegisterInput!) { register(input: $input) { userType } }`,
    (w) => ({ input: { firstName: 'New', lastName: 'Comer', phone: '7135550123',
      email: w.make.email('register'), password: 'Register-pass-1' } }),
    { anon: A, fresh: A, a: A, b: A, admin: A }),
  row('sendPasswordResetEmail', `mutation ($input: SendPasswordResetEmailInput!) {
      sendPasswordResetEmail(input: $input) { success } }`,
    async (w) => ({ input: { email: (await w.make.account()).email } }),
    { anon: A, fresh: A, a: A, b: A, admin: A }),
  row('resetPassword', `mutation ($input: ResetPasswordInput!) {
      resetPassword(input: $input) { success } }`,
    async (w) => ({ input: { password: 'Reset-pass-12', passwordResetToken: await w.make.resetToken() } }),
    { anon: A, fresh: A, a: A, b: A, admin: A }),
  row('logout', `mutation { logout }`, none,
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  row('educatorUser', EDUCATOR_USER, none,
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  // Every signed-in user is answered (an admin with []), but only the educator granted school A sees it.
  row('educatorSchools', `query { educatorSchools { schoolId } }`, none,
    { anon: R, fresh: R, a: A, b: R, admin: R },
    (d, w) => listOf(d, 'educatorSchools').some((s) => s.schoolId === w.schoolA.id)),
  row('adminUser', `query { adminUser { adminId } }`, none,
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('editProfile', `mutation ($input: EditProfileInput!) { editProfile(input: $input) { educatorId } }`,
    (w, c) => {
      const me = w.people[c === 'anon' ? 'fresh' : c];
      return { input: { firstName: me.firstName, lastName: me.lastName, email: me.email, phone: me.phone } };
    },
    { anon: R, fresh: A, a: A, b: A, admin: R }),
  // Issue 20: any signed-in user saves their own language (English here, so no row changes).
  row('updateMyLanguage', `mutation { updateMyLanguage(language: en) { language } }`, none,
    { anon: R, fresh: A, a: A, b: A, admin: A }),

  // ——— program information every signed-in user reads (application forms, banners) ———
  row('programTerms', `query { programTerms(programName: BACKPACK_BUDDY) { termId } }`, none,
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  row('backpackBuddyConfig', `query { backpackBuddyConfig { schoolEnabled } }`, none,
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  row('schoolMarketConfig', `query { schoolMarketConfig { schoolEnabled } }`, none,
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  row('teachersAidConfig', `query { teachersAidConfig { schoolEnabled } }`, none,
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  row('kidsCafeConfig', `query { kidsCafeConfig { acceptingApplications } }`, none,
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  row('partnerServicesConfig', `query { partnerServicesConfig { acceptingApplications } }`, none,
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  row('programConfig', `query { programConfig(program: KIDS_CAFE) { acceptingApplications } }`, none,
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  row('notification', `query { notification { text } }`, none,
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  row('allSchools', `query ($d: Int!) { allSchools(districtId: $d, schoolType: "HIGH") { schoolId } }`,
    (w) => ({ d: w.district.id }),
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  row('allDistricts', `query { allDistricts { districtId } }`, none,
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  row('awsObjects (documents)', `query { awsObjects(bucket: "documents") { Key } }`, none,
    { anon: R, fresh: A, a: A, b: A, admin: A },
    (d, w) => shows(d, w.documentKey)),
  row('awsObjects (resources)', `query { awsObjects(bucket: "resources") { Key } }`, none,
    { anon: R, fresh: R, a: R, b: R, admin: A },
    (d, w) => shows(d, w.resourceKey)),

  // ——— applications ———
  row('saveApplicationStepOne (starts an application for a school)', SAVE_STEP_ONE,
    async (w) => ({ input: stepOne(w, (await w.make.school()).id, (await w.make.term()).id) }),
    { anon: R, fresh: A, a: A, b: A, admin: R }),
  row("saveApplicationStepOne (edits A's application in progress)", SAVE_STEP_ONE,
    (w) => ({ input: stepOne(w, w.schoolA.id, w.summer.id,
      { draft: true, applicationBackpackBuddyId: w.draftA.id }) }),
    { anon: R, fresh: R, a: A, b: R, admin: R }),
  row('saveApplicationStepTwo', `mutation ($input: SaveApplicationStepTwoInput!) {
      saveApplicationStepTwo(input: $input) { applicationBackpackBuddyId } }`,
    (w) => ({ input: { applicationBackpackBuddyId: w.draftA.id, draft: true,
      numTotalEnrollment: '900', numFreeLunch: '400', numReducedLunch: '50' } }),
    { anon: R, fresh: R, a: A, b: R, admin: R }),
  row('saveApplicationStepThree', `mutation ($input: SaveApplicationStepThreeInput!) {
      saveApplicationStepThree(input: $input) { applicationBackpackBuddyId status } }`,
    (w) => ({ input: { applicationBackpackBuddyId: w.draftA.id, draft: true,
      agreeToProgramPurpose: true, nameSignFirst: 'Ava Alpha', verifyPrincipalEmail: w.rosterA[0]!.email } }),
    { anon: R, fresh: R, a: A, b: R, admin: R }),
  row('applicationBackpackBuddy', APPLICATION, (w) => ({ id: w.submittedA.id }),
    { anon: R, fresh: R, a: A, b: R, admin: A }),
  row('applicationInProgressBackpackBuddy (the notice of spec 2 §8)', `query ($s: Int!, $t: Int!) {
      applicationInProgressBackpackBuddy(schoolId: $s, termId: $t) { starterEmail } }`,
    (w) => ({ s: w.schoolA.id, t: w.term.id }),
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  row("applicationSchool (A's roster)", APPLICATION_SCHOOL, (w) => ({ id: w.schoolA.id }),
    { anon: R, fresh: R, a: A, b: R, admin: A },
    (d) => rosterShown(d)),
  row("userApplicationsBackpackBuddy (lists A's application)", USER_APPLICATIONS, none,
    { anon: R, fresh: R, a: A, b: R, admin: R },
    (d, w) => listOf(d, 'userApplicationsBackpackBuddy').some((x) => x.id === w.submittedA.id)),
  row('saveSchoolMarketApplication (starts an application for a school)', SAVE_SCHOOL_MARKET,
    async (w) => ({ input: schoolMarketForm(w, (await w.make.school()).id,
      (await w.make.schoolMarketTerm()).id) }),
    { anon: R, fresh: A, a: A, b: A, admin: R }),
  row("saveSchoolMarketApplication (edits A's application in progress)", SAVE_SCHOOL_MARKET,
    (w) => ({ input: { draft: true, applicationSchoolMarketId: w.smDraftA.id,
      termId: w.smSummer.id, schoolId: w.schoolA.id } }),
    { anon: R, fresh: R, a: A, b: R, admin: R }),
  row('applicationSchoolMarket', `query ($id: Int!) {
      applicationSchoolMarket(applicationSchoolMarketId: $id) { applicationSchoolMarketId school { schoolId } } }`,
    (w) => ({ id: w.smSubmittedA.id }),
    { anon: R, fresh: R, a: A, b: R, admin: A }),
  row('applicationInProgressSchoolMarket (the notice of spec 2 §8)', `query ($s: Int!, $t: Int!) {
      applicationInProgressSchoolMarket(schoolId: $s, termId: $t) { starterEmail } }`,
    (w) => ({ s: w.schoolA.id, t: w.smTerm.id }),
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  row("schoolMarketSchool (A's contacts)", `query ($id: Int!) { schoolMarketSchool(schoolId: $id) {
      schoolId principal { email } primaryPointOfContact { email } } }`,
    (w) => ({ id: w.schoolA.id }),
    { anon: R, fresh: R, a: A, b: R, admin: A },
    (d) => schoolMarketContactsShown(d)),
  row("userApplicationsSchoolMarket (lists A's application)", `query {
      userApplicationsSchoolMarket { id schoolOrSiteName } }`, none,
    { anon: R, fresh: R, a: A, b: R, admin: R },
    (d, w) => listOf(d, 'userApplicationsSchoolMarket').some((x) => x.id === w.smSubmittedA.id)),
  row('saveKidsCafeApplication (starts an application for a site)', SAVE_KIDS_CAFE,
    async (w) => ({ input: kidsCafeForm((await w.make.site()).id) }),
    { anon: R, fresh: A, a: A, b: A, admin: R }),
  row("saveKidsCafeApplication (edits A's application in progress)", SAVE_KIDS_CAFE,
    (w) => ({ input: { draft: true, applicationKidsCafeId: w.kcDraftA.id, type: 'SUMMER',
      applicationYear: 2024, site: { siteId: w.siteA.id } } }),
    { anon: R, fresh: R, a: A, b: R, admin: R }),
  row('applicationKidsCafe', `query ($id: Int!) {
      applicationKidsCafe(applicationKidsCafeId: $id) { applicationKidsCafeId site { siteId } } }`,
    (w) => ({ id: w.kcSubmittedA.id }),
    { anon: R, fresh: R, a: A, b: R, admin: A }),
  row("allSites (the form's site dropdown)", `query { allSites { siteId name } }`, none,
    { anon: R, fresh: A, a: A, b: A, admin: A },
    (d, w) => listOf(d, 'allSites').some((x) => x.siteId === w.siteA.id)),
  row("kidsCafeSite (A's contacts)", `query ($id: Int!) { kidsCafeSite(siteId: $id) {
      siteId primaryPointOfContact { email } secondaryPointOfContact { email } } }`,
    (w) => ({ id: w.siteA.id }),
    { anon: R, fresh: R, a: A, b: R, admin: A },
    (d) => kidsCafeContactsShown(d)),
  row("userApplicationsKidsCafe (lists A's application)", `query {
      userApplicationsKidsCafe { id schoolOrSiteName } }`, none,
    { anon: R, fresh: R, a: A, b: R, admin: R },
    (d, w) => listOf(d, 'userApplicationsKidsCafe').some((x) => x.id === w.kcSubmittedA.id)),
  row("savePartnerServicesApplication (submits a new agency's application)", SAVE_PARTNER_SERVICES,
    () => ({ input: partnerServicesForm(null) }),
    { anon: R, fresh: A, a: A, b: A, admin: R }),
  row("savePartnerServicesApplication (edits A's application in progress)", SAVE_PARTNER_SERVICES,
    (w) => ({ input: { draft: true, applicationPartnerServicesId: w.psDraftA.id,
      applicationYear: 2025, organization: { organizationId: w.orgA.id } } }),
    { anon: R, fresh: R, a: A, b: R, admin: R }),
  row('applicationPartnerServices', `query ($id: Int!) {
      applicationPartnerServices(applicationPartnerServicesId: $id) {
        applicationPartnerServicesId organization { organizationId } } }`,
    (w) => ({ id: w.psSubmittedA.id }),
    { anon: R, fresh: R, a: A, b: R, admin: A }),
  row("partnerServicesOrganization (A's, with its contacts)", `query ($id: Int!) {
      partnerServicesOrganization(organizationId: $id) { organizationId primaryPointOfContact { email } } }`,
    (w) => ({ id: w.orgA.id }),
    { anon: R, fresh: R, a: A, b: R, admin: A }),
  row("userOrganizationOptions (lists A's organization)", `query {
      userOrganizationOptions { organizationId name } }`, none,
    { anon: R, fresh: R, a: A, b: R, admin: R },
    (d, w) => listOf(d, 'userOrganizationOptions').some((x) => x.organizationId === w.orgA.id)),
  row("userApplicationsPartnerServices (lists A's application)", `query {
      userApplicationsPartnerServices { id schoolOrSiteName } }`, none,
    { anon: R, fresh: R, a: A, b: R, admin: R },
    (d, w) => listOf(d, 'userApplicationsPartnerServices').some((x) => x.id === w.psSubmittedA.id)),
  row('applicationSignatureDetails (School Market, by application id)', `query ($id: String!) {
      applicationSignatureDetails(applicationId: $id, programName: "school-market") { applicationId } }`,
    (w) => ({ id: String(w.smSubmittedA.id) }),
    { anon: R, fresh: R, a: R, b: R, admin: A },
    (d) => d.applicationSignatureDetails !== null),
  row('saveTeachersAidApplicationStepOne (starts an application for a school)',
    SAVE_TEACHERS_AID_STEP_ONE,
    async (w) => ({ input: teachersAidStepOne(w, (await w.make.school()).id,
      (await w.make.teachersAidTerm()).id) }),
    { anon: R, fresh: A, a: A, b: A, admin: R }),
  // A draft as complete as a full save: its steps stay completed for the rows below.
  row("saveTeachersAidApplicationStepOne (edits A's application in progress)",
    SAVE_TEACHERS_AID_STEP_ONE,
    (w) => ({ input: teachersAidStepOne(w, w.schoolA.id, w.taSummer.id,
      { draft: true, applicationTeachersAidId: w.taDraftA.id }) }),
    { anon: R, fresh: R, a: A, b: R, admin: R }),
  row('saveTeachersAidApplicationStepTwo', `mutation ($input: SaveTeachersAidApplicationStepTwoInput!) {
      saveTeachersAidApplicationStepTwo(input: $input) { applicationTeachersAidId } }`,
    (w) => ({ input: { applicationTeachersAidId: w.taDraftA.id, draft: true, certififedVerification: true,
      teachers: [{ firstName: 'Tess', lastName: 'Teacher', email: 'tess.teacher@school.test' }] } }),
    { anon: R, fresh: R, a: A, b: R, admin: R }),
  row('saveTeachersAidApplicationStepThree', `mutation ($input: SaveTeachersAidApplicationStepThreeInput!) {
      saveTeachersAidApplicationStepThree(input: $input) { applicationTeachersAidId status } }`,
    (w) => ({ input: { applicationTeachersAidId: w.taDraftA.id, draft: true,
      certifiedProgramRules: true, nameSignFirst: 'Ava Alpha',
      verifyPrincipalEmail: w.taContactsA.principal.email } }),
    { anon: R, fresh: R, a: A, b: R, admin: R }),
  row('applicationTeachersAid', `query ($id: Int!) {
      applicationTeachersAid(applicationTeachersAidId: $id) { applicationTeachersAidId school { schoolId } } }`,
    (w) => ({ id: w.taSubmittedA.id }),
    { anon: R, fresh: R, a: A, b: R, admin: A }),
  row('applicationInProgressTeachersAid (the notice of spec 2 §8)', `query ($s: Int!, $t: Int!) {
      applicationInProgressTeachersAid(schoolId: $s, termId: $t) { starterEmail } }`,
    (w) => ({ s: w.schoolA.id, t: w.taTerm.id }),
    { anon: R, fresh: A, a: A, b: A, admin: A }),
  row("teachersAidSchool (A's contacts)", `query ($id: Int!) { teachersAidSchool(schoolId: $id) {
      schoolId principal { email } siteCoordinator { email } } }`,
    (w) => ({ id: w.schoolA.id }),
    { anon: R, fresh: R, a: A, b: R, admin: A },
    (d) => teachersAidContactsShown(d)),
  row("userApplicationsTeachersAid (lists A's application)", `query {
      userApplicationsTeachersAid { id schoolOrSiteName } }`, none,
    { anon: R, fresh: R, a: A, b: R, admin: R },
    (d, w) => listOf(d, 'userApplicationsTeachersAid').some((x) => x.id === w.taSubmittedA.id)),
  row('applicationSignatureDetails (Teachers Aid, by application id)', `query ($id: String!) {
      applicationSignatureDetails(applicationId: $id, programName: "teachers-aid") { applicationId } }`,
    (w) => ({ id: String(w.taSubmittedA.id) }),
    { anon: R, fresh: R, a: R, b: R, admin: A },
    (d) => d.applicationSignatureDetails !== null),
  row('applicationSignatureDetails (by the link token)', `query ($id: String!) {
      applicationSignatureDetails(applicationId: $id) { applicationId } }`,
    (w) => ({ id: w.submittedLinkA }),
    { anon: A, fresh: A, a: A, b: A, admin: A },
    (d) => d.applicationSignatureDetails !== null),
  row('applicationSignatureDetails (by application id)', `query ($id: String!) {
      applicationSignatureDetails(applicationId: $id, programName: "backpack-buddy") { applicationId } }`,
    (w) => ({ id: String(w.submittedA.id) }),
    { anon: R, fresh: R, a: R, b: R, admin: A },
    (d) => d.applicationSignatureDetails !== null),
  row('principalSignature (with the link token)', `mutation ($input: PrincipalSignatureInput!) {
      principalSignature(input: $input) { success } }`,
    async (w) => ({ input: { id: await w.make.signatureLinkOfA(),
      signeeName: 'Pat PrincipalA', signeeEmail: w.rosterA[0]!.email } }),
    { anon: A, fresh: A, a: A, b: A, admin: A }),

  // ——— school A's shared data: reports, students, contacts, surveys ———
  row("schoolReports (A's students)", SCHOOL_REPORTS, octoberRange,
    { anon: R, fresh: R, a: A, b: R, admin: A },
    (d) => shows(d, 'Ana Alpha')),
  row("schoolReports (A's months without students)", SCHOOL_REPORTS_SUMMARY, octoberRange,
    { anon: R, fresh: R, a: A, b: R, admin: A },
    (d, w) => shows(d, `"schoolId":${w.schoolA.id}`)),
  row('saveDistribution', SAVE_DISTRIBUTION, (w) => ({ input: newStudent(w, 'Sal Saved') }),
    { anon: R, fresh: R, a: A, b: R, admin: A }),
  row('deleteDistributions', `mutation ($ids: [Int!]!) { deleteDistributions(distributionIds: $ids) }`,
    async (w) => ({ ids: [(await w.make.studentOfA()).id] }),
    { anon: R, fresh: R, a: A, b: R, admin: A }),
  row('copyStudents', `mutation ($id: Int!) { copyStudents(termMonthId: $id) }`,
    (w) => ({ id: w.openMonthA.id }),
    { anon: R, fresh: R, a: A, b: R, admin: A }),
  row('uploadStudents', `mutation ($input: UploadStudentsInput!) { uploadStudents(input: $input) }`,
    (w) => ({ input: { termMonthId: w.openMonthA.id,
      students: [{ studentName: 'Uma Upload', studentIdNumber: 'U-001' }] } }),
    { anon: R, fresh: R, a: A, b: R, admin: A }),
  row('submitReport', `mutation ($input: SubmitReportInput!) { submitReport(input: $input) { createdAt } }`,
    async (w) => ({ input: { termMonthId: (await w.make.monthOfA()).month.id, comments: 'Done' } }),
    { anon: R, fresh: R, a: A, b: R, admin: A }),
  row('deleteReports', `mutation ($ids: [Int!]!) { deleteReports(termMonthIds: $ids) }`,
    async (w) => ({ ids: [(await w.make.monthOfA({ submitted: true })).month.id] }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('schoolContacts', SCHOOL_CONTACTS, (w) => ({ id: w.schoolA.id }),
    { anon: R, fresh: R, a: A, b: R, admin: A }),
  row('editSchoolContacts', EDIT_CONTACTS,
    (w) => ({ input: { schoolId: w.schoolA.id, teamMembers: w.rosterA } }),
    { anon: R, fresh: R, a: A, b: R, admin: A }),
  row('surveys (viewed for school A)', SURVEYS, (w) => ({ id: w.schoolA.id }),
    { anon: R, fresh: R, a: A, b: R, admin: A }),

  // ——— the admin console (spec 3 §6: educators do not reach it) ———
  row('schoolsBackpackBuddy', `query ($t: Int) { schoolsBackpackBuddy(termId: $t) { schoolId } }`,
    (w) => ({ t: w.term.id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('schoolsSchoolMarket', `query { schoolsSchoolMarket { schoolId } }`, none,
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('schoolsTeachersAid', `query { schoolsTeachersAid { schoolId } }`, none,
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('schoolsBackpackBuddyPage', `query ($t: Int) {
      schoolsBackpackBuddyPage(termId: $t, page: { limit: 5 }) { total rows { schoolId } } }`,
    (w) => ({ t: w.term.id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('schoolsSchoolMarketPage', `query { schoolsSchoolMarketPage { total } }`, none,
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('schoolsTeachersAidPage', `query { schoolsTeachersAidPage { total } }`, none,
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminSchoolBackpackBuddy', `query ($id: Int!) { adminSchoolBackpackBuddy(schoolId: $id) { schoolId } }`,
    (w) => ({ id: w.schoolA.id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminSchoolSchoolMarket', `query ($id: Int!) { adminSchoolSchoolMarket(schoolId: $id) { schoolId } }`,
    (w) => ({ id: w.schoolA.id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminSchoolTeachersAid', `query ($id: Int!) { adminSchoolTeachersAid(schoolId: $id) { schoolId } }`,
    (w) => ({ id: w.schoolA.id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateSchoolProfile', `mutation ($input: AdminUpdateSchoolProfileInput!) {
      adminUpdateSchoolProfile(input: $input) { schoolId } }`,
    (w) => ({ input: profileOfA(w) }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateSchoolContacts', `mutation ($input: AdminUpdateSchoolContactsInput!) {
      adminUpdateSchoolContacts(input: $input) { schoolId } }`,
    (w) => ({ input: { program: 'BACKPACK_BUDDY', schoolId: w.schoolA.id, teamMembers: w.rosterA } }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateProgramStatus', `mutation ($input: AdminUpdateProgramStatusInput!) {
      adminUpdateProgramStatus(input: $input) { schoolId } }`,
    (w) => ({ input: { program: 'BACKPACK_BUDDY', schoolId: w.schoolA.id, status: 'ACTIVE' } }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateApplications', `mutation ($input: AdminUpdateApplicationsInput!) {
      adminUpdateApplications(input: $input) { schoolId } }`,
    async (w) => ({ input: { program: 'BACKPACK_BUDDY', schoolId: w.schoolA.id,
      applications: [{ id: (await w.make.applicationOfA()).id, status: 'DENIED' }] } }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminDeleteApplication', `mutation ($id: Int!) {
      adminDeleteApplication(program: BACKPACK_BUDDY, applicationId: $id) { schoolId } }`,
    async (w) => ({ id: (await w.make.applicationOfA()).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('resendPrincipalSignatureEmail', `mutation ($id: Int!) {
      resendPrincipalSignatureEmail(program: BACKPACK_BUDDY, applicationId: $id) }`,
    async (w) => ({ id: (await w.make.applicationOfA()).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminArchiveSchool', `mutation ($id: Int!) { adminArchiveSchool(schoolId: $id) }`,
    async (w) => ({ id: (await w.make.schoolOfA()).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminRestoreSchool', `mutation ($id: Int!) { adminRestoreSchool(schoolId: $id) }`,
    async (w) => ({ id: (await w.make.schoolOfA({ archived: true })).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminDeleteSchool', `mutation ($id: Int!) { adminDeleteSchool(schoolId: $id) }`,
    async (w) => ({ id: (await w.make.schoolOfA()).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('sitesKidsCafe', `query { sitesKidsCafe { siteId } }`, none,
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('sitesKidsCafePage', `query { sitesKidsCafePage(page: { limit: 5 }) { total rows { siteId } } }`,
    none, { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminSite', `query ($id: Int!) { adminSite(siteId: $id) { siteId } }`,
    (w) => ({ id: w.siteA.id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminCreateSite', `mutation ($input: AdminCreateSiteInput!) {
      adminCreateSite(input: $input) { siteId } }`,
    // A name of its own per call: a live site's twin is refused.
    (_w, caller) => ({ input: { name: `Matrix New Site ${caller} ${Date.now()}`,
      address1: '1 Main St', crossStreet: 'Elm St', city: 'Houston', county: 'HARRIS',
      state: 'TX', zip: '77002', closestSchool: 'Lamar High' } }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateSiteProfile', `mutation ($input: AdminUpdateSiteProfileInput!) {
      adminUpdateSiteProfile(input: $input) { siteId } }`,
    async (w) => ({ input: { siteId: (await w.make.siteOfA()).id, name: 'Matrix Site',
      address1: '1 Main St', crossStreet: 'Elm St', city: 'Houston', county: 'HARRIS',
      state: 'TX', zip: '77002', closestSchool: 'Lamar High' } }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateSiteMembers', `mutation ($input: AdminUpdateSiteMembersInput!) {
      adminUpdateSiteMembers(input: $input) { siteId } }`,
    async (w) => ({ input: { siteId: (await w.make.siteOfA()).id, siteMembers: [
      { type: 'PRIMARY_POINT_CONTACT', firstName: 'Pia', lastName: 'Primary',
        phone: '7135550100', email: 'pia@matrix.test', isSupervisor: true },
      { type: 'SECONDARY_POINT_CONTACT', firstName: 'Sid', lastName: 'Secondary',
        phone: '7135550101', email: 'sid@matrix.test', isSupervisor: false }] } }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateSiteStatus', `mutation ($input: AdminUpdateSiteStatusInput!) {
      adminUpdateSiteStatus(input: $input) { siteId } }`,
    async (w) => ({ input: { siteId: (await w.make.siteOfA()).id, status: 'ACTIVE' } }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateSiteApplications', `mutation ($input: AdminUpdateSiteApplicationsInput!) {
      adminUpdateSiteApplications(input: $input) { siteId } }`,
    async (w) => {
      const { site, application } = await w.make.kidsCafeApplicationOfA();
      return { input: { siteId: site.id,
        applications: [{ applicationKidsCafeId: application.id, status: 'DENIED' }] } };
    },
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminDeleteSiteApplication', `mutation ($id: Int!) {
      adminDeleteSiteApplication(applicationKidsCafeId: $id) { siteId } }`,
    async (w) => ({ id: (await w.make.kidsCafeApplicationOfA()).application.id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminArchiveSite', `mutation ($id: Int!) { adminArchiveSite(siteId: $id) }`,
    async (w) => ({ id: (await w.make.siteOfA()).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminRestoreSite', `mutation ($id: Int!) { adminRestoreSite(siteId: $id) }`,
    async (w) => ({ id: (await w.make.siteOfA({ archived: true })).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminDeleteSite', `mutation ($id: Int!) { adminDeleteSite(siteId: $id) }`,
    async (w) => ({ id: (await w.make.siteOfA()).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  // Partner Services organizations console (issue 18): admins only, on organizations of A.
  row('organizationsPartnerServices', `query { organizationsPartnerServices { organizationId } }`,
    none, { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('organizationsPartnerServicesPage', `query {
      organizationsPartnerServicesPage(page: { limit: 5 }) { total rows { organizationId } } }`,
    none, { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminOrganization', `query ($id: Int!) {
      adminOrganization(organizationId: $id) { organizationId } }`,
    (w) => ({ id: w.orgA.id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminCreateOrganization', `mutation ($input: AdminOrganizationProfileInput!) {
      adminCreateOrganization(input: $input) { organizationId } }`,
    // An EIN of its own per call: a live organization's EIN is refused.
    () => ({ input: { name: 'Matrix New Pantry',
      einNumber: `66-${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      address1: '1 Main St', city: 'Houston', county: 'HARRIS', state: 'TX', zip: '77002' } }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateOrganizationProfile', `mutation ($input: AdminOrganizationProfileInput!) {
      adminUpdateOrganizationProfile(input: $input) { organizationId } }`,
    async (w) => {
      const organization = await w.make.organizationOfA();
      return { input: { organizationId: organization.id, name: 'Matrix Pantry',
        einNumber: organization.einNumber, address1: '1 Main St', city: 'Houston',
        county: 'HARRIS', state: 'TX', zip: '77002' } };
    },
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateOrganizationMembers', `mutation ($input: AdminUpdateOrganizationMembersInput!) {
      adminUpdateOrganizationMembers(input: $input) { organizationId } }`,
    async (w) => ({ input: { organizationId: (await w.make.organizationOfA()).id, members: [
      { type: 'PRIMARY_POINT_CONTACT', firstName: 'Pia', lastName: 'Primary',
        phone: '7135550100', email: 'pia@matrix.test' },
      { type: 'SECONDARY_POINT_CONTACT', firstName: 'Sid', lastName: 'Secondary',
        phone: '7135550101', email: 'sid@matrix.test' }] } }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateOrganizationStatus', `mutation ($input: AdminUpdateOrganizationStatusInput!) {
      adminUpdateOrganizationStatus(input: $input) { organizationId } }`,
    async (w) => ({ input: { organizationId: (await w.make.organizationOfA()).id,
      status: 'ACTIVE' } }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateOrganizationApplications', `mutation (
      $input: AdminUpdateOrganizationApplicationsInput!) {
      adminUpdateOrganizationApplications(input: $input) { organizationId } }`,
    async (w) => {
      const { organization, application } = await w.make.partnerServicesApplicationOfA();
      return { input: { organizationId: organization.id,
        applications: [{ applicationPartnerServicesId: application.id, status: 'DENIED' }] } };
    },
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminDeleteOrganizationApplication', `mutation ($id: Int!) {
      adminDeleteOrganizationApplication(applicationPartnerServicesId: $id) { organizationId } }`,
    async (w) => ({ id: (await w.make.partnerServicesApplicationOfA()).application.id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminArchiveOrganization', `mutation ($id: Int!) {
      adminArchiveOrganization(organizationId: $id) }`,
    async (w) => ({ id: (await w.make.organizationOfA()).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminRestoreOrganization', `mutation ($id: Int!) {
      adminRestoreOrganization(organizationId: $id) }`,
    async (w) => ({ id: (await w.make.organizationOfA({ archived: true })).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminDeleteOrganization', `mutation ($id: Int!) {
      adminDeleteOrganization(organizationId: $id) }`,
    async (w) => ({ id: (await w.make.organizationOfA()).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminDistricts', `query { adminDistricts { districtId } }`, none,
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminDistrictsPage', `query { adminDistrictsPage(page: { limit: 5 }) { total rows { districtId } } }`,
    none, { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminDistrictDetails', `query ($id: Int!) { adminDistrictDetails(districtId: $id) { districtId } }`,
    (w) => ({ id: w.district.id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateDistrict', `mutation ($input: AdminUpdateDistrictInput!) {
      adminUpdateDistrict(input: $input) { districtId } }`,
    async (w) => {
      const district = await w.make.district();
      return { input: { districtId: district.id, name: `${district.name} renamed` } };
    },
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminArchiveDistrict', `mutation ($id: Int!) { adminArchiveDistrict(districtId: $id) { districtId } }`,
    async (w) => ({ id: (await w.make.district()).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminRestoreDistrict', `mutation ($id: Int!) { adminRestoreDistrict(districtId: $id) { districtId } }`,
    async (w) => ({ id: (await w.make.district({ archived: true })).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  // Program Settings: Teachers Aid, which no other row reads, with values that keep it open.
  row('adminProgramSettings', `query { adminProgramSettings(program: TEACHERS_AID) { nextTermYear } }`,
    none, { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateTermSettings', `mutation { adminUpdateTermSettings(program: TEACHERS_AID,
      input: { schoolEnabled: true, summerEnabled: true }) { id } }`,
    none, { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateApplicationSettings', `mutation { adminUpdateApplicationSettings(
      program: TEACHERS_AID, input: { waitlistEnabled: false }) { id } }`,
    none, { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminCreateNextTerms', `mutation ($year: Int!) {
      adminCreateNextTerms(program: TEACHERS_AID, year: $year) { nextTermYear } }`,
    async (w) => ({ year: await nextTermYearOf(w, 'TEACHERS_AID') }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  // Backpack Buddy allocations and food safety (issue 14): admins only, on school A.
  row('adminSaveAllocation', `mutation ($s: Int!) {
      adminSaveAllocation(schoolId: $s, weeklyAllocation: "12") { schoolId } }`,
    (w) => ({ s: w.schoolA.id }), { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminDeleteAllocationEntry', `mutation ($id: Int!) {
      adminDeleteAllocationEntry(allocationEntryId: $id) { schoolId } }`,
    async (w) => ({ id: (await w.make.allocationEntryOfA()).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateFoodSafety', `mutation ($s: Int!) { adminUpdateFoodSafety(schoolId: $s,
      completedBy: "Pat Row", completionDate: "01/05/2026", expirationDate: "01/05/2027") { schoolId } }`,
    (w) => ({ s: w.schoolA.id }), { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminDeleteFoodSafetyEntry', `mutation ($id: Int!) {
      adminDeleteFoodSafetyEntry(foodSafetyEntryId: $id) { schoolId } }`,
    async (w) => ({ id: (await w.make.foodSafetyEntryOfA()).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateFoodSafetyStatus', `mutation ($s: Int!) {
      adminUpdateFoodSafetyStatus(schoolId: $s, foodSafetyStatus: "COMPLETED") { schoolId } }`,
    (w) => ({ s: w.schoolA.id }), { anon: R, fresh: R, a: R, b: R, admin: A }),
  // Email templates (issue 14): admins only.
  row('adminEmails', `query { adminEmails { emailId } }`, none,
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminEditEmails', `mutation ($e: [AdminEmailInput!]!) { adminEditEmails(emails: $e) { emailId } }`,
    async (w) => {
      const list = await callAs(w, 'admin', `query { adminEmails { emailId status subjectLine messageBody } }`, {});
      const [first] = list.data!.adminEmails as { emailId: number; status: string; subjectLine: string; messageBody: string }[];
      return { e: [first] };
    },
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('educatorUsers', `query { educatorUsers { educatorId } }`, none,
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('educatorUsersPage', `query {
      educatorUsersPage(holder: SITE, page: { limit: 5 }) { total rows { educatorId } } }`,
    none, { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminEducatorUserDetails', `query ($id: Int!) { adminEducatorUserDetails(educatorId: $id) { educatorId } }`,
    (w) => ({ id: w.people.a.id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminSchoolOptions', `query { adminSchoolOptions { schoolId } }`, none,
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminSiteOptions', `query { adminSiteOptions { siteId } }`, none,
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminOrganizationOptions', `query { adminOrganizationOptions { organizationId } }`, none,
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateEducatorUser', `mutation ($input: AdminUpdateEducatorUserInput!) {
      adminUpdateEducatorUser(input: $input) { educatorId } }`,
    async (w) => {
      const target = await w.make.educatorOfA();
      return { input: { educatorId: target.id, firstName: 'Tia', lastName: 'Target',
        email: target.email, schoolIds: [w.schoolA.id] } };
    },
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateEducatorUser (sites)', `mutation ($input: AdminUpdateEducatorUserInput!) {
      adminUpdateEducatorUser(input: $input) { educatorId } }`,
    async (w) => {
      const target = await w.make.educatorOfA();
      return { input: { educatorId: target.id, firstName: 'Tia', lastName: 'Target',
        email: target.email, schoolIds: [], siteIds: [w.siteA.id, w.siteB.id] } };
    },
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminUpdateEducatorUser (organizations)', `mutation ($input: AdminUpdateEducatorUserInput!) {
      adminUpdateEducatorUser(input: $input) { educatorId } }`,
    async (w) => {
      const target = await w.make.educatorOfA();
      return { input: { educatorId: target.id, firstName: 'Tia', lastName: 'Target',
        email: target.email, schoolIds: [], organizationIds: [w.orgA.id, w.orgB.id] } };
    },
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminDeleteEducatorUser', `mutation ($id: Int!) { adminDeleteEducatorUser(educatorId: $id) { educatorId } }`,
    async (w) => ({ id: (await w.make.educatorOfA()).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminRestoreEducatorUser', `mutation ($id: Int!) { adminRestoreEducatorUser(educatorId: $id) { educatorId } }`,
    async (w) => ({ id: (await w.make.educatorOfA({ deleted: true })).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  // Banner notification and report reminders (issue 14 items 5 and 6)
  row('adminNotification', `query { adminNotification { notificationId text } }`, none,
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminEditNotification', `mutation ($id: Int!, $text: String!) {
      adminEditNotification(notificationId: $id, text: $text) { notificationId } }`,
    async (w) => {
      const banner = await callAs(w, 'admin', `query { adminNotification { notificationId } }`, {});
      const { notificationId } = banner.data!.adminNotification as { notificationId: number };
      return { id: notificationId, text: 'Reports are due by the 10th.' };
    },
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  // Documents, surveys, resources (issue 14 item 7)
  row('uploadS3Object (documents)', `mutation ($file: File!, $title: String!) {
      uploadS3Object(file: $file, bucket: "documents", title: $title) { Key } }`,
    (w) => w.make.uploadFile(), { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('uploadS3Object (resources)', `mutation ($file: File!, $title: String!) {
      uploadS3Object(file: $file, bucket: "resources", title: $title) { Key } }`,
    (w) => w.make.uploadFile(), { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('deleteS3Object (documents)', `mutation ($key: String!) {
      deleteS3Object(key: $key, bucket: "documents") }`,
    async (w) => ({ key: await w.make.storedObject('documents') }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('deleteS3Object (resources)', `mutation ($key: String!) {
      deleteS3Object(key: $key, bucket: "resources") }`,
    async (w) => ({ key: await w.make.storedObject('resources') }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminCreateSurvey', `mutation { adminCreateSurvey(title: "Matrix check-in",
      link: "https://forms.example.org/matrix") { surveyId } }`,
    none, { anon: R, fresh: R, a: R, b: R, admin: A }),
  row('adminDeleteSurvey', `mutation ($id: Int!) { adminDeleteSurvey(surveyId: $id) { surveyId } }`,
    async (w) => ({ id: (await w.make.survey()).id }),
    { anon: R, fresh: R, a: R, b: R, admin: A }),
];

/** The root field a document calls ('Query.x' or 'Mutation.x'). */
function rootFieldOf(document: string): string {
  const operation = parse(document).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const field = operation?.selectionSet.selections[0];
  if (!operation || field?.kind !== Kind.FIELD) throw new Error(`no root field in ${document}`);
  return `${operation.operation === 'query' ? 'Query' : 'Mutation'}.${field.name.value}`;
}

const schema = buildSchema();
let api: TestApi;
let w: World;

beforeAll(async () => {
  api = await createTestApi();
  w = await buildWorld(api);
});
afterAll(async () => {
  await api.close();
});

describe('the role matrix', () => {
  it('has a row for every root query and mutation of the schema', () => {
    const covered = new Set(TABLE.map((r) => rootFieldOf(r.document)));
    const missing: string[] = [];
    for (const type of [schema.getQueryType(), schema.getMutationType()]) {
      for (const name of Object.keys(type?.getFields() ?? {})) {
        if (!covered.has(`${type!.name}.${name}`)) missing.push(`${type!.name}.${name}`);
      }
    }
    expect(missing, 'root fields without a row').toEqual([]);
  });

  it.each(TABLE.map((r) => [r.label, r] as const))(
    '%s: the row names a field of the schema in a valid document',
    (label, r) => {
      expect(label.split(' ')[0], 'the label starts with the root field').toBe(
        rootFieldOf(r.document).split('.')[1],
      );
      expect(validate(schema, parse(r.document)).map((e) => e.message)).toEqual([]);
    },
  );

  describe.each(TABLE.map((r) => [r.label, r] as const))('%s', (_label, r) => {
    it.each(CALLERS.map((caller) => [caller, r.expected[caller]] as const))(
      'as %s: %s',
      async (caller, expected) => {
        const result = await callAs(w, caller, r.document, await r.vars(w, caller));
        const seen = verdict(result, r.sees && ((data) => r.sees!(data, w)));
        expect(seen.outcome, seen.why).toBe(expected);
      },
    );
  });
});

/**
 * The school-claim attack of issue 12: a newly registered account saves a Backpack Buddy step-1
 * draft naming school A with an empty roster, then reaches for school A's shared data. A draft
 * changes only the application: no grant, no roster, nothing of A.
 */
describe('the school-claim attack: a fresh account names school A in a step-1 draft', () => {
  let claimerId: number;
  let draft: Awaited<ReturnType<typeof callAsUser>>;
  const draftId = () =>
    (draft.data?.saveApplicationStepOne as { applicationBackpackBuddyId?: number } | undefined)
      ?.applicationBackpackBuddyId;
  const attackerRoster = [
    {
      type: 'PRINCIPAL',
      firstName: 'Ivy',
      lastName: 'Imposter',
      phone: '713-555-0666',
      email: 'ivy.imposter@attacker.test',
    },
    {
      type: 'PRIMARY',
      firstName: 'Cleo',
      lastName: 'Claimer',
      phone: '713-555-0667',
      email: 'cleo.claimer@attacker.test',
    },
  ];

  beforeAll(async () => {
    const email = 'cleo.claimer@attacker.test';
    const registered = await api.gql(
      `mutation ($input: RegisterInput!) { register(input: $input) { userType } }`,
      {
        input: {
          firstName: 'Cleo',
          lastName: 'Claimer',
          phone: '7135550667',
          email,
          password: 'Claimer-pass-1',
        },
      },
      { address: w.make.address() },
    );
    expect(registered.errors).toBeUndefined();
    const [claimer] = await api.db.select().from(users).where(eq(users.email, email));
    claimerId = claimer!.id;
    draft = await callAsUser(w, claimerId, SAVE_STEP_ONE, {
      input: stepOne(w, w.schoolA.id, w.claimTerm.id, { draft: true, teamMembers: [] }),
    });
  });

  it('saves the draft (the attack is tried for real)', () => {
    expect(draft.errors).toBeUndefined();
    expect(draftId()).toEqual(expect.any(Number));
  });

  // prettier-ignore
  const PROBES: [string, string, (w: World) => Vars, ((data: Data, w: World) => boolean)?][] = [
    ["schoolReports of school A", SCHOOL_REPORTS, octoberRange, (d) => shows(d, 'Ana Alpha')],
    ["schoolReports of the caller's schools", SCHOOL_REPORTS_SUMMARY,
      (w) => ({ ...octoberRange(w), school: null }), (d, w) => shows(d, `"schoolId":${w.schoolA.id}`)],
    ['schoolContacts of school A', SCHOOL_CONTACTS, (w) => ({ id: w.schoolA.id })],
    ["applicationSchool: school A's roster", APPLICATION_SCHOOL, (w) => ({ id: w.schoolA.id }),
      (d) => rosterShown(d)],
    ["editSchoolContacts: replacing school A's roster", EDIT_CONTACTS,
      (w) => ({ input: { schoolId: w.schoolA.id, teamMembers: attackerRoster } })],
    ["applicationBackpackBuddy: educator A's application", APPLICATION,
      (w) => ({ id: w.submittedA.id })],
    ["userApplicationsBackpackBuddy: educator A's application", USER_APPLICATIONS, none,
      (d, w) => listOf(d, 'userApplicationsBackpackBuddy').some((x) => x.id === w.submittedA.id)],
    ['surveys viewed for school A', SURVEYS, (w) => ({ id: w.schoolA.id })],
    ["saveDistribution in school A's month", SAVE_DISTRIBUTION,
      (w) => ({ input: newStudent(w, 'Ivan Intruder') })],
    ['educatorUser: school A among its schools', EDUCATOR_USER, none,
      (d, w) => shows(d, `"schoolId":${w.schoolA.id}`)],
    ["applicationBackpackBuddy of its own draft: school A's people", `query ($id: Int!) {
        applicationBackpackBuddy(id: $id) { school { teamMembersBackpackBuddy { email } } } }`,
      () => ({ id: draftId() }), (d, w) => w.rosterA.some((m) => shows(d, m.email))],
  ];

  it.each(PROBES)('then %s is refused', async (_name, document, vars, sees) => {
    const result = await callAsUser(w, claimerId, document, vars(w));
    const seen = verdict(result, sees && ((data) => sees(data, w)));
    expect(seen.outcome, seen.why).toBe('refused');
  });

  it("leaves school A's shared roster as it was", async () => {
    const result = await callAs(w, 'admin', SCHOOL_CONTACTS, { id: w.schoolA.id });
    expect(result.errors).toBeUndefined();
    const members = (result.data!.schoolContacts as { teamMembers: { email: string }[] })
      .teamMembers;
    expect(members.map((m) => m.email)).toEqual(w.rosterA.map((m) => m.email));
  });
});
