/**
 * The School Market program agreement (spec 2 §4 "Principal signature" and §9 "Agreement texts
 * and their rules"). It has three sections, one per signature slot: 1 program purpose,
 * 2 program responsibilities, 3 nondiscrimination (the USDA statement, dated with the agreement
 * date). For a Houston ISD school the same text is titled an Acknowledgement.
 *
 * The spec gives two versions that differ in the notice the School gives before cancelling a
 * distribution: 48 hours in one, 24 hours in the other. We read the older text (submitted before
 * August 2024, or a continuation) as 48 hours and the newer as 24 hours. Both versions share one
 * structure; only that notice differs.
 *
 * The wording is ours; every term of the spec appears with its number, and no other number is
 * added.
 */
import { bulletList, paragraph } from '../../agreements/document.ts';
import type { AgreementDocument, AgreementSection, Block } from '../../agreements/document.ts';
import { programAgreementTitle } from '../../agreements/catalogue.ts';
import { filledParties, partyAddressLine } from '../../agreements/fill.ts';
import type { AgreementParties } from '../../agreements/fill.ts';
import type { TextVersion } from '../../agreements/rules.ts';
import { schoolProgramsMou } from '../../agreements/school-programs-mou.ts';
import { usdaNondiscriminationSection } from '../../agreements/usda-nondiscrimination.ts';
import { schoolMarketProgram } from './program.ts';

/** The School Market agreement heading: an Acknowledgement for Houston ISD, else an Agreement. */
export function schoolMarketAgreementHeading(districtName: string | null | undefined): string {
  return programAgreementTitle(schoolMarketProgram, districtName);
}

export const SCHOOL_MARKET_AGREEMENT_ID = 'school-market-program-agreement';

export const SCHOOL_MARKET_SECTION_HEADINGS = {
  1: 'Program Purpose',
  2: 'Program Responsibilities',
  3: 'Nondiscrimination',
} as const;

/**
 * Hours of notice before cancelling a distribution, by text version (the spec gives 48 and 24
 * without saying which version is which: ours, the older text 48, the newer 24).
 */
export const SCHOOL_MARKET_CANCELLATION_NOTICE_HOURS = {
  older: 48,
  newer: 24,
} as const satisfies Record<TextVersion, number>;

/** The spec's School Market figures, as the text writes them. */
export const SCHOOL_MARKET_TERMS = {
  minimumDistributionsPerMonth: 2,
  scheduleChangeNotice: '1 week',
  mobileDistributionHours: 3,
  mobileParkingSpots: '8 to 10',
  staffOverseers: 2,
  brickAndMortarCommitmentYears: 2,
  mobileCommitmentYears: 1,
} as const;

export interface SchoolMarketAgreementInput {
  parties: Partial<AgreementParties> | null | undefined;
  version: TextVersion;
  /** The school's district: a Houston ISD school gets the Acknowledgement title. */
  districtName?: string | null;
}

const SIGN_NOTE =
  'By typing a name and checking I Agree for this section, the School confirms that it has read ' +
  'this section and will comply with it.';

function preamble(title: string, parties: AgreementParties): Block {
  // Houston ISD's text is an Acknowledgement, and calls itself so.
  const short = title.endsWith('Acknowledgement') ? 'Acknowledgement' : 'Agreement';
  return paragraph(
    `This ${title} (the “${short}”) is made on ${parties.date} between the Food Bank and ` +
      `${parties.schoolName} (organization type: ${parties.organizationType}), located at ` +
      `${partyAddressLine(parties)} (the “School Programs Partner” or the “School”). The School ` +
      `Programs Memorandum of Understanding that follows this ${short} is part of it.`,
  );
}

