// Place names of the benchmark seed: the service area's counties with their cities and zips,
// and the words generated school, district and Kids Cafe site names are made of.

export const COUNTIES: Record<string, [string, string][]> = {
  HARRIS: [
    ['Houston', '77002'],
    ['Pasadena', '77506'],
    ['Baytown', '77520'],
    ['Humble', '77338'],
    ['Katy', '77449'],
  ],
  GALVESTON: [
    ['Galveston', '77550'],
    ['Texas City', '77590'],
    ['League City', '77573'],
  ],
  FORT_BEND: [
    ['Sugar Land', '77478'],
    ['Richmond', '77469'],
    ['Rosenberg', '77471'],
  ],
  BRAZORIA: [
    ['Alvin', '77511'],
    ['Angleton', '77515'],
    ['Pearland', '77581'],
  ],
  CHAMBERS: [
    ['Anahuac', '77514'],
    ['Mont Belvieu', '77580'],
  ],
  LIBERTY: [
    ['Liberty', '77575'],
    ['Cleveland', '77327'],
    ['Dayton', '77535'],
  ],
  SAN_JACINTO: [
    ['Shepherd', '77371'],
    ['Coldspring', '77331'],
  ],
  TRINITY: [
    ['Trinity', '75862'],
    ['Groveton', '75845'],
  ],
  WALKER: [
    ['Huntsville', '77340'],
    ['New Waverly', '77358'],
  ],
  WALLER: [
    ['Waller', '77484'],
    ['Hempstead', '77445'],
    ['Brookshire', '77423'],
  ],
  AUSTIN: [
    ['Bellville', '77418'],
    ['Sealy', '77474'],
  ],
};
export const COUNTY_NAMES = Object.keys(COUNTIES);

export const PLACES = [
  'Cedar',
  'Willow',
  'Magnolia',
  'Pecan',
  'Cypress',
  'Oak',
  'Pine',
  'Bluebonnet',
  'Prairie',
  'Bayou',
  'Meadow',
  'Sabine',
  'Brazos',
  'Lone Star',
  'Mockingbird',
  'Sycamore',
  'Live Oak',
  'Red Oak',
  'Spring',
  'Clear Lake',
  'Hickory',
  'Eagle',
  'Hunters',
  'Sandy',
];
export const FEATURES = [
  'Creek',
  'Park',
  'Ridge',
  'Grove',
  'Valley',
  'Hollow',
  'Point',
  'Springs',
  'Crossing',
  'Heights',
  'Bend',
  'Trail',
  'Landing',
  'Forest',
  'Glen',
  'Fields',
];
