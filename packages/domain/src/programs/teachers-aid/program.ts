import {
  namedFields,
  SCHOOL_DETAIL_TABS,
  schoolProgramFacts,
  tabs,
  type ProgramEntry,
} from '../entry.ts';

/** Teachers Aid's registry entry (programs.ts): school supplies for teachers. */
export const teachersAidProgram = {
  ...schoolProgramFacts('/teachers-aid'),
  ...namedFields('TeachersAid'),
  key: 'teachersAid',
  programEnum: 'TEACHERS_AID',
  slug: 'teachers-aid',
  url: '/teachers-aid',
  name: 'Teachers Aid',
  summary: 'School supplies for teachers in low-income schools.',
  onLandingPage: true,
  summerTypeApplicant: 'school',
  steps: ['step-1', 'step-2', 'step-3', 'status'],
  statuses: ['IN_PROGRESS', 'PENDING_PRINCIPAL', 'APPROVED', 'DENIED', 'WAITLISTED', 'WITHDRAWN'],
  signer: 'principal',
  signaturePage: { agencyNumber: false, providerSignatureLines: 0 },
  agreementTitle: { default: 'Teachers Aid Program Agreement' },
  spanish: {
    summary: 'Útiles escolares para maestros de escuelas de bajos ingresos.',
    agreementTitle: { default: 'Acuerdo del programa Teachers Aid' },
  },
  contacts: { types: 'teachersAidTeamMemberTypes', rule: 'pairs' },
  adminTabs: tabs('/teachers-aid', [
    ['Schools', '/schools'],
    ['Districts', '/districts'],
    ['Users', '/users'],
    ['Program Settings', '/settings'],
  ]),
  settingsTabs: tabs('/teachers-aid/settings', [
    ['Active Terms', ''],
    ['Application', '/application'],
  ]),
  detailTabs: SCHOOL_DETAIL_TABS,
  settingsFlags: ['schoolEnabled', 'summerEnabled', 'waitlistEnabled'],
  showsDeadlines: true,
  hasWaitlist: true,
  contactEmail: 'teachersaid@foodbank.example',
} satisfies ProgramEntry<'teachersAid'>;
