// The Kids Cafe demo sites and their applications (fictional names and people on real streets of
// the food bank's service area), seeded by demo-kids-cafe.ts. The demo educators' Kids Cafe
// links are here too: an admin's assignment (user_sites source ADMIN) or an approved application
// of their own (source APPLICATION, given by the seed as the approval gives it).
import type { KidsCafeSiteType } from '@portal/domain';
import type { TermType } from '../schema/enums.ts';
import type { DemoDecision } from './demo-decisions.ts';

export interface DemoKidsCafeApplication extends DemoDecision {
  /** The term; a SUMMER application of year Y is the summer of Y + 1 (displayed so). */
  type: TermType;
  /** The demo educator who started it (and submitted it, unless a draft). */
  owner: string;
  /** The application names a new secondary point of contact (not yet the site's). */
  newSecondaryContact?: boolean;
}

export interface DemoKidsCafeSite {
  name: string;
  type: KidsCafeSiteType;
  address1: string;
  crossStreet: string;
  city: string;
  county: string;
  zip: string;
  areaCode: string;
  closestSchool: string;
  /** Demo educators an admin assigned to the site (user_sites source ADMIN). */
  assigned: string[];
  applications: DemoKidsCafeApplication[];
}

const EDUCATOR = 'educator@example.org';
const LUIS = 'luis.ortega@example.org';
const ROSA = 'rosa.delgado@example.org';

/**
 * The sites, by list index (the contacts of site i are person(300 + i, …)). Each type has four.
 * The demo educator's one site (0) has its approved school-year applications of 2023 and 2024
 * and no summer one for 2024; Rosa Delgado's (8) a pending summer application; Luis Ortega is
 * assigned 1 and 2 and was granted 4 and 9 by their approved applications. Sites 6, 7, 9 and 10
 * have no application for 2024 (the default year) of either type: a new account can start one.
 */
