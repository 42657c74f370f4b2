/**
 * Enumerations, loaded by name with options of value and label (spec 1 §3, spec 2 §3, spec 3 §3).
 *
 * Values the spec does not show
 * -----------------------------
 * The spec names these enumerations but gives only some of their values. Everything below that is
 * not in the spec is ours (recorded in docs/decisions.md); all labels are ours unless the spec
 * shows them (county names, Kids Cafe site types).
 * - gradesServed: the two extra options ALL ('All Grades') and EE ('Early Education'), stored
 *   last so that the spec's "last two options come first" puts them on top; grade values '1'..'12'
 *   are strings (not GraphQL enum names).
 * - states: only TX (the agreement texts fix the state as Texas).
 * - applicationStatuses: DENIED, WAITLISTED, WITHDRAWN.
 * - programStatuses: all values (ACTIVE, INACTIVE, PENDING, WAITLISTED, SUSPENDED).
 * - emailStatuses: both values (ACTIVE, INACTIVE).
 * - foodSafetyStatuses: all values (NOT_COMPLETED, COMPLETED, EXPIRED).
 * - operatingFrequencies: all values; only the prefixes MAY_JULY (summer) and AUGUST (school
 *   year) are in the spec. The year rewrite reads a SCHOOL term year Y as August Y - May Y+1.
 * - preferredDistributionDays: TUESDAY to FRIDAY (MONDAY is in the spec).
 * - preferredDistributionTimes: all but DISTRIBUTION_11AM_2PM.
 * - daysForService: the values between MONDAYS and SATURDAYS are read as the six days.
 * - risingStarStatuses: all values (Texas Rising Star levels).
 * - childcareLicenseTypes: NO, PENDING, EXEMPT (YES is in the spec).
 * - kidsCafeSiteTypes: the values CHILDCARE, HEAD_START, AFTERSCHOOL_PROGRAM (labels are the
 *   spec's) and the enumeration name itself.
 * - organizationTypes: all values.
 * - partnerServicesServices, daysOfWeek, organizationMemberTypes (issue 18, Partner Services):
 *   the enumerations and all their values; the spec names only `servicesInterest`.
 * - userTypes, kidsCafeSiteMemberTypes, teachersAidTeamMemberTypes, schoolMarketTeamMemberTypes,
 *   backpackBuddyTeamMemberTypes, programInterests, subjectsTaught, gradesTaught, counties:
 *   values from the spec; the enumeration names not in the spec's lists are ours.
 */

export interface EnumOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

export interface Enumeration<N extends string = string, V extends string = string> {
  readonly name: N;
  readonly options: readonly EnumOption<V>[];
}

function defineEnum<const N extends string, const V extends string>(
  name: N,
  options: readonly EnumOption<V>[],
): Enumeration<N, V> {
  return { name, options };
}

const GRADES = [
  { value: 'PK', label: 'Pre-K' },
  { value: 'K', label: 'Kindergarten' },
  { value: '1', label: '1st' },
  { value: '2', label: '2nd' },
  { value: '3', label: '3rd' },
  { value: '4', label: '4th' },
  { value: '5', label: '5th' },
  { value: '6', label: '6th' },
  { value: '7', label: '7th' },
  { value: '8', label: '8th' },
  { value: '9', label: '9th' },
  { value: '10', label: '10th' },
  { value: '11', label: '11th' },
  { value: '12', label: '12th' },
] as const;

