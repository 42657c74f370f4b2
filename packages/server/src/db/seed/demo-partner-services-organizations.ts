// The Partner Services demo organizations (fictional partner agencies and people on real streets
// of the food bank's service area) and their applications, seeded by demo-partner-services.ts.
// The demo educators' links are here too: an admin's assignment (user_organizations source ADMIN)
// or an approved application of their own (source APPLICATION, as the approval gives it).
import type { County, DayOfWeek, PartnerServicesService } from '@portal/domain';
import type { DemoDecision } from './demo-decisions.ts';

export interface DemoPartnerServicesApplication extends DemoDecision {
  /** The demo educator who started it (and submitted it, unless a draft). */
  owner: string;
  /**
   * Started as a new agency's (the form names no organization, its details typed): a draft keeps
   * no organization; the submission found (by EIN) or created the organization.
   */
  newAgency?: boolean;
  /** The application names a new secondary point of contact (not yet the organization's). */
  newSecondaryContact?: boolean;
}

/** What the agency answers on its applications (the same each year but the people served). */
export interface DemoAgencyAnswers {
  services: PartnerServicesService[];
  /** What OTHER means, when chosen. */
  servicesOther?: string;
  days: DayOfWeek[];
  hours: [opens: string, closes: string];
  gateCode?: string;
  isReligious: boolean;
  /** People served per month in the latest year (a year earlier: 90% of it). */
  peopleServed: number;
  storage: { dry: boolean; cooler: boolean; freezer: boolean };
  foodSafetyCertified: boolean;
}

export interface DemoPartnerServicesOrganization {
  name: string;
  einNumber: string;
  address1: string;
  address2?: string;
  city: string;
  county: County;
  zip: string;
  areaCode: string;
  phone: string;
  website?: string;
  /** Its two contacts' titles: primary, secondary. */
  titles: [string, string];
  /**
   * 'ADMIN': an agency the food bank added (with both contacts) before the portal knew it;
   * 'APPLICATION': created by the submission of a new agency's application (its contacts are
   * the organization's only once an application of it is approved).
   */
  origin: 'ADMIN' | 'APPLICATION';
  /** Demo educators an admin assigned to the organization (user_organizations source ADMIN). */
  assigned: string[];
  answers: DemoAgencyAnswers;
  applications: DemoPartnerServicesApplication[];
}

export const DANA = 'dana.whitfield@example.org';
export const ANDRE = 'andre.lewis@example.org';
export const GRACE = 'grace.tran@example.org';

