// The answers of a seeded Kids Cafe application (the demo's and the benchmark's), consistent with
// the domain's rules (programs/kids-cafe): meals of the term's set and none that the term clears,
// times for each chosen meal, the Childcare Center Information only for a childcare site, a
// sponsor only after a yes, text within its limits. Deterministic for a random stream.
import {
  KIDS_CAFE_CHILDCARE_SITE_TYPE,
  KIDS_CAFE_MEALS,
  mealFields,
  type KidsCafeMeal,
} from '@portal/domain/programs/kids-cafe';
import { usDayToIso } from '@portal/domain';
import type { KidsCafeSiteType, ParticipantAgeRange } from '@portal/domain';
import type { applicationKidsCafe } from '../schema/application-kids-cafe.ts';
import type { TermType } from '../schema/enums.ts';
import type { Random } from './prng.ts';

export interface KidsCafeAnswersPlan {
  siteType: KidsCafeSiteType;
  type: TermType;
  year: number;
  /** A draft leaves the agreement and the later text areas blank. */
  draft: boolean;
  /** The name typed under the agreement (the primary point of contact's). */
  signer: string;
}

/** The meals each kind of site serves in each term: always some of the term's set. */
export const KIDS_CAFE_DEMO_MEALS: Record<KidsCafeSiteType, Record<TermType, KidsCafeMeal[]>> = {
  CHILDCARE: { SCHOOL: ['breakfast', 'lunch', 'snack'], SUMMER: ['breakfast', 'lunch', 'snack'] },
  HEAD_START: { SCHOOL: ['breakfast', 'lunch'], SUMMER: ['breakfast', 'bogoLunch'] },
  AFTERSCHOOL_PROGRAM: { SCHOOL: ['snack', 'supper'], SUMMER: ['brunch', 'snack'] },
};

const MEAL_TIMES: Record<KidsCafeMeal, [string, string]> = {
  breakfast: ['7:30 AM', '8:15 AM'],
  brunch: ['10:00 AM', '10:45 AM'],
  lunch: ['11:30 AM', '12:15 PM'],
  bogoLunch: ['12:00 PM', '12:45 PM'],
  snack: ['3:15 PM', '3:45 PM'],
  supper: ['5:00 PM', '5:45 PM'],
};

const HOURS: Record<KidsCafeSiteType, Record<TermType, [string, string]>> = {
  CHILDCARE: { SCHOOL: ['6:30 AM', '6:00 PM'], SUMMER: ['6:30 AM', '6:00 PM'] },
  HEAD_START: { SCHOOL: ['7:30 AM', '3:30 PM'], SUMMER: ['7:30 AM', '3:30 PM'] },
  AFTERSCHOOL_PROGRAM: { SCHOOL: ['2:30 PM', '6:30 PM'], SUMMER: ['8:00 AM', '4:00 PM'] },
};

const AGES: Record<KidsCafeSiteType, ParticipantAgeRange[]> = {
  CHILDCARE: ['INFANT', 'ONE_THREE', 'FOUR_SIX'],
  HEAD_START: ['ONE_THREE', 'FOUR_SIX'],
  AFTERSCHOOL_PROGRAM: ['SEVEN_NINE', 'TEN_TWELVE', 'THIRTEEN_FIFTEEN'],
};

const ENRICHMENT: Record<KidsCafeSiteType, string> = {
  CHILDCARE: 'Story time, music and movement, and a garden bed the children tend each week.',
  HEAD_START: 'Early literacy circles, nutrition lessons with the family advocate, outdoor play.',
  AFTERSCHOOL_PROGRAM: 'Homework help, reading buddies, soccer and a STEM club on Thursdays.',
};

const SPONSORS = [
  'Gulf Coast Meals Sponsor Network',
  'Texas Child Nutrition Partners',
  'Bayou City CACFP Sponsors',
];
const REFERRERS = ['Houston ISD family services', 'A neighbouring Kids Cafe site', 'Our church'];
const DELIVERY_NOTES = [
  'Ring the bell at the side door.',
  'Use the gate on the north side and call the kitchen on arrival.',
];

/** MM/DD/YYYY, as the form takes a date. */
const usDate = (month: number, day: number, year: number) =>
  `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`;

/** The service dates of a term: a SCHOOL year Y runs August Y to May Y + 1, a SUMMER the summer of Y + 1. */
export function kidsCafeServiceDates(type: TermType, year: number) {
  return type === 'SCHOOL'
    ? { startDate: usDate(8, 19, year), endDate: usDate(5, 30, year + 1) }
    : { startDate: usDate(6, 9, year + 1), endDate: usDate(8, 8, year + 1) };
}