export const ENUMERATIONS = {
  /** Stored order; screens show `gradesServedOptions()`, which puts the last two first. */
  gradesServed: defineEnum('gradesServed', [
    ...GRADES,
    { value: 'ALL', label: 'All Grades' },
    { value: 'EE', label: 'Early Education' },
  ]),
  gradesTaught: defineEnum('gradesTaught', GRADES),
  schoolTypes: defineEnum('schoolTypes', [
    { value: 'ELEMENTARY', label: 'Elementary' },
    { value: 'MIDDLE', label: 'Middle' },
    { value: 'HIGH', label: 'High' },
    { value: 'NON_TRADITIONAL', label: 'Non-Traditional' },
  ]),
  termTypes: defineEnum('termTypes', [
    { value: 'SCHOOL', label: 'School Year' },
    { value: 'SUMMER', label: 'Summer' },
  ]),
  counties: defineEnum('counties', [
    { value: 'AUSTIN', label: 'Austin' },
    { value: 'BRAZORIA', label: 'Brazoria' },
    { value: 'CHAMBERS', label: 'Chambers' },
    { value: 'GALVESTON', label: 'Galveston' },
    { value: 'FORT_BEND', label: 'Fort Bend' },
    { value: 'HARRIS', label: 'Harris' },
    { value: 'LIBERTY', label: 'Liberty' },
    { value: 'SAN_JACINTO', label: 'San Jacinto' },
    { value: 'TRINITY', label: 'Trinity' },
    { value: 'WALKER', label: 'Walker' },
    { value: 'WALLER', label: 'Waller' },
  ]),
  states: defineEnum('states', [{ value: 'TX', label: 'Texas' }]),
  userTypes: defineEnum('userTypes', [
    { value: 'EDUCATOR', label: 'Educator' },
    { value: 'ADMIN', label: 'Admin' },
  ]),
  applicationStatuses: defineEnum('applicationStatuses', [
    { value: 'IN_PROGRESS', label: 'In Progress' },
    { value: 'PENDING', label: 'Pending' },
    { value: 'PENDING_PRINCIPAL', label: 'Pending Principal Signature' },
    { value: 'APPROVED', label: 'Approved' },
    { value: 'DENIED', label: 'Denied' },
    { value: 'WAITLISTED', label: 'Waitlisted' },
    { value: 'WITHDRAWN', label: 'Withdrawn' },
  ]),
  programStatuses: defineEnum('programStatuses', [
    { value: 'ACTIVE', label: 'Active' },
    { value: 'INACTIVE', label: 'Inactive' },
    { value: 'PENDING', label: 'Pending' },
    { value: 'WAITLISTED', label: 'Waitlisted' },
    { value: 'SUSPENDED', label: 'Suspended' },
  ]),
  emailStatuses: defineEnum('emailStatuses', [
    { value: 'ACTIVE', label: 'Active' },
    { value: 'INACTIVE', label: 'Inactive' },
  ]),
  foodSafetyStatuses: defineEnum('foodSafetyStatuses', [
    { value: 'NOT_COMPLETED', label: 'Not Completed' },
    { value: 'COMPLETED', label: 'Completed' },
    { value: 'EXPIRED', label: 'Expired' },
  ]),
  backpackBuddyTeamMemberTypes: defineEnum('backpackBuddyTeamMemberTypes', [
    { value: 'PRINCIPAL', label: 'Principal' },
    { value: 'PRIMARY', label: 'Primary Coordinator' },
    { value: 'SECONDARY', label: 'Secondary Coordinator' },
    { value: 'STAFF', label: 'Staff' },
    { value: 'VOLUNTEER', label: 'Volunteer' },
  ]),
  schoolMarketTeamMemberTypes: defineEnum('schoolMarketTeamMemberTypes', [
    { value: 'PRIMARY_POINT_OF_CONTACT', label: 'Primary Point of Contact' },
    { value: 'PRINCIPAL', label: 'Principal' },
  ]),
  teachersAidTeamMemberTypes: defineEnum('teachersAidTeamMemberTypes', [
    { value: 'SITE_COORDINATOR', label: 'Site Coordinator' },
    { value: 'PRINCIPAL', label: 'Principal' },
  ]),
  kidsCafeSiteMemberTypes: defineEnum('kidsCafeSiteMemberTypes', [
    { value: 'PRIMARY_POINT_CONTACT', label: 'Primary Point of Contact' },
    { value: 'SECONDARY_POINT_CONTACT', label: 'Secondary Point of Contact' },
  ]),
  programInterests: defineEnum('programInterests', [
    { value: 'NUTRITION_EDUCATION', label: 'Nutrition Education' },
    { value: 'SNAP', label: 'SNAP' },
    { value: 'KIDS_CAFE', label: 'Kids Cafe' },
    { value: 'PARTNER_SERVICES', label: 'Partner Services' },
    { value: 'TEACHERS_AID', label: 'Teachers Aid' },
  ]),
  /** Labels are rewritten with the term year by `operatingFrequencyOptions`. */
  operatingFrequencies: defineEnum('operatingFrequencies', [
    { value: 'MAY_JULY_TWICE_MONTHLY', label: 'May - July, twice a month' },
    { value: 'MAY_JULY_WEEKLY', label: 'May - July, weekly' },
    { value: 'AUGUST_MAY_TWICE_MONTHLY', label: 'August - May, twice a month' },
    { value: 'AUGUST_MAY_WEEKLY', label: 'August - May, weekly' },
  ]),
  preferredDistributionDays: defineEnum('preferredDistributionDays', [
    { value: 'MONDAY', label: 'Monday' },
    { value: 'TUESDAY', label: 'Tuesday' },
    { value: 'WEDNESDAY', label: 'Wednesday' },
    { value: 'THURSDAY', label: 'Thursday' },
    { value: 'FRIDAY', label: 'Friday' },
  ]),
  preferredDistributionTimes: defineEnum('preferredDistributionTimes', [
    { value: 'DISTRIBUTION_8AM_11AM', label: '8:00 AM - 11:00 AM' },
    { value: 'DISTRIBUTION_11AM_2PM', label: '11:00 AM - 2:00 PM' },
    { value: 'DISTRIBUTION_2PM_5PM', label: '2:00 PM - 5:00 PM' },
    { value: 'DISTRIBUTION_5PM_8PM', label: '5:00 PM - 8:00 PM' },
  ]),
  schoolMarketTypes: defineEnum('schoolMarketTypes', [
    { value: 'BRICK_MORTAR', label: 'Brick and Mortar' },
    { value: 'MOBILE', label: 'Mobile Distribution' },
    { value: 'ALTERNATE', label: 'Alternate' },
  ]),
  daysForService: defineEnum('daysForService', [
    { value: 'MONDAYS', label: 'Mondays' },
    { value: 'TUESDAYS', label: 'Tuesdays' },
    { value: 'WEDNESDAYS', label: 'Wednesdays' },
    { value: 'THURSDAYS', label: 'Thursdays' },
    { value: 'FRIDAYS', label: 'Fridays' },
    { value: 'SATURDAYS', label: 'Saturdays' },
  ]),
  participantAgeRanges: defineEnum('participantAgeRanges', [
    { value: 'INFANT', label: 'Infants' },
    { value: 'ONE_THREE', label: '1-3' },
    { value: 'FOUR_SIX', label: '4-6' },
    { value: 'SEVEN_NINE', label: '7-9' },
    { value: 'TEN_TWELVE', label: '10-12' },
    { value: 'THIRTEEN_FIFTEEN', label: '13-15' },
    { value: 'SIXTEEN_EIGHTEEN', label: '16-18' },
    { value: 'EIGHTEEN_PLUS', label: '18+' },
  ]),
  risingStarStatuses: defineEnum('risingStarStatuses', [
    { value: 'NOT_PARTICIPATING', label: 'Not Participating' },
    { value: 'ENTRY_LEVEL', label: 'Entry Level' },
    { value: 'TWO_STAR', label: 'Two-Star' },
    { value: 'THREE_STAR', label: 'Three-Star' },
    { value: 'FOUR_STAR', label: 'Four-Star' },
  ]),
  childcareLicenseTypes: defineEnum('childcareLicenseTypes', [
    { value: 'YES', label: 'Yes' },
    { value: 'NO', label: 'No' },
    { value: 'PENDING', label: 'Pending' },
    { value: 'EXEMPT', label: 'Exempt' },
  ]),
  kidsCafeSiteTypes: defineEnum('kidsCafeSiteTypes', [
    { value: 'CHILDCARE', label: 'Childcare' },
    { value: 'HEAD_START', label: 'Head Start' },
    { value: 'AFTERSCHOOL_PROGRAM', label: 'Afterschool Program' },
  ]),
  subjectsTaught: defineEnum('subjectsTaught', [
    { value: 'ART', label: 'Art' },
    { value: 'ENGLISH', label: 'English' },
    { value: 'FOREIGN_LANGUAGE', label: 'Foreign Language' },
    { value: 'GYM_HEALTH', label: 'Gym/Health' },
    { value: 'HISTORY', label: 'History' },
    { value: 'MATH', label: 'Math' },
    { value: 'MUSIC_LIBRARIAN', label: 'Music/Librarian' },
    { value: 'OTHER', label: 'Other' },
    { value: 'PRINCIPAL_COUNSELOR_CIS', label: 'Principal/Counselor/CIS' },
    { value: 'SPEECH_DYSLEXIA_SPECIALIST_THERAPY', label: 'Speech/Dyslexia Specialist/Therapy' },
    { value: 'SPECIAL_EDUCATION', label: 'Special Education' },
    { value: 'SCIENCE', label: 'Science' },
  ]),
  organizationTypes: defineEnum('organizationTypes', [
    { value: 'PUBLIC_SCHOOL', label: 'Public School' },
    { value: 'CHARTER_SCHOOL', label: 'Charter School' },
    { value: 'PRIVATE_SCHOOL', label: 'Private School' },
    { value: 'SCHOOL_DISTRICT', label: 'School District' },
    { value: 'NONPROFIT', label: 'Nonprofit Organization' },
    { value: 'OTHER', label: 'Other' },
  ]),
  /** What a partner agency offers or wants to offer with the food bank's food (ours). */
  partnerServicesServices: defineEnum('partnerServicesServices', [
    { value: 'FOOD_PANTRY', label: 'Food Pantry' },
    { value: 'HOT_MEALS', label: 'Hot Meals' },
    { value: 'SHELTER', label: 'Shelter' },
    { value: 'MOBILE_PANTRY', label: 'Mobile Pantry' },
    { value: 'SENIOR_BOXES', label: 'Senior Food Boxes' },
    { value: 'KIDS_MEALS', label: "Children's Meals" },
    { value: 'DISASTER_RELIEF', label: 'Disaster Relief' },
    { value: 'OTHER', label: 'Other' },
  ]),
  /** The seven days, Monday first (a partner agency's days of operation). */
  daysOfWeek: defineEnum('daysOfWeek', [
    { value: 'MONDAY', label: 'Monday' },
    { value: 'TUESDAY', label: 'Tuesday' },
    { value: 'WEDNESDAY', label: 'Wednesday' },
    { value: 'THURSDAY', label: 'Thursday' },
    { value: 'FRIDAY', label: 'Friday' },
    { value: 'SATURDAY', label: 'Saturday' },
    { value: 'SUNDAY', label: 'Sunday' },
  ]),
  /** The two contacts of a Partner Services organization, as a Kids Cafe site's. */
  organizationMemberTypes: defineEnum('organizationMemberTypes', [
    { value: 'PRIMARY_POINT_CONTACT', label: 'Primary Point of Contact' },
    { value: 'SECONDARY_POINT_CONTACT', label: 'Secondary Point of Contact' },
  ]),
} as const;

