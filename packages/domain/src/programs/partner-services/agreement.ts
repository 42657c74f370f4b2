/**
 * The Partner Services program agreement (issue 18; the spec shows no Partner Services text). The
 * form shows it in full; the applicant types one name (nameSign) and ticks three boxes, one per
 * section: 1 program purpose (agreeToProgramPurpose), 2 nondiscrimination
 * (agreeNondiscrimination), 3 no religious activity (agreeNoReligiousActivity). As Kids Cafe's,
 * the sections carry no `signature` slot; PARTNER_SERVICES_AGREEMENT_SECTIONS maps them.
 *
 * The wording is ours, written as a food bank's partner agency agreement reads. Its figures are
 * the spec's School Programs Memorandum of Understanding's where that has one (termination with
 * 30 days' written notice, 10 for cause; an annual monitoring visit; food 6 inches off floor, wall
 * and ceiling; yearly civil rights training) and the other programs' 3 years of records.
 */
import { bulletList, paragraph } from '../../agreements/document.ts';
import type {
  AgreementDocument,
  AgreementSection,
  AgreementVersion,
} from '../../agreements/document.ts';
import { filledParties, partyAddressLine } from '../../agreements/fill.ts';
import type { AgreementParties } from '../../agreements/fill.ts';
import { partnerServicesProgram } from './program.ts';

export const PARTNER_SERVICES_AGREEMENT_ID = 'partner-services-program-agreement';

/** The applicant's typed name, one for the whole agreement. */
export const PARTNER_SERVICES_SIGNATURE_NAME_FIELD = 'nameSign';

/** The sections in order, each with the I Agree box that accepts it. */
export const PARTNER_SERVICES_AGREEMENT_SECTIONS = [
  { heading: 'Program Purpose', agree: 'agreeToProgramPurpose' },
  { heading: 'Nondiscrimination', agree: 'agreeNondiscrimination' },
  { heading: 'No Religious Activity', agree: 'agreeNoReligiousActivity' },
] as const;

export type PartnerServicesAgreementField =
  (typeof PARTNER_SERVICES_AGREEMENT_SECTIONS)[number]['agree'];

/** The agreement's figures (besides the yearly monitoring visit and civil rights training). */
export const PARTNER_SERVICES_TERMS = {
  recordRetentionYears: 3,
  terminationNoticeDays: 30,
  terminationForCauseDays: 10,
  storageClearanceInches: 6,
} as const;

export interface PartnerServicesAgreementInput {
  /** The organization fills schoolName (its name), address, city and zip; the date is the agreement's. */
  parties: Partial<AgreementParties> | null | undefined;
  /** The single text is 'current'; another value is carried as given. */
  version?: AgreementVersion;
}

const AGREE_NOTE =
  'By typing a name and checking I Agree for this section, the Agency confirms that it has ' +
  'read this section and will comply with it.';

function purpose(title: string, parties: AgreementParties): AgreementSection {
  const t = PARTNER_SERVICES_TERMS;
  return {
    heading: PARTNER_SERVICES_AGREEMENT_SECTIONS[0].heading,
    blocks: [
      paragraph(
        `This ${title} (the “Agreement”) is made on ${parties.date} between the Food Bank and ` +
          `${parties.schoolName}, located at ${partyAddressLine(parties)} (the “Agency”).`,
      ),
      paragraph(
        'Through the Partner Services program the Food Bank provides donated and purchased food ' +
          'to nonprofit partner agencies (food pantries, meal programs, shelters and similar ' +
          'services), which give it to people in need in their communities.',
      ),
      paragraph('The Agency agrees to:'),
      bulletList([
        'Remain a nonprofit organization and tell the Food Bank at once if that changes.',
        'Give the food free of charge to the people it serves: never sell, barter or trade it, ' +
          'and never ask for a fee, a donation or proof of membership in return.',
        'Distribute the food only through the services, on the days and at the hours given in ' +
          'its application, and tell the Food Bank of any change to them.',
        `Store food ${t.storageClearanceInches} inches off the floor, walls and ` +
          'ceiling, in clean, pest-free space; keep cold and frozen food at safe temperatures; ' +
          'and follow the Food Bank’s food safety rules and recalls.',
        'Keep records of the food received and of the people served each month for ' +
          `${t.recordRetentionYears} years, report them to the Food Bank as asked, and show ` +
          'them on request.',
        'Host a monitoring visit by Food Bank staff once a year.',
      ]),
      paragraph(
        `Either party may end this Agreement with ${t.terminationNoticeDays} days’ written ` +
          `notice; the Food Bank may end it with ${t.terminationForCauseDays} days’ notice when ` +
          'the Agency does not follow it.',
      ),
      paragraph(AGREE_NOTE),
    ],
  };
}

function nondiscrimination(): AgreementSection {
  return {
    heading: PARTNER_SERVICES_AGREEMENT_SECTIONS[1].heading,
    blocks: [
      paragraph(
        'The Agency serves everyone who is eligible and does not discriminate against anyone ' +
          'on the basis of race, color, national origin, sex (including gender identity and ' +
          'sexual orientation), age, disability, religion or political beliefs.',
      ),
      bulletList([
        'No one is refused food, or served less or later, because of who they are, what they ' +
          'believe or whether they belong to the Agency or any other group.',
        'The Agency’s staff and volunteers who distribute food take civil rights training ' +
          'once a year.',
        'The Agency displays the nondiscrimination poster the Food Bank provides where food is ' +
          'given out, and passes any discrimination complaint to the Food Bank.',
        'The Agency keeps the personal information of the people it serves confidential.',
      ]),
      paragraph(AGREE_NOTE),
    ],
  };
}

function noReligiousActivity(): AgreementSection {
  return {
    heading: PARTNER_SERVICES_AGREEMENT_SECTIONS[2].heading,
    blocks: [
      paragraph(
        'Faith-based agencies are welcome partners. Whatever the Agency is, food from the Food ' +
          'Bank is given out free of any religious or political activity:',
      ),
      bulletList([
        'No one has to attend, or is asked to attend, a worship service, prayer, sermon, ' +
          'religious instruction or political event to receive food.',
        'No religious or political activity takes place during the food distribution; any such ' +
          'activity the Agency offers is held separately in time or place, and taking part is ' +
          'voluntary.',
        'Food is never given out in return for, or together with, religious or political ' +
          'materials, and no one is treated differently for declining them.',
      ]),
      paragraph(AGREE_NOTE),
    ],
  };
}

/** The Partner Services program agreement, filled with the organization (as the parties) and the date. */
export function partnerServicesAgreement(input: PartnerServicesAgreementInput): AgreementDocument {
  const parties = filledParties(input.parties);
  const title = partnerServicesProgram.agreementTitle.default;
  return {
    id: PARTNER_SERVICES_AGREEMENT_ID,
    title,
    version: input.version ?? 'current',
    sections: [purpose(title, parties), nondiscrimination(), noReligiousActivity()],
  };
}
