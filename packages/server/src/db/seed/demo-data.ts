// Fictional demo data: school names, addresses and people are invented.
// District names and counties are the real ones of the food bank's service area.
import type { SchoolType } from '../schema/enums.ts';

export interface DemoDistrict {
  name: string;
  county: string;
  city: string;
  zip: string;
  areaCode: string;
}

export const DEMO_DISTRICTS: DemoDistrict[] = [
  { name: 'Houston ISD', county: 'HARRIS', city: 'Houston', zip: '77011', areaCode: '713' },
  { name: 'Aldine ISD', county: 'HARRIS', city: 'Houston', zip: '77039', areaCode: '281' },
  { name: 'Alief ISD', county: 'HARRIS', city: 'Houston', zip: '77072', areaCode: '281' },
  { name: 'Pasadena ISD', county: 'HARRIS', city: 'Pasadena', zip: '77506', areaCode: '713' },
  { name: 'Spring Branch ISD', county: 'HARRIS', city: 'Houston', zip: '77055', areaCode: '713' },
  { name: 'Galveston ISD', county: 'GALVESTON', city: 'Galveston', zip: '77550', areaCode: '409' },
  { name: 'Fort Bend ISD', county: 'FORT_BEND', city: 'Sugar Land', zip: '77478', areaCode: '281' },
  { name: 'Alvin ISD', county: 'BRAZORIA', city: 'Alvin', zip: '77511', areaCode: '281' },
  { name: 'Anahuac ISD', county: 'CHAMBERS', city: 'Anahuac', zip: '77514', areaCode: '409' },
  { name: 'Liberty ISD', county: 'LIBERTY', city: 'Liberty', zip: '77575', areaCode: '936' },
  { name: 'Shepherd ISD', county: 'SAN_JACINTO', city: 'Shepherd', zip: '77371', areaCode: '936' },
  { name: 'Trinity ISD', county: 'TRINITY', city: 'Trinity', zip: '75862', areaCode: '936' },
  { name: 'Huntsville ISD', county: 'WALKER', city: 'Huntsville', zip: '77340', areaCode: '936' },
  { name: 'Waller ISD', county: 'WALLER', city: 'Waller', zip: '77484', areaCode: '936' },
  { name: 'Bellville ISD', county: 'AUSTIN', city: 'Bellville', zip: '77418', areaCode: '979' },
];

/** [school name, type, district name] */
export const DEMO_SCHOOLS: [string, SchoolType, string][] = [
  ['Harrisburg Heights Elementary', 'ELEMENTARY', 'Houston ISD'],
  ['Buffalo Bayou Elementary', 'ELEMENTARY', 'Houston ISD'],
  ['Eastwood Park Middle School', 'MIDDLE', 'Houston ISD'],
  ['Riverside Terrace Middle School', 'MIDDLE', 'Houston ISD'],
  ['Almeda Road High School', 'HIGH', 'Houston ISD'],
  ['Lockwood Drive High School', 'HIGH', 'Houston ISD'],
  ['Telephone Road Academy', 'NON_TRADITIONAL', 'Houston ISD'],
  ['Navigation Boulevard Elementary', 'ELEMENTARY', 'Houston ISD'],
  ['Greens Bayou Elementary', 'ELEMENTARY', 'Aldine ISD'],
  ['Aldine Bender Middle School', 'MIDDLE', 'Aldine ISD'],
  ['Hardy Oak High School', 'HIGH', 'Aldine ISD'],
  ['Airline Meadows Elementary', 'ELEMENTARY', 'Aldine ISD'],
  ['Bellaire West Elementary', 'ELEMENTARY', 'Alief ISD'],
  ['Westchase Middle School', 'MIDDLE', 'Alief ISD'],
  ['Alief Crossroads High School', 'HIGH', 'Alief ISD'],
  ['Wilcrest Learning Center', 'NON_TRADITIONAL', 'Alief ISD'],
  ['Red Bluff Elementary', 'ELEMENTARY', 'Pasadena ISD'],
  ['Vince Bayou Middle School', 'MIDDLE', 'Pasadena ISD'],
  ['Burnett Ranch High School', 'HIGH', 'Pasadena ISD'],
  ['Long Point Elementary', 'ELEMENTARY', 'Spring Branch ISD'],
  ['Campbell Woods Middle School', 'MIDDLE', 'Spring Branch ISD'],
  ['Gessner Park High School', 'HIGH', 'Spring Branch ISD'],
  ['Seawall Elementary', 'ELEMENTARY', 'Galveston ISD'],
  ['Offatts Bayou Middle School', 'MIDDLE', 'Galveston ISD'],
  ['Strand Harbor High School', 'HIGH', 'Galveston ISD'],
  ['Oyster Creek Elementary', 'ELEMENTARY', 'Fort Bend ISD'],
  ['Brazos Bend Middle School', 'MIDDLE', 'Fort Bend ISD'],
  ['Sugar Mill High School', 'HIGH', 'Fort Bend ISD'],
  ['Mustang Bayou Elementary', 'ELEMENTARY', 'Alvin ISD'],
  ['Chocolate Bayou Middle School', 'MIDDLE', 'Alvin ISD'],
  ['Trinity Bay High School', 'HIGH', 'Anahuac ISD'],
  ['Cypress Lake Elementary', 'ELEMENTARY', 'Liberty ISD'],
  ['Old River Middle School', 'MIDDLE', 'Liberty ISD'],
  ['Lake Livingston High School', 'HIGH', 'Shepherd ISD'],
  ['Piney Woods Elementary', 'ELEMENTARY', 'Trinity ISD'],
  ['Sam Houston Forest Middle School', 'MIDDLE', 'Huntsville ISD'],
  ['Walker Creek High School', 'HIGH', 'Huntsville ISD'],
  ['Field Store Elementary', 'ELEMENTARY', 'Waller ISD'],
  ['Prairie Road Middle School', 'MIDDLE', 'Waller ISD'],
  ['Brazos Valley Learning Academy', 'NON_TRADITIONAL', 'Bellville ISD'],
];