export type EnumName = keyof typeof ENUMERATIONS;
export type EnumValue<N extends EnumName> = (typeof ENUMERATIONS)[N]['options'][number]['value'];

export const ENUM_NAMES = Object.keys(ENUMERATIONS) as EnumName[];

export type GradeServed = EnumValue<'gradesServed'>;
export type GradeTaught = EnumValue<'gradesTaught'>;
export type SchoolType = EnumValue<'schoolTypes'>;
export type TermType = EnumValue<'termTypes'>;
export type County = EnumValue<'counties'>;
export type State = EnumValue<'states'>;
export type UserType = EnumValue<'userTypes'>;
export type ApplicationStatus = EnumValue<'applicationStatuses'>;
export type ProgramStatus = EnumValue<'programStatuses'>;
export type EmailStatus = EnumValue<'emailStatuses'>;
export type FoodSafetyStatus = EnumValue<'foodSafetyStatuses'>;
export type BackpackBuddyTeamMemberType = EnumValue<'backpackBuddyTeamMemberTypes'>;
export type SchoolMarketTeamMemberType = EnumValue<'schoolMarketTeamMemberTypes'>;
export type TeachersAidTeamMemberType = EnumValue<'teachersAidTeamMemberTypes'>;
export type KidsCafeSiteMemberType = EnumValue<'kidsCafeSiteMemberTypes'>;
export type ProgramInterest = EnumValue<'programInterests'>;
export type OperatingFrequency = EnumValue<'operatingFrequencies'>;
export type PreferredDistributionDay = EnumValue<'preferredDistributionDays'>;
export type PreferredDistributionTime = EnumValue<'preferredDistributionTimes'>;
export type SchoolMarketType = EnumValue<'schoolMarketTypes'>;
export type DayForService = EnumValue<'daysForService'>;
export type ParticipantAgeRange = EnumValue<'participantAgeRanges'>;
export type RisingStarStatus = EnumValue<'risingStarStatuses'>;
export type ChildcareLicenseType = EnumValue<'childcareLicenseTypes'>;
export type KidsCafeSiteType = EnumValue<'kidsCafeSiteTypes'>;
export type SubjectTaught = EnumValue<'subjectsTaught'>;
export type OrganizationType = EnumValue<'organizationTypes'>;
export type PartnerServicesService = EnumValue<'partnerServicesServices'>;
export type DayOfWeek = EnumValue<'daysOfWeek'>;
export type OrganizationMemberType = EnumValue<'organizationMemberTypes'>;

