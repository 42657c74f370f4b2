/**
 * The Teachers Aid program agreement (spec 2 §4 "Principal signature" and §9 "Agreement texts and
 * their rules"). It has three sections, one per signature slot, matching the step 3
 * certifications: 1 program rules (certifiedProgramRules, nameSignFirst), 2 the agreement
 * (certifiedAgreement, nameSignSecond), 3 nondiscrimination (certifiedNonDiscrimination,
 * nameSignThird: the USDA statement, dated with the agreement date). The School Programs
 * Memorandum of Understanding follows it.
 *
 * The spec gives two readings of the free or reduced lunch threshold: at least 90% (urban) or
 * 70% (rural) in one text, 60% in another, without saying which version is which. Ours: the
 * older text (submitted before August 2024, or a continuation) says 60%, the newer text 90%
 * urban / 70% rural. Only that threshold differs between the versions.
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
import { teachersAidProgram } from './program.ts';

export const TEACHERS_AID_AGREEMENT_ID = 'teachers-aid-program-agreement';
/** 'Teachers Aid Program Agreement' (the registry's title; no Houston ISD variant). */
export const TEACHERS_AID_AGREEMENT_TITLE = programAgreementTitle(teachersAidProgram);

/** Section headings by signature slot. */
export const TEACHERS_AID_SECTION_HEADINGS = {
  1: 'Program Rules',
  2: 'Agreement',
  3: 'Nondiscrimination',
} as const;

/**
 * The step 3 fields behind each signature slot of this agreement: the typed name and the
 * certification checkbox (Teachers Aid's names for the I Agree boxes).
 */
export const TEACHERS_AID_SIGNATURE_FIELDS = {
  1: { name: 'nameSignFirst', agree: 'certifiedProgramRules' },
  2: { name: 'nameSignSecond', agree: 'certifiedAgreement' },
  3: { name: 'nameSignThird', agree: 'certifiedNonDiscrimination' },
} as const;

/**
 * The lowest share of students with free or reduced lunch, by text version (the spec gives both
 * readings without saying which is which: ours, the older text 60%, the newer 90% urban / 70%
 * rural).
 */
export const TEACHERS_AID_LUNCH_THRESHOLD = {
  older: { urban: 60, rural: 60 },
  newer: { urban: 90, rural: 70 },
} as const satisfies Record<TextVersion, { urban: number; rural: number }>;

/** Who may take part, and who may not, as the text names them. */
export const TEACHERS_AID_ELIGIBLE_STAFF = [
  'principals',
  'assistant principals',
  'counselors',
  'CIS representatives',
  'teachers',
] as const;
export const TEACHERS_AID_INELIGIBLE_STAFF = [
  'substitutes',
  'aides',
  'paraprofessionals',
  'cafeteria staff',
  'janitorial staff',
] as const;

export interface TeachersAidAgreementInput {
  parties: Partial<AgreementParties> | null | undefined;
  version: TextVersion;
}

const SIGN_NOTE =
  'By typing a name and checking the box for this section, the School confirms that it has read ' +
  'this section and will comply with it.';

function joinList(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The eligibility sentence of the version. */
export function teachersAidLunchRequirement(version: TextVersion): string {
  const t = TEACHERS_AID_LUNCH_THRESHOLD[version];
  const share =
    t.urban === t.rural
      ? `at least ${t.urban}%`
      : `at least ${t.urban}% (urban schools) or ${t.rural}% (rural schools)`;
  return (
    `The program is open to Title 1 schools where ${share} of students receive free or ` +
    'reduced lunch.'
  );
}

function preamble(parties: AgreementParties): Block {
  return paragraph(
    `This ${TEACHERS_AID_AGREEMENT_TITLE} (the “Agreement”) is made on ${parties.date} between ` +
      `the Food Bank and ${parties.schoolName} (organization type: ${parties.organizationType}), ` +
      `located at ${partyAddressLine(parties)} (the “School Programs Partner” or the “School”). ` +
      'The School Programs Memorandum of Understanding that follows this Agreement is part of it.',
  );
}

function programRules(parties: AgreementParties, version: TextVersion): AgreementSection {
  return {
    heading: TEACHERS_AID_SECTION_HEADINGS[1],
    blocks: [
      preamble(parties),
      paragraph(
        'Through the Teachers Aid program the Food Bank provides school supplies, free of ' +
          'charge, to teachers in low-income schools, so that teachers do not have to buy ' +
          'classroom supplies themselves and students have what they need to learn.',
      ),
      paragraph(teachersAidLunchRequirement(version)),
      paragraph(
        `Only ${joinList(TEACHERS_AID_ELIGIBLE_STAFF)} of the School take part. ` +
          `${capitalise(joinList(TEACHERS_AID_INELIGIBLE_STAFF))} do not take part.`,
      ),
      paragraph(SIGN_NOTE),
    ],
    signature: { index: 1 },
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function agreementTerms(): AgreementSection {
  return {
    heading: TEACHERS_AID_SECTION_HEADINGS[2],
    blocks: [
      paragraph('The School agrees to:'),
      bulletList([
        'Keep the teacher roster up to date, listing only staff who may take part.',
        'Have participating staff come for in-store shopping once a month, on the schedule the ' +
          'Food Bank sets.',
        'Use the supplies only for the School’s classrooms and students.',
        'Tell the Food Bank promptly of any change in the School’s contacts or roster.',
      ]),
      paragraph('The Food Bank agrees to:'),
      bulletList([
        'Make school supplies available to the School’s participating teachers at no cost.',
        'Be the School’s contact for the program and answer its questions.',
      ]),
      paragraph(SIGN_NOTE),
    ],
    signature: { index: 2 },
  };
}

/** The Teachers Aid program agreement in the given version, filled with the parties. */
export function teachersAidProgramAgreement(input: TeachersAidAgreementInput): AgreementDocument {
  const parties = filledParties(input.parties);
  return {
    id: TEACHERS_AID_AGREEMENT_ID,
    title: TEACHERS_AID_AGREEMENT_TITLE,
    version: input.version,
    sections: [
      programRules(parties, input.version),
      agreementTerms(),
      usdaNondiscriminationSection(parties.date, TEACHERS_AID_SECTION_HEADINGS[3]),
    ],
  };
}

/**
 * What Teachers Aid step 3 and its signature page show, in order: the program agreement (three
 * signature sections), then the School Programs Memorandum of Understanding, which covers
 * Teachers Aid. The text version follows the shared rule (agreements/rules.ts agreementVersion).
 */
export function teachersAidAgreement(input: TeachersAidAgreementInput): AgreementDocument[] {
  return [
    teachersAidProgramAgreement(input),
    schoolProgramsMou({ parties: input.parties, version: input.version }),
  ];
}
