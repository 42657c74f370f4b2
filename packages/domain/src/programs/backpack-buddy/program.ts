import {
  APPROVAL_STATUSES,
  namedFields,
  schoolProgramFacts,
  tabs,
  type ProgramEntry,
} from '../entry.ts';

/** Backpack Buddy's registry entry (programs.ts): weekend food through schools. */
export const backpackBuddyProgram = {
  ...schoolProgramFacts('/backpack-buddy'),
  ...namedFields('BackpackBuddy'),
  key: 'backpackBuddy',
  programEnum: 'BACKPACK_BUDDY',
  slug: 'backpack-buddy',
  url: '/backpack-buddy',
  name: 'Backpack Buddy',
  summary: 'Weekend food for at-risk children in grades K-12 and at summer meal sites.',
  onLandingPage: true,
  summerTypeApplicant: 'site',
  steps: ['step-1', 'step-2', 'step-3', 'status'],
  statuses: ['IN_PROGRESS', 'PENDING_PRINCIPAL', ...APPROVAL_STATUSES],
  signer: 'principal',
  signaturePage: { agencyNumber: false, providerSignatureLines: 0 },
  agreementTitle: { default: 'Backpack Buddy Program Agreement' },
  spanish: {
    summary:
      'Alimentos para el fin de semana para niños en situación de riesgo de los grados K-12 y en sitios de comidas de verano.',
    agreementTitle: { default: 'Acuerdo del programa Backpack Buddy' },
  },
  contacts: { types: 'backpackBuddyTeamMemberTypes', rule: 'roster' },
  adminTabs: tabs('/backpack-buddy', [
    ['Schools', '/schools'],
    ['Districts', '/districts'],
    ['Users', '/users'],
    ['Program Settings', '/settings'],
    ['Documents', '/documents'],
    ['Surveys', '/surveys'],
    ['Resources', '/resources'],
  ]),
  settingsTabs: tabs('/backpack-buddy/settings', [
    ['Active Terms', ''],
    ['Emails', '/emails'],
    ['Banner Notifications', '/notifications'],
  ]),
  detailTabs: tabs('', [
    ['School Profile', ''],
    ['Contacts', '/contacts'],
    ['Program Status', '/program-status'],
    ['Allocate', '/allocate'],
    ['Reports', '/reports'],
    ['Food Safety', '/food-safety'],
    ['Applications', '/applications'],
  ]),
  settingsFlags: ['schoolEnabled', 'summerEnabled'],
  showsDeadlines: true,
  hasWaitlist: false,
  contactEmail: 'backpackbuddy@foodbank.example',
} satisfies ProgramEntry<'backpackBuddy'>;
