import {
  namedFields,
  SCHOOL_DETAIL_TABS,
  schoolProgramFacts,
  tabs,
  type ProgramEntry,
} from '../entry.ts';

/** School Market's registry entry (programs.ts): markets at middle and high schools. */
export const schoolMarketProgram = {
  ...schoolProgramFacts('/school-market'),
  ...namedFields('SchoolMarket'),
  key: 'schoolMarket',
  programEnum: 'SCHOOL_MARKET',
  slug: 'school-market',
  url: '/school-market',
  name: 'School Market',
  summary:
    'Food for students and families at middle and high schools (brick and mortar, and mobile distribution).',
  onLandingPage: true,
  summerTypeApplicant: 'school',
  steps: ['step-1', 'status'],
  statuses: ['IN_PROGRESS', 'PENDING_PRINCIPAL', 'APPROVED', 'DENIED', 'WAITLISTED', 'WITHDRAWN'],
  // Spec 2 §6: a Houston ISD school's primary point of contact signs, any other school's principal.
  signer: 'principal-or-primary-contact',
  signaturePage: { agencyNumber: true, providerSignatureLines: 2 },
  agreementTitle: {
    default: 'School Market Program Agreement',
    houstonIsd: 'School Market Program Acknowledgement',
  },
  spanish: {
    summary:
      'Alimentos para estudiantes y familias en escuelas secundarias y preparatorias (en la escuela y con distribución móvil).',
    agreementTitle: {
      default: 'Acuerdo del programa School Market',
      houstonIsd: 'Reconocimiento del programa School Market',
    },
  },
  contacts: { types: 'schoolMarketTeamMemberTypes', rule: 'pairs' },
  adminTabs: tabs('/school-market', [
    ['Schools', '/schools'],
    ['Districts', '/districts'],
    ['Users', '/users'],
    ['Program Settings', '/settings'],
  ]),
  settingsTabs: tabs('/school-market/settings', [
    ['Active Terms', ''],
    ['Application', '/application'],
  ]),
  detailTabs: SCHOOL_DETAIL_TABS,
  settingsFlags: ['schoolEnabled', 'summerEnabled', 'waitlistEnabled'],
  showsDeadlines: true,
  hasWaitlist: true,
  contactEmail: 'schoolmarket@foodbank.example',
} satisfies ProgramEntry<'schoolMarket'>;
