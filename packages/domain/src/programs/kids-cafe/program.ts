import { KIDS_CAFE_DEFAULT_APPLICATION_YEAR } from '../../constants.ts';
import { MESSAGES } from '../../messages.ts';
import { namedFields, tabs, type ProgramEntry } from '../entry.ts';

/** Kids Cafe's registry entry (programs.ts): meals at child care, after-school and summer sites. */
export const kidsCafeProgram = {
  ...namedFields('KidsCafe'),
  key: 'kidsCafe',
  programEnum: 'KIDS_CAFE',
  slug: 'kids-cafe',
  url: '/kids-cafe',
  name: 'Kids Cafe',
  summary:
    'Year-round meals for child care, after-school and summer sites across 18 southeast Texas counties.',
  onLandingPage: true,
  applicant: 'site',
  summerTypeApplicant: 'site',
  steps: ['step-1', 'status'],
  statuses: ['IN_PROGRESS', 'PENDING', 'APPROVED', 'DENIED', 'WAITLISTED', 'WITHDRAWN'],
  pendingStatus: 'PENDING',
  signer: 'none',
  signaturePage: { agencyNumber: false, providerSignatureLines: 0 },
  agreementTitle: { default: 'Kids Cafe Program Agreement' },
  spanish: {
    summary:
      'Comidas durante todo el año para sitios de cuidado infantil, programas extraescolares y de verano en 18 condados del sureste de Texas.',
    agreementTitle: { default: 'Acuerdo del programa Kids Cafe' },
  },
  contacts: { types: 'kidsCafeSiteMemberTypes', rule: 'pairs' },
  adminTabs: tabs('/kids-cafe', [
    ['Sites', '/sites'],
    ['Users', '/users'],
    ['Program Settings', '/settings'],
  ]),
  adminDefaultPath: '/kids-cafe/sites',
  settingsTabs: tabs('/kids-cafe/settings', [['Application', '']]),
  detailTabs: tabs('', [
    ['Site Profile', ''],
    ['Contacts', '/contacts'],
    ['Program Status', '/program-status'],
    ['Applications', '/applications'],
  ]),
  settingsFlags: ['acceptingApplications', 'waitlisted'],
  showsDeadlines: true,
  hasWaitlist: true,
  waitlistNotice: MESSAGES.kidsCafeSummerAtCapacity,
  contactEmail: 'kidscafe@foodbank.example',
  termYearParam: 'applicationYear',
  defaultTermYear: KIDS_CAFE_DEFAULT_APPLICATION_YEAR,
  summerYearOffset: 1,
} satisfies ProgramEntry<'kidsCafe'>;