export const STREETS = [
  'Magnolia St',
  'Bayou Dr',
  'Live Oak Ln',
  'Pecan Grove Rd',
  'Bluebonnet Blvd',
  'Cypress Ave',
  'Mockingbird Ln',
  'Prairie Rd',
  'Pine Hollow Dr',
  'Cedar Crest St',
  'Willow Bend Dr',
  'Lone Star Pkwy',
  'Post Oak Trl',
  'Sycamore St',
];

export const FIRST_NAMES = [
  'Maria',
  'James',
  'Linda',
  'Robert',
  'Patricia',
  'Michael',
  'Angela',
  'David',
  'Rosa',
  'Kevin',
  'Tanya',
  'Carlos',
  'Denise',
  'Andre',
  'Yolanda',
  'Thomas',
  'Grace',
  'Hector',
  'Monique',
  'Brian',
];

export const LAST_NAMES = [
  'Garcia',
  'Johnson',
  'Nguyen',
  'Williams',
  'Martinez',
  'Brown',
  'Hernandez',
  'Davis',
  'Lopez',
  'Wilson',
  'Tran',
  'Anderson',
  'Gonzalez',
  'Thomas',
  'Jackson',
  'Robinson',
  'Ramirez',
  'Lewis',
  'Walker',
  'Okafor',
];

export const GRADES_BY_TYPE: Record<SchoolType, string[]> = {
  ELEMENTARY: ['PK', 'K', '1', '2', '3', '4', '5'],
  MIDDLE: ['6', '7', '8'],
  HIGH: ['9', '10', '11', '12'],
  NON_TRADITIONAL: ['6', '7', '8', '9', '10', '11', '12'],
};

export const DEMO_STUDENTS: [string, string][] = [
  ['Aaliyah Brooks', '1040231'],
  ['Diego Castillo', '1040258'],
  ['Emily Pham', '1040312'],
  ['Jayden Moore', '1040377'],
  ['Sofia Reyes', '1040419'],
  ['Malik Carter', '1040450'],
  ['Camila Flores', '1040488'],
  ['Noah Simmons', '1040526'],
];

export const DEMO_TEACHERS: [string, string, string, string[], string[]][] = [
  ['Rachel', 'Kim', 'English Teacher', ['6', '7'], ['ENGLISH']],
  ['Marcus', 'Bell', 'Math Teacher', ['7', '8'], ['MATH']],
  ['Elena', 'Vasquez', 'Science Teacher', ['8'], ['SCIENCE']],
  ['Omar', 'Haddad', 'Counselor', ['6', '7', '8'], ['PRINCIPAL_COUNSELOR_CIS']],
  ['Jessica', 'Tate', 'Art Teacher', ['6', '7', '8'], ['ART', 'OTHER']],
];