export const DEMO_KIDS_CAFE_SITES: readonly DemoKidsCafeSite[] = [
  {
    name: 'Sunshine Kids Learning Center',
    type: 'CHILDCARE',
    address1: '5810 Cullen Blvd',
    crossStreet: 'Griggs Rd',
    city: 'Houston',
    county: 'HARRIS',
    zip: '77021',
    areaCode: '713',
    closestSchool: 'Harrisburg Heights Elementary',
    assigned: [],
    applications: [
      {
        type: 'SCHOOL',
        year: 2023,
        status: 'APPROVED',
        owner: EDUCATOR,
        submittedAt: '2023-07-18T15:30:00Z',
      },
      {
        type: 'SCHOOL',
        year: 2024,
        status: 'APPROVED',
        owner: EDUCATOR,
        submittedAt: '2024-07-16T15:30:00Z',
      },
    ],
  },
  {
    name: 'Eastside Head Start',
    type: 'HEAD_START',
    address1: '7015 Navigation Blvd',
    crossStreet: 'N Wayside Dr',
    city: 'Houston',
    county: 'HARRIS',
    zip: '77011',
    areaCode: '713',
    closestSchool: 'Navigation Boulevard Elementary',
    assigned: [LUIS],
    applications: [
      {
        type: 'SCHOOL',
        year: 2024,
        status: 'PENDING',
        owner: LUIS,
        submittedAt: '2024-07-24T15:30:00Z',
        newSecondaryContact: true,
      },
    ],
  },
  {
    name: 'Northline Youth Club',
    type: 'AFTERSCHOOL_PROGRAM',
    address1: '8420 Airline Dr',
    crossStreet: 'Aldine Mail Rd',
    city: 'Houston',
    county: 'HARRIS',
    zip: '77037',
    areaCode: '281',
    closestSchool: 'Greens Bayou Elementary',
    assigned: [LUIS],
    applications: [
      {
        type: 'SUMMER',
        year: 2024,
        status: 'IN_PROGRESS',
        owner: LUIS,
        submittedAt: null,
        startedAt: '2025-03-03T16:00:00Z',
      },
    ],
  },
  {
    name: 'Little Pelicans Child Care',
    type: 'CHILDCARE',
    address1: '4502 Avenue Q',
    crossStreet: '45th St',
    city: 'Galveston',
    county: 'GALVESTON',
    zip: '77550',
    areaCode: '409',
    closestSchool: 'Seawall Elementary',
    assigned: [],
    applications: [
      {
        type: 'SCHOOL',
        year: 2024,
        status: 'WAITLISTED',
        owner: LUIS,
        submittedAt: '2024-07-22T15:30:00Z',
      },
    ],
  },
  {
    name: 'Brazos Bend Afterschool Program',
    type: 'AFTERSCHOOL_PROGRAM',
    address1: '3110 Dulles Ave',
    crossStreet: 'Court Rd',
    city: 'Sugar Land',
    county: 'FORT_BEND',
    zip: '77459',
    areaCode: '281',
    closestSchool: 'Oyster Creek Elementary',
    assigned: [],
    applications: [
      {
        type: 'SUMMER',
        year: 2023,
        status: 'APPROVED',
        owner: LUIS,
        submittedAt: '2024-03-12T15:30:00Z',
      },
      {
        type: 'SCHOOL',
        year: 2024,
        status: 'APPROVED',
        owner: LUIS,
        submittedAt: '2024-07-09T15:30:00Z',
      },
    ],
  },
  {
    name: 'Alvin Community Head Start',
    type: 'HEAD_START',
    address1: '1100 W South St',
    crossStreet: 'Gordon St',
    city: 'Alvin',
    county: 'BRAZORIA',
    zip: '77511',
    areaCode: '281',
    closestSchool: 'Mustang Bayou Elementary',
    assigned: [],
    applications: [
      {
        type: 'SCHOOL',
        year: 2024,
        status: 'DENIED',
        owner: LUIS,
        submittedAt: '2024-06-27T15:30:00Z',
      },
    ],
  },
  {
    name: 'Piney Woods Kids Cafe',
    type: 'AFTERSCHOOL_PROGRAM',
    address1: '1215 11th St',
    crossStreet: 'Avenue J',
    city: 'Huntsville',
    county: 'WALKER',
    zip: '77340',
    areaCode: '936',
    closestSchool: 'Sam Houston Forest Middle School',
    assigned: [],
    applications: [],
  },
  {
    name: 'Liberty Little Learners',
    type: 'CHILDCARE',
    address1: '1820 Sam Houston St',
    crossStreet: 'Main St',
    city: 'Liberty',
    county: 'LIBERTY',
    zip: '77575',
    areaCode: '936',
    closestSchool: 'Cypress Lake Elementary',
    assigned: [],
    applications: [],
  },
  {
    name: 'Gulfton Little Scholars',
    type: 'CHILDCARE',
    address1: '5950 Renwick Dr',
    crossStreet: 'Bellaire Blvd',
    city: 'Houston',
    county: 'HARRIS',
    zip: '77081',
    areaCode: '832',
    closestSchool: 'Bellaire West Elementary',
    assigned: [ROSA],
    applications: [
      {
        type: 'SUMMER',
        year: 2024,
        status: 'PENDING',
        owner: ROSA,
        submittedAt: '2025-03-18T15:30:00Z',
      },
    ],
  },
  {
    name: 'Kashmere Gardens Head Start',
    type: 'HEAD_START',
    address1: '4802 Lockwood Dr',
    crossStreet: 'Kelley St',
    city: 'Houston',
    county: 'HARRIS',
    zip: '77026',
    areaCode: '713',
    closestSchool: 'Lockwood Drive High School',
    assigned: [],
    applications: [
      {
        type: 'SCHOOL',
        year: 2023,
        status: 'APPROVED',
        owner: LUIS,
        submittedAt: '2023-07-11T15:30:00Z',
      },
    ],
  },
  {
    name: 'Pasadena Early Head Start',
    type: 'HEAD_START',
    address1: '2210 Richey St',
    crossStreet: 'Shaver St',
    city: 'Pasadena',
    county: 'HARRIS',
    zip: '77506',
    areaCode: '713',
    closestSchool: 'Red Bluff Elementary',
    assigned: [],
    applications: [],
  },
  {
    name: 'Third Ward Youth Enrichment Center',
    type: 'AFTERSCHOOL_PROGRAM',
    address1: '3402 Emancipation Ave',
    crossStreet: 'Holman St',
    city: 'Houston',
    county: 'HARRIS',
    zip: '77004',
    areaCode: '713',
    closestSchool: 'Riverside Terrace Middle School',
    assigned: [],
    applications: [
      {
        type: 'SUMMER',
        year: 2024,
        status: 'WAITLISTED',
        owner: LUIS,
        submittedAt: '2025-04-02T15:30:00Z',
      },
    ],
  },
];