function optionsOf<N extends EnumName>(name: N): readonly EnumOption<EnumValue<N>>[] {
  return ENUMERATIONS[name].options as readonly EnumOption<EnumValue<N>>[];
}

/** The values of an enumeration, as a non-empty tuple (what `z.enum` takes). */
export function enumValues<N extends EnumName>(name: N): [EnumValue<N>, ...EnumValue<N>[]] {
  return optionsOf(name).map((option) => option.value) as [EnumValue<N>, ...EnumValue<N>[]];
}

export function isEnumValue<N extends EnumName>(name: N, value: unknown): value is EnumValue<N> {
  return optionsOf(name).some((option) => option.value === value);
}

/** The label of a value; an unknown value is shown as it is, a missing one as ''. */
export function enumLabel(name: EnumName, value: string | null | undefined): string {
  if (value == null) return '';
  return ENUMERATIONS[name].options.find((option) => option.value === value)?.label ?? value;
}

/** The spec's reordering of the grades list: the last two options come first. */
export function moveLastTwoFirst<T>(list: readonly T[]): T[] {
  if (list.length <= 2) return [...list];
  return [...list.slice(-2), ...list.slice(0, -2)];
}

/** The grades-served options in the order screens show them. */
export function gradesServedOptions(): EnumOption<GradeServed>[] {
  return moveLastTwoFirst(optionsOf('gradesServed'));
}

