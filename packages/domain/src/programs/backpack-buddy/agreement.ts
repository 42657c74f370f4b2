/**
 * The Backpack Buddy program agreement (spec 1 §9, spec 2 "Agreement texts and their rules"), in
 * an older, list-styled version and a newer version written in prose sections. Both have three
 * sections, one per signature slot: 1 program purpose, 2 program responsibilities,
 * 3 nondiscrimination (the USDA statement, dated with the agreement date).
 *
 * The wording is ours; every term of the spec appears with its number.
 */
import { orderedList, paragraph } from '../../agreements/document.ts';
import type { AgreementDocument, AgreementSection, Block } from '../../agreements/document.ts';
import { filledParties, partyAddressLine } from '../../agreements/fill.ts';
import type { AgreementParties } from '../../agreements/fill.ts';
import type { TextVersion } from '../../agreements/rules.ts';
import { schoolProgramsMou } from '../../agreements/school-programs-mou.ts';
import { usdaNondiscriminationSection } from '../../agreements/usda-nondiscrimination.ts';
import { backpackBuddyProgram } from './program.ts';

export const BACKPACK_BUDDY_AGREEMENT_ID = 'backpack-buddy-program-agreement';
export const BACKPACK_BUDDY_AGREEMENT_TITLE = backpackBuddyProgram.agreementTitle.default;

/** The quarters in which the School may ask once for an allotment adjustment. */
export const ALLOTMENT_QUARTERS = [
  'July–September',
  'October–December',
  'January–March',
  'April–June',
] as const;

const QUARTERS_TEXT = 'July–September, October–December, January–March and April–June';

export const BACKPACK_BUDDY_SECTION_HEADINGS = {
  1: 'Program Purpose',
  2: 'Program Responsibilities',
  3: 'Nondiscrimination',
} as const;

function preamble(parties: AgreementParties): Block {
  return paragraph(
    `This Backpack Buddy Program Agreement (the “Agreement”) is made on ${parties.date} between ` +
      `the Food Bank and ${parties.schoolName} (organization type: ${parties.organizationType}), ` +
      `located at ${partyAddressLine(parties)} (the “School Programs Partner” or the “School”). ` +
      'The School Programs Memorandum of Understanding that follows this Agreement is part of it.',
  );
}

const SIGN_NOTE =
  'By typing a name and checking I Agree for this section, the School confirms that it has read ' +
  'this section and will comply with it.';

// ----- Older version: numbered lists -----

function olderPurpose(parties: AgreementParties): AgreementSection {
  return {
    heading: BACKPACK_BUDDY_SECTION_HEADINGS[1],
    blocks: [
      preamble(parties),
      paragraph('The purposes of the Backpack Buddy program are to:'),
      orderedList([
        'Provide nutritious, child-friendly food to children in grades K-12 who are at risk of ' +
          'hunger when school meals are not available, such as on weekends and school holidays.',
        'Reach those children through their school, at no cost to the children or their families.',
        'Help students return to school after the weekend fed and ready to learn.',
      ]),
      paragraph(SIGN_NOTE),
    ],
    signature: { index: 1 },
  };
}

function olderResponsibilities(): AgreementSection {
  return {
    heading: BACKPACK_BUDDY_SECTION_HEADINGS[2],
    blocks: [
      paragraph('The School agrees to:'),
      orderedList([
        'Name a primary coordinator, and where possible a secondary coordinator, to run the ' +
          'program at the School and to act as the Food Bank’s contacts.',
        'Enroll only students who are income eligible. A student is eligible through free or ' +
          'reduced-price lunch status, or through a hardship letter describing the family’s need.',
        'Before a student receives any food, obtain a permission slip signed by the student’s ' +
          'parent or guardian, and keep one signed permission slip for each participating student ' +
          'on file at the School. Scans or copies of permission slips sent to Food Bank staff are ' +
          'not accepted.',
        'Distribute weekend food sacks to enrolled students at least three times a month while ' +
          'school is in session.',
        'Give the food only to enrolled students and free of charge; never sell, trade or ' +
          'exchange it, use it as a reward or withhold it as a punishment.',
        'Store the food in a clean, dry and secure place, off the floor and away from chemicals ' +
          'and pests, until it is distributed.',
        'Report each month’s distributions through the partner portal.',
        'Keep permission slips, eligibility records and distribution records for three years ' +
          'and show them to Food Bank staff on request.',
        'Ask for an adjustment of the School’s allotment no more than once per quarter: ' +
          `${QUARTERS_TEXT}.`,
        'Tell the Backpack Buddy Specialist promptly of any change in the School’s contacts, ' +
          'enrollment or distribution schedule.',
      ]),
      paragraph('The Food Bank agrees to:'),
      orderedList([
        'Deliver the food for the School’s allotment on the schedule agreed with the School.',
        'Assign a Backpack Buddy Specialist as the School’s contact and provide training and ' +
          'program materials.',
        'Review allotment adjustment requests each quarter and tell the School the result.',
        'Keep student information it receives confidential and use it only to run the program.',
      ]),
      paragraph(SIGN_NOTE),
    ],
    signature: { index: 2 },
  };
}

