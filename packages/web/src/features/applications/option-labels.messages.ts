import { defineMessages } from '../../i18n/define-messages';

/**
 * The labels of the enumeration options the shared school sections and the Backpack Buddy form
 * show, by `{enumeration}.{value}` (the server sends the English labels of the domain's
 * ENUMERATIONS; option-labels.test.ts holds these to them). Counties and the state are place
 * names, the same in both languages, and program names are proper names.
 */
export const optionLabelMessages = defineMessages('applications.options', {
  'schoolTypes.ELEMENTARY': 'Elementary',
  'schoolTypes.MIDDLE': 'Middle',
  'schoolTypes.HIGH': 'High',
  'schoolTypes.NON_TRADITIONAL': 'Non-Traditional',
  'gradesServed.PK': 'Pre-K',
  'gradesServed.K': 'Kindergarten',
  'gradesServed.1': '1st',
  'gradesServed.2': '2nd',
  'gradesServed.3': '3rd',
  'gradesServed.4': '4th',
  'gradesServed.5': '5th',
  'gradesServed.6': '6th',
  'gradesServed.7': '7th',
  'gradesServed.8': '8th',
  'gradesServed.9': '9th',
  'gradesServed.10': '10th',
  'gradesServed.11': '11th',
  'gradesServed.12': '12th',
  'gradesServed.ALL': 'All Grades',
  'gradesServed.EE': 'Early Education',
  'organizationTypes.PUBLIC_SCHOOL': 'Public School',
  'organizationTypes.CHARTER_SCHOOL': 'Charter School',
  'organizationTypes.PRIVATE_SCHOOL': 'Private School',
  'organizationTypes.SCHOOL_DISTRICT': 'School District',
  'organizationTypes.NONPROFIT': 'Nonprofit Organization',
  'organizationTypes.OTHER': 'Other',
  'programInterests.NUTRITION_EDUCATION': 'Nutrition Education',
  'programInterests.SNAP': 'SNAP',
  'programInterests.KIDS_CAFE': 'Kids Cafe',
  'programInterests.PARTNER_SERVICES': 'Partner Services',
  'programInterests.TEACHERS_AID': 'Teachers Aid',
});
