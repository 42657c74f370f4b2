/**
 * The Kids Cafe program agreement (spec 2 §9 "Agreement texts and their rules", Kids Cafe). The
 * form shows it in full and it must be scrolled through (readProgramAgreement). Kids Cafe has no
 * principal signature: the applicant types one name (nameSign) and ticks three boxes, one per
 * section: 1 program purpose (agreeToProgramPurpose), 2 reimbursement (agreeToReimbursement),
 * 3 documentation (agreeToDocumentation). The sections carry no `signature` slot, as those slots
 * name the school programs' fields (SIGNATURE_FIELDS); KIDS_CAFE_AGREEMENT_SECTIONS maps them.
 *
 * The spec gives one text. The wording is ours; every term of the spec appears with its number,
 * and no other number is added.
 */
import { bulletList, orderedList, paragraph } from '../../agreements/document.ts';
import type {
  AgreementDocument,
  AgreementSection,
  AgreementVersion,
} from '../../agreements/document.ts';
import { filledParties, partyAddressLine } from '../../agreements/fill.ts';
import type { AgreementParties } from '../../agreements/fill.ts';
import { kidsCafeProgram } from './program.ts';

export const KIDS_CAFE_AGREEMENT_ID = 'kids-cafe-program-agreement';

/** The applicant's typed name, one for the whole agreement. */
export const KIDS_CAFE_SIGNATURE_NAME_FIELD = 'nameSign';

/** The sections in order, each with the I Agree box that accepts it. */
export const KIDS_CAFE_AGREEMENT_SECTIONS = [
  { heading: 'Program Purpose', agree: 'agreeToProgramPurpose' },
  { heading: 'Reimbursement', agree: 'agreeToReimbursement' },
  { heading: 'Documentation', agree: 'agreeToDocumentation' },
] as const;

export type KidsCafeAgreementField = (typeof KIDS_CAFE_AGREEMENT_SECTIONS)[number]['agree'];

/** The steps taken when a site does not follow the agreement, in order. */
export const KIDS_CAFE_PENALTY_LADDER = [
  'a verbal warning',
  'a monitoring visit with a written warning',
  'suspension from the program',
  'financial responsibility for the meals concerned',
] as const;

/** The spec's Kids Cafe figures. */
export const KIDS_CAFE_TERMS = {
  monitoringVisitsPerYear: 3,
  deliveryEarliestDaysBefore: 4,
  deliveryLatestHoursBefore: 4,
  changeNoticeOperatingDays: 7,
  terminationNoticeDays: 30,
  equipmentReturnDays: 30,
  brandingRemovalDays: 15,
  recordRetentionYears: 3,
  maxChildAge: 18,
  forProfitMinFreeOrReducedPercent: 30,
  storageClearanceInches: 6,
  paymentDueDayOfFollowingMonth: '5th',
  reimbursedFundsPercent: 100,
} as const;

export interface KidsCafeAgreementInput {
  /** The site fills schoolName (its name), address, city and zip; the date is the agreement's. */
  parties: Partial<AgreementParties> | null | undefined;
  /** The single text is 'current'; another value is carried as given. */
  version?: AgreementVersion;
}

const AGREE_NOTE =
  'By typing a name and checking I Agree for this section, the Site confirms that it has read ' +
  'this section and will comply with it.';

function purpose(title: string, parties: AgreementParties): AgreementSection {
  const t = KIDS_CAFE_TERMS;
  return {
    heading: KIDS_CAFE_AGREEMENT_SECTIONS[0].heading,
    blocks: [
      paragraph(
        `This ${title} (the “Agreement”) is made on ${parties.date} between the Food Bank and ` +
          `${parties.schoolName}, located at ${partyAddressLine(parties)} (the “Site”).`,
      ),
      paragraph(
        'Through the Kids Cafe program the Food Bank provides meals, free of charge, to ' +
          'children at risk of hunger at child care, Head Start and after-school sites during ' +
          'the school year and the summer.',
      ),
      bulletList([
        `Meals are served only to children ${t.maxChildAge} years of age or younger.`,
        `A for-profit child care center takes part only if at least ` +
          `${t.forProfitMinFreeOrReducedPercent}% of the children it serves are eligible for ` +
          'free or reduced-price meals.',
        'Meals are served at the Site, on the days and at the times given in the application.',
      ]),
      paragraph(AGREE_NOTE),
    ],
  };
}

function reimbursement(): AgreementSection {
  const t = KIDS_CAFE_TERMS;
  return {
    heading: KIDS_CAFE_AGREEMENT_SECTIONS[1].heading,
    blocks: [
      paragraph(
        `The Kids Cafe program receives ${t.reimbursedFundsPercent}% of the funds reimbursed ` +
          'for the meals served at the Site; the Site is not reimbursed for those meals.',
      ),
      paragraph('When the Site does not follow this Agreement, the Food Bank takes these steps:'),
      orderedList(
        KIDS_CAFE_PENALTY_LADDER.map((step) => `${step[0]?.toUpperCase()}${step.slice(1)}.`),
      ),
      paragraph(
        'Any amount the Site is financially responsible for is due by the ' +
          `${t.paymentDueDayOfFollowingMonth} of the following month.`,
      ),
      paragraph(AGREE_NOTE),
    ],
  };
}

function documentation(): AgreementSection {
  const t = KIDS_CAFE_TERMS;
  return {
    heading: KIDS_CAFE_AGREEMENT_SECTIONS[2].heading,
    blocks: [
      paragraph('The Site agrees to:'),
      bulletList([
        `Keep the program’s records (meal counts, delivery receipts) for ${t.recordRetentionYears} ` +
          'years and show them to the Food Bank on request.',
        `Host ${t.monitoringVisitsPerYear} monitoring visits per year by Food Bank staff.`,
        `Accept meal deliveries from ${t.deliveryEarliestDaysBefore} days to ` +
          `${t.deliveryLatestHoursBefore} hours before the meal service.`,
        `Store food ${t.storageClearanceInches} inches above the floor and ` +
          `${t.storageClearanceInches} inches below the ceiling.`,
        `Give the Food Bank ${t.changeNoticeOperatingDays} operating days’ notice of any change ` +
          'to its days, times, meals or participant counts.',
      ]),
      paragraph(
        `Either party may end this Agreement with ${t.terminationNoticeDays} days’ written ` +
          `notice. The Site then returns the Food Bank’s equipment within ` +
          `${t.equipmentReturnDays} days and removes the Food Bank’s branding within ` +
          `${t.brandingRemovalDays} days.`,
      ),
      paragraph(AGREE_NOTE),
    ],
  };
}

/** The Kids Cafe program agreement, filled with the site (as the parties) and the date. */
export function kidsCafeAgreement(input: KidsCafeAgreementInput): AgreementDocument {
  const parties = filledParties(input.parties);
  const title = kidsCafeProgram.agreementTitle.default;
  return {
    id: KIDS_CAFE_AGREEMENT_ID,
    title,
    version: input.version ?? 'current',
    sections: [purpose(title, parties), reimbursement(), documentation()],
  };
}
