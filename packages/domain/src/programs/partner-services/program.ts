import { DEFAULT_TERM_YEAR } from '../../constants.ts';
import { APPROVAL_STATUSES, namedFields, tabs, type ProgramEntry } from '../entry.ts';

/** Partner Services' registry entry (programs.ts): partner agencies (organizations). */
export const partnerServicesProgram = {
  ...namedFields('PartnerServices'),
  key: 'partnerServices',
  programEnum: 'PARTNER_SERVICES',
  slug: 'partner-services',
  url: '/partner-services',
  name: 'Partner Services',
  summary:
    'Food for nonprofit food pantries, meal programs and shelters that serve neighbors in need.',
  onLandingPage: false,
  applicant: 'organization',
  summerTypeApplicant: 'organization',
  steps: ['step-1', 'status'],
  statuses: ['IN_PROGRESS', 'PENDING', ...APPROVAL_STATUSES],
  pendingStatus: 'PENDING',
  signer: 'none',
  signaturePage: { agencyNumber: false, providerSignatureLines: 0 },
  agreementTitle: { default: 'Partner Services Program Agreement' },
  spanish: {
    summary:
      'Alimentos para despensas, programas de comidas y albergues sin fines de lucro que atienden a vecinos necesitados.',
    agreementTitle: { default: 'Acuerdo del programa Partner Services' },
  },
  contacts: { types: 'organizationMemberTypes', rule: 'pairs' },
  adminTabs: tabs('/partner-services', [
    ['Organizations', '/organizations'],
    ['Users', '/users'],
    ['Program Settings', '/settings'],
  ]),
  adminDefaultPath: '/partner-services/organizations',
  settingsTabs: tabs('/partner-services/settings', [['Application', '']]),
  detailTabs: tabs('', [
    ['Organization Profile', ''],
    ['Contacts', '/contacts'],
    ['Program Status', '/program-status'],
    ['Applications', '/applications'],
  ]),
  settingsFlags: ['acceptingApplications'],
  showsDeadlines: false,
  hasWaitlist: false,
  contactEmail: 'partnerservices@foodbank.example',
  termYearParam: 'applicationYear',
  defaultTermYear: DEFAULT_TERM_YEAR,
  summerYearOffset: 0,
} satisfies ProgramEntry<'partnerServices'>;