function closures(type: TermType, year: number) {
  return type === 'SCHOOL'
    ? `Labor Day (${usDate(9, 2, year)}), Thanksgiving week, winter break ` +
        `${usDate(12, 23, year)} to ${usDate(1, 3, year + 1)}, spring break in March.`
    : `Independence Day (${usDate(7, 4, year + 1)}).`;
}

function fieldTrips(type: TermType, siteType: KidsCafeSiteType) {
  if (type === 'SCHOOL') return 'None planned during the school year.';
  return siteType === 'AFTERSCHOOL_PROGRAM'
    ? 'Houston Zoo on Wednesdays in July: the children eat at the site before leaving.'
    : 'None: the children stay at the site all summer.';
}

/** Each meal's interest, times and expected count: the site's meals chosen, the others empty. */
function meals(plan: KidsCafeAnswersPlan, participants: number, random: Random) {
  const chosen = new Set(KIDS_CAFE_DEMO_MEALS[plan.siteType][plan.type]);
  const values: Record<string, boolean | string | number | null> = {};
  for (const meal of KIDS_CAFE_MEALS) {
    const f = mealFields(meal);
    const on = chosen.has(meal);
    values[f.interest] = on;
    values[f.startTime] = on ? MEAL_TIMES[meal][0] : null;
    values[f.endTime] = on ? MEAL_TIMES[meal][1] : null;
    values[f.numExpectedParticipants] = on ? participants - random.int(12) : null;
  }
  return values as Pick<
    typeof applicationKidsCafe.$inferInsert,
    ReturnType<typeof mealFields>[keyof ReturnType<typeof mealFields>]
  >;
}

/** The application's answers as stored (application_kids_cafe columns but the ids and status). */
export function kidsCafeAnswers(plan: KidsCafeAnswersPlan, random: Random) {
  const { siteType, type, year, draft } = plan;
  const childcare = siteType === KIDS_CAFE_CHILDCARE_SITE_TYPE;
  const participants = 30 + random.int(90);
  const agriculture = random.int(2) === 0;
  const afterSchool = childcare && random.int(2) === 0;
  const dates = kidsCafeServiceDates(type, year);
  const [opens, closes] = HOURS[siteType][type];
  return {
    siteType,
    isChildcareCenter: childcare,
    forProfit: childcare && random.int(4) === 0,
    participatedAgriculture: agriculture,
    agricultureSponsor: agriculture ? random.pick(SPONSORS) : null,
    childcareLicense: siteType === 'AFTERSCHOOL_PROGRAM' ? 'EXEMPT' : 'YES',
    hasWifi: true,
    hasRecordingDevice: random.int(3) !== 0,
    hasStorage: true,
    receivesDeliveries: random.int(5) !== 0,
    hasMicrowave: childcare ? true : null,
    isTexasRisingStar: childcare
      ? random.pick(['NOT_PARTICIPATING', 'TWO_STAR', 'THREE_STAR', 'FOUR_STAR'])
      : null,
    isFederalParticipant: childcare ? random.int(2) === 0 : null,
    isOpenEnrolledYear: childcare ? true : null,
    hasInfantsEnrolled: childcare ? true : null,
    hasAfterSchool: childcare ? afterSchool : null,
    startDate: usDayToIso(dates.startDate),
    endDate: usDayToIso(dates.endDate),
    operatingHoursStartTime: opens,
    operatingHoursEndTime: closes,
    gateCode: random.int(3) === 0 ? `#${1000 + random.int(9000)}` : null,
    numExpectedParticipants: participants,
    participantAgeRanges: afterSchool ? [...AGES[siteType], 'SEVEN_NINE'] : AGES[siteType],
    daysForService: ['MONDAYS', 'TUESDAYS', 'WEDNESDAYS', 'THURSDAYS', 'FRIDAYS'],
    ...meals(plan, participants, random),
    specialDeliveryNotes: random.int(2) === 0 ? random.pick(DELIVERY_NOTES) : null,
    earliestDeliveryTime: draft ? null : opens,
    enrichmentPrograms: draft ? null : ENRICHMENT[siteType],
    closureDates: draft ? null : closures(type, year),
    fieldTrips: draft ? null : fieldTrips(type, siteType),
    referredBy: random.int(3) === 0 ? random.pick(REFERRERS) : null,
    readProgramAgreement: !draft,
    nameSign: draft ? null : plan.signer,
    agreeToProgramPurpose: !draft,
    agreeToReimbursement: !draft,
    agreeToDocumentation: !draft,
    certififedVerification: !draft,
  };
}