const WEEKDAYS: DayOfWeek[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const EVERY_DAY: DayOfWeek[] = [...WEEKDAYS, 'SATURDAY', 'SUNDAY'];
const ALL_STORAGE = { dry: true, cooler: true, freezer: true };

/**
 * The organizations, by list index (the contacts of organization i are person(500 + i, …)).
 * Dana Whitfield's: 0 (her new agency of 2024, approved that year and again in 2025) and 1
 * (assigned; approved 2024, a 2025 draft). Andre Lewis is assigned 2 (approved 2024, pending
 * 2025) and 3 (withdrawn 2025) and was denied 4 (his new agency of 2024, for which he has a 2025
 * draft as a new agency again). Grace Tran's new agency (9) is pending: its organization was made
 * by her submission, and she is not granted it. 5 to 8 have no application: 3 to 8 have none
 * open for 2025, the intake's year. Partner Services has no waitlist (its registry entry), so no
 * application is WAITLISTED.
 */
export const DEMO_PARTNER_SERVICES_ORGANIZATIONS: readonly DemoPartnerServicesOrganization[] = [
  {
    name: 'Bayou City Community Pantry',
    einNumber: '76-0412345',
    address1: '2315 Airline Dr',
    city: 'Houston',
    county: 'HARRIS',
    zip: '77009',
    areaCode: '713',
    phone: '713-555-4101',
    website: 'https://bayoucitypantry.example.org',
    titles: ['Executive Director', 'Pantry Coordinator'],
    origin: 'APPLICATION',
    assigned: [],
    answers: {
      services: ['FOOD_PANTRY', 'SENIOR_BOXES'],
      days: ['TUESDAY', 'THURSDAY', 'SATURDAY'],
      hours: ['9:00 AM', '1:00 PM'],
      isReligious: false,
      peopleServed: 1800,
      storage: ALL_STORAGE,
      foodSafetyCertified: true,
    },
    applications: [
      {
        year: 2024,
        status: 'APPROVED',
        owner: DANA,
        submittedAt: '2024-05-14T15:30:00Z',
        newAgency: true,
      },
      { year: 2025, status: 'APPROVED', owner: DANA, submittedAt: '2025-04-22T15:30:00Z' },
    ],
  },
  {
    name: 'Gulf Coast Family Resource Center',
    einNumber: '74-2209876',
    address1: '615 9th Ave N',
    address2: 'Suite 200',
    city: 'Texas City',
    county: 'GALVESTON',
    zip: '77590',
    areaCode: '409',
    phone: '409-555-4102',
    website: 'https://gulfcoastfamilies.example.org',
    titles: ['Program Director', 'Family Services Coordinator'],
    origin: 'ADMIN',
    assigned: [DANA],
    answers: {
      services: ['FOOD_PANTRY', 'KIDS_MEALS'],
      days: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
      hours: ['10:00 AM', '4:00 PM'],
      isReligious: false,
      peopleServed: 950,
      storage: { dry: true, cooler: true, freezer: false },
      foodSafetyCertified: true,
    },
    applications: [
      { year: 2024, status: 'APPROVED', owner: DANA, submittedAt: '2024-06-03T15:30:00Z' },
      {
        year: 2025,
        status: 'IN_PROGRESS',
        owner: DANA,
        submittedAt: null,
        startedAt: '2025-06-09T16:00:00Z',
      },
    ],
  },
  {
    name: 'Brazos Valley Outreach Ministries',
    einNumber: '76-0587412',
    address1: '1207 Avenue H',
    city: 'Rosenberg',
    county: 'FORT_BEND',
    zip: '77471',
    areaCode: '281',
    phone: '281-555-4103',
    website: 'https://brazosvalleyoutreach.example.org',
    titles: ['Outreach Pastor', 'Kitchen Manager'],
    origin: 'ADMIN',
    assigned: [ANDRE],
    answers: {
      services: ['HOT_MEALS', 'FOOD_PANTRY'],
      days: WEEKDAYS,
      hours: ['11:00 AM', '1:30 PM'],
      gateCode: '#2417',
      isReligious: true,
      peopleServed: 2400,
      storage: ALL_STORAGE,
      foodSafetyCertified: true,
    },
    applications: [
      { year: 2024, status: 'APPROVED', owner: ANDRE, submittedAt: '2024-05-28T15:30:00Z' },
      {
        year: 2025,
        status: 'PENDING',
        owner: ANDRE,
        submittedAt: '2025-06-16T15:30:00Z',
        newSecondaryContact: true,
      },
    ],
  },
  {
    name: 'Northside Neighbors Alliance',
    einNumber: '46-3321987',
    address1: '4605 Fulton St',
    city: 'Houston',
    county: 'HARRIS',
    zip: '77022',
    areaCode: '713',
    phone: '713-555-4104',
    titles: ['Board President', 'Volunteer Coordinator'],
    origin: 'ADMIN',
    assigned: [ANDRE],
    answers: {
      services: ['MOBILE_PANTRY', 'DISASTER_RELIEF'],
      days: ['SATURDAY'],
      hours: ['8:00 AM', '12:00 PM'],
      isReligious: false,
      peopleServed: 3200,
      storage: { dry: true, cooler: false, freezer: false },
      foodSafetyCertified: true,
    },
    applications: [
      { year: 2025, status: 'WITHDRAWN', owner: ANDRE, submittedAt: '2025-05-06T15:30:00Z' },
    ],
  },
  {
    name: 'Second Mile Family Shelter',
    einNumber: '82-1934470',
    address1: '918 Southmore Ave',
    city: 'Pasadena',
    county: 'HARRIS',
    zip: '77502',
    areaCode: '713',
    phone: '713-555-4105',
    website: 'https://secondmileshelter.example.org',
    titles: ['Shelter Director', 'Case Manager'],
    origin: 'APPLICATION',
    assigned: [],
    answers: {
      services: ['SHELTER', 'HOT_MEALS'],
      days: EVERY_DAY,
      hours: ['6:00 AM', '8:00 PM'],
      gateCode: '4471',
      isReligious: false,
      peopleServed: 160,
      storage: ALL_STORAGE,
      foodSafetyCertified: false,
    },
    applications: [
      {
        year: 2024,
        status: 'DENIED',
        owner: ANDRE,
        submittedAt: '2024-07-09T15:30:00Z',
        newAgency: true,
      },
      {
        year: 2025,
        status: 'IN_PROGRESS',
        owner: ANDRE,
        submittedAt: null,
        startedAt: '2025-06-23T16:00:00Z',
        newAgency: true,
      },
    ],
  },
  {
    name: 'Samaritan Table Soup Kitchen',
    einNumber: '74-1168203',
    address1: '1300 Sam Houston Ave',
    city: 'Huntsville',
    county: 'WALKER',
    zip: '77340',
    areaCode: '936',
    phone: '936-555-4106',
    titles: ['Kitchen Director', 'Volunteer Coordinator'],
    origin: 'ADMIN',
    assigned: [],
    answers: {
      services: ['HOT_MEALS'],
      days: ['MONDAY', 'WEDNESDAY', 'FRIDAY', 'SUNDAY'],
      hours: ['11:30 AM', '1:00 PM'],
      isReligious: true,
      peopleServed: 600,
      storage: { dry: true, cooler: true, freezer: true },
      foodSafetyCertified: true,
    },
    applications: [],
  },
  {
    name: 'Liberty County Senior Pantry',
    einNumber: '27-4410958',
    address1: '1900 Trinity St',
    city: 'Liberty',
    county: 'LIBERTY',
    zip: '77575',
    areaCode: '936',
    phone: '936-555-4107',
    website: 'https://libertyseniorpantry.example.org',
    titles: ['Director', 'Pantry Volunteer Lead'],
    origin: 'ADMIN',
    assigned: [],
    answers: {
      services: ['FOOD_PANTRY', 'SENIOR_BOXES'],
      days: ['THURSDAY'],
      hours: ['9:00 AM', '12:00 PM'],
      isReligious: false,
      peopleServed: 350,
      storage: { dry: true, cooler: true, freezer: false },
      foodSafetyCertified: true,
    },
    applications: [],
  },
  {
    name: 'Alvin Mobile Food Ministry',
    einNumber: '81-2275519',
    address1: '311 W Sealy St',
    city: 'Alvin',
    county: 'BRAZORIA',
    zip: '77511',
    areaCode: '281',
    phone: '281-555-4108',
    titles: ['Ministry Leader', 'Driver Coordinator'],
    origin: 'ADMIN',
    assigned: [],
    answers: {
      services: ['MOBILE_PANTRY'],
      days: ['SATURDAY'],
      hours: ['9:00 AM', '11:00 AM'],
      isReligious: true,
      peopleServed: 700,
      storage: { dry: true, cooler: false, freezer: false },
      foodSafetyCertified: false,
    },
    applications: [],
  },
  {
    name: 'Waller County Helping Hands',
    einNumber: '45-3309127',
    address1: '2511 Main St',
    city: 'Waller',
    county: 'WALLER',
    zip: '77484',
    areaCode: '936',
    phone: '936-555-4109',
    website: 'https://wallerhelpinghands.example.org',
    titles: ['Executive Director', 'Office Manager'],
    origin: 'ADMIN',
    assigned: [],
    answers: {
      services: ['FOOD_PANTRY', 'OTHER'],
      servicesOther: 'Diapers and hygiene items',
      days: ['TUESDAY', 'FRIDAY'],
      hours: ['1:00 PM', '5:00 PM'],
      isReligious: false,
      peopleServed: 500,
      storage: { dry: true, cooler: true, freezer: true },
      foodSafetyCertified: true,
    },
    applications: [],
  },
  {
    name: 'Eastex Youth Meals Project',
    einNumber: '88-0621743',
    address1: '3900 Lyons Ave',
    city: 'Houston',
    county: 'HARRIS',
    zip: '77020',
    areaCode: '713',
    phone: '713-555-4110',
    titles: ['Founder', 'Program Coordinator'],
    origin: 'APPLICATION',
    assigned: [],
    answers: {
      services: ['KIDS_MEALS', 'OTHER'],
      servicesOther: 'Weekend snack bags for students',
      days: WEEKDAYS,
      hours: ['3:00 PM', '6:00 PM'],
      isReligious: false,
      peopleServed: 420,
      storage: { dry: true, cooler: true, freezer: false },
      foodSafetyCertified: false,
    },
    applications: [
      {
        year: 2025,
        status: 'PENDING',
        owner: GRACE,
        submittedAt: '2025-06-30T15:30:00Z',
        newAgency: true,
      },
    ],
  },
];