const FREQUENCY_SPANS = {
  SUMMER: { prefix: 'MAY_JULY', plain: 'May - July', span: (y: number) => `May ${y} - July ${y}` },
  SCHOOL: {
    prefix: 'AUGUST',
    plain: 'August - May',
    span: (y: number) => `August ${y} - May ${y + 1}`,
  },
} as const;

/**
 * School Market operating frequencies for a term: SUMMER shows the options beginning MAY_JULY,
 * SCHOOL those beginning AUGUST, with the months' years written into the labels.
 */
export function operatingFrequencyOptions(
  termType: TermType,
  termYear: number,
): EnumOption<OperatingFrequency>[] {
  const { prefix, plain, span } = FREQUENCY_SPANS[termType];
  return optionsOf('operatingFrequencies')
    .filter((option) => option.value.startsWith(prefix))
    .map((option) => ({ value: option.value, label: option.label.replace(plain, span(termYear)) }));
}

/** School Market preferred days: every day but MONDAY. */
export function schoolMarketDayOptions(): EnumOption<PreferredDistributionDay>[] {
  return optionsOf('preferredDistributionDays').filter((option) => option.value !== 'MONDAY');
}

/** School Market preferred times: every time but DISTRIBUTION_11AM_2PM. */
export function schoolMarketTimeOptions(): EnumOption<PreferredDistributionTime>[] {
  return optionsOf('preferredDistributionTimes').filter(
    (option) => option.value !== 'DISTRIBUTION_11AM_2PM',
  );
}

/** Kids Cafe participant age ranges: every range but EIGHTEEN_PLUS. */
export function kidsCafeAgeRangeOptions(): EnumOption<ParticipantAgeRange>[] {
  return optionsOf('participantAgeRanges').filter((option) => option.value !== 'EIGHTEEN_PLUS');
}