function purpose(title: string, parties: AgreementParties): AgreementSection {
  const t = SCHOOL_MARKET_TERMS;
  return {
    heading: SCHOOL_MARKET_SECTION_HEADINGS[1],
    blocks: [
      preamble(title, parties),
      paragraph(
        'Through the School Market program the Food Bank supplies food that the School ' +
          'distributes, free of charge, to its students and their families, so that students ' +
          'and their households have enough to eat and students can focus on learning.',
      ),
      paragraph('A School Market takes one of two forms:'),
      bulletList([
        'Brick and mortar: a market set up at the School, stocked by the Food Bank and run by ' +
          'the School.',
        'Mobile: a distribution that the Food Bank brings to the School on the scheduled day.',
      ]),
      paragraph(
        'The market opens twice a month on a fixed schedule agreed with the Food Bank, so that ' +
          'students and families know when to come.',
      ),
      paragraph(
        `A brick and mortar market commits to the program for ${t.brickAndMortarCommitmentYears} ` +
          `years; a mobile market commits for ${t.mobileCommitmentYears} year.`,
      ),
      paragraph(SIGN_NOTE),
    ],
    signature: { index: 1 },
  };
}

function responsibilities(version: TextVersion): AgreementSection {
  const t = SCHOOL_MARKET_TERMS;
  const hours = SCHOOL_MARKET_CANCELLATION_NOTICE_HOURS[version];
  return {
    heading: SCHOOL_MARKET_SECTION_HEADINGS[2],
    blocks: [
      paragraph('The School agrees to:'),
      bulletList([
        `Hold a minimum of ${t.minimumDistributionsPerMonth} distributions per month. A ` +
          'distribution that does not take place on its scheduled day is rescheduled within the ' +
          'same month.',
        `Give the School Specialist at least ${hours} hours’ notice before cancelling a ` +
          'distribution.',
        `Give the Food Bank at least ${t.scheduleChangeNotice}’s written notice of any change to ` +
          'the distribution schedule.',
        `For a mobile distribution, keep the distribution open for ${t.mobileDistributionHours} ` +
          `hours and reserve ${t.mobileParkingSpots} parking spots at the site for the ` +
          'distribution.',
        `Have ${t.staffOverseers} members of the School’s staff oversee each distribution.`,
        'Involve student volunteers in running the market, under the supervision of those ' +
          'staff members.',
        'Record the clients served at each distribution in the client data system the Food ' +
          'Bank uses, and keep those records accurate and confidential.',
        'Give the food only to clients and free of charge. The food is not sold, traded or ' +
          'repurposed, and is not used for any purpose other than the School Market.',
        'Tell the School Specialist promptly of any change in the School’s contacts.',
      ]),
      paragraph('The Food Bank agrees to:'),
      bulletList([
        'Supply food for each scheduled distribution and, for a mobile market, bring it to the ' +
          'School on the scheduled day.',
        'Assign a School Specialist as the School’s contact and provide training and program ' +
          'materials.',
        'Keep the client information it receives confidential and use it only to run and report ' +
          'on the program.',
      ]),
      paragraph(SIGN_NOTE),
    ],
    signature: { index: 2 },
  };
}

/**
 * The School Market program agreement in the given version, filled with the parties and titled
 * for the school's district (an Acknowledgement for Houston ISD).
 */
export function schoolMarketProgramAgreement(input: SchoolMarketAgreementInput): AgreementDocument {
  const parties = filledParties(input.parties);
  const title = schoolMarketAgreementHeading(input.districtName);
  return {
    id: SCHOOL_MARKET_AGREEMENT_ID,
    title,
    version: input.version,
    sections: [
      purpose(title, parties),
      responsibilities(input.version),
      usdaNondiscriminationSection(parties.date, SCHOOL_MARKET_SECTION_HEADINGS[3]),
    ],
  };
}

/**
 * What the School Market form and its signature page show, in order: the program agreement
 * (three signature sections), then the School Programs Memorandum of Understanding, which covers
 * School Market brick and mortar and mobile. The text version follows the shared rule
 * (agreements/rules.ts agreementVersion).
 */
export function schoolMarketAgreement(input: SchoolMarketAgreementInput): AgreementDocument[] {
  return [
    schoolMarketProgramAgreement(input),
    schoolProgramsMou({ parties: input.parties, version: input.version }),
  ];
}