// ----- Newer version: prose sections -----

function newerPurpose(parties: AgreementParties): AgreementSection {
  return {
    heading: BACKPACK_BUDDY_SECTION_HEADINGS[1],
    blocks: [
      preamble(parties),
      paragraph(
        'Many children who rely on school meals during the week do not have enough to eat on ' +
          'weekends and school holidays. Through the Backpack Buddy program the Food Bank ' +
          'supplies nutritious, child-friendly food, and the School distributes it free of charge ' +
          'to students in grades K-12 who are at risk of hunger, so that they return to school ' +
          'fed and ready to learn.',
      ),
      paragraph(
        'The School agrees to run the program for this purpose, in line with this Agreement and ' +
          'the School Programs Memorandum of Understanding. ' +
          SIGN_NOTE,
      ),
    ],
    signature: { index: 1 },
  };
}

function newerResponsibilities(): AgreementSection {
  return {
    heading: BACKPACK_BUDDY_SECTION_HEADINGS[2],
    blocks: [
      paragraph(
        'Coordinators. The School names a primary coordinator, and where possible a secondary ' +
          'coordinator, who run the program at the School and are the Food Bank’s contacts.',
      ),
      paragraph(
        'Eligibility. The School enrolls only students who are income eligible, as shown by free ' +
          'or reduced-price lunch status or by a hardship letter describing the family’s need.',
      ),
      paragraph(
        'Permission slips. No student receives food until a parent or guardian has signed a ' +
          'permission slip. The School keeps the signed permission slip of each participating ' +
          'student on file. Scans or copies of permission slips sent to Food Bank staff are not ' +
          'accepted.',
      ),
      paragraph(
        'Distribution. The School distributes weekend food sacks to enrolled students at least ' +
          'three times a month while school is in session. The food is given only to enrolled ' +
          'students and free of charge; it is never sold, traded or exchanged, used as a reward or ' +
          'withheld as a punishment. Until it is distributed, the food is kept in a clean, dry and ' +
          'secure place, off the floor and away from chemicals and pests.',
      ),
      paragraph(
        'Reporting and records. The School reports each month’s distributions through the ' +
          'partner portal, and keeps permission slips, eligibility records and distribution ' +
          'records for three years, available to Food Bank staff on request.',
      ),
      paragraph(
        'Allotment. The School may ask its Backpack Buddy Specialist to adjust its allotment once ' +
          `per quarter: ${QUARTERS_TEXT}. The Food Bank reviews each request and may adjust the ` +
          'allotment to match the School’s enrollment and the food available.',
      ),
      paragraph(
        'The Food Bank’s part. The Food Bank delivers the School’s allotment on the schedule ' +
          'agreed with the School, assigns a Backpack Buddy Specialist as the School’s contact, ' +
          'provides training and program materials, and keeps the student information it ' +
          'receives confidential.',
      ),
      paragraph(SIGN_NOTE),
    ],
    signature: { index: 2 },
  };
}

/** The Backpack Buddy program agreement in the given version, filled with the parties. */
export function backpackBuddyProgramAgreement(input: {
  parties: Partial<AgreementParties> | null | undefined;
  version: TextVersion;
}): AgreementDocument {
  const parties = filledParties(input.parties);
  const older = input.version === 'older';
  return {
    id: BACKPACK_BUDDY_AGREEMENT_ID,
    title: BACKPACK_BUDDY_AGREEMENT_TITLE,
    version: input.version,
    sections: [
      older ? olderPurpose(parties) : newerPurpose(parties),
      older ? olderResponsibilities() : newerResponsibilities(),
      usdaNondiscriminationSection(parties.date, BACKPACK_BUDDY_SECTION_HEADINGS[3]),
    ],
  };
}

/**
 * What Backpack Buddy step 3 and its signature page show, in order: the program agreement (three
 * signature sections), then the School Programs Memorandum of Understanding. The text version
 * follows the shared rule (agreements/rules.ts agreementVersion).
 */
export function backpackBuddyAgreement(input: {
  parties: Partial<AgreementParties> | null | undefined;
  version: TextVersion;
}): AgreementDocument[] {
  return [backpackBuddyProgramAgreement(input), schoolProgramsMou(input)];
}
