/**
 * The USDA nondiscrimination statement, in plain words (section 3 of the program agreements,
 * signed with the third typed name and agreeNondiscrimination). It is dated with the agreement
 * date (see `agreementDate` in rules.ts).
 *
 * The protected bases and the complaint addresses are those of the USDA statement in force for
 * the agreement years this portal shows (2022 revision); the wording here is ours.
 */
import { bulletList, paragraph } from './document.ts';
import type { AgreementDocument, AgreementSection, Block } from './document.ts';
import { fillValue } from './fill.ts';

export const USDA_NONDISCRIMINATION_HEADING = 'Nondiscrimination Statement';
export const EQUAL_OPPORTUNITY_SENTENCE = 'This institution is an equal opportunity provider.';

/** Where a program discrimination complaint is sent. */
export const USDA_CIVIL_RIGHTS_CONTACT = {
  office: 'U.S. Department of Agriculture, Office of the Assistant Secretary for Civil Rights',
  mailingAddress: '1400 Independence Avenue, SW, Washington, D.C. 20250-9410',
  fax: '(833) 256-1665 or (202) 690-7442',
  email: 'program.intake@usda.gov',
  formPhone: '(866) 632-9992',
} as const;

/** The statement's blocks, ending with the date line ('Date: 3/5/2024'). */
export function usdaNondiscriminationBlocks(date: string | null | undefined): Block[] {
  const contact = USDA_CIVIL_RIGHTS_CONTACT;
  return [
    paragraph(
      'Federal civil rights law and the civil rights rules and policies of the U.S. Department of ' +
        'Agriculture (USDA) forbid this institution, its agents and its employees to discriminate ' +
        'against anyone on the basis of race, color, national origin, sex (including gender ' +
        'identity and sexual orientation), religious creed, disability, age or political beliefs, ' +
        'or to take reprisal or retaliate against anyone for earlier civil rights activity.',
    ),
    paragraph(
      'People with disabilities who need another way to receive program information (for ' +
        'example braille, large print, audio recording or American Sign Language) should contact ' +
        'the agency that runs the program or the USDA TARGET Center at (202) 720-2600 (voice and ' +
        'TTY), or reach USDA through the Federal Relay Service at (800) 877-8339. Program ' +
        'information may also be made available in languages other than English.',
    ),
    paragraph(
      'To file a program discrimination complaint, fill out the USDA Program Discrimination ' +
        'Complaint Form, AD-3027, which is available online, at any USDA office or by calling ' +
        `${contact.formPhone}, or write a letter addressed to USDA. The letter must give your ` +
        'name, address and telephone number, and describe the action you believe was ' +
        'discriminatory, with its date and enough detail for the Assistant Secretary for Civil ' +
        'Rights to understand the alleged civil rights violation. Send the completed form or ' +
        'letter to USDA by one of these means:',
    ),
    bulletList([
      `Mail: ${contact.office}, ${contact.mailingAddress}`,
      `Fax: ${contact.fax}`,
      `Email: ${contact.email}`,
    ]),
    paragraph(EQUAL_OPPORTUNITY_SENTENCE),
    paragraph(`Date: ${fillValue(date)}`),
  ];
}

/** The statement as a signature section (slot 3 of the program agreements). */
export function usdaNondiscriminationSection(
  date: string | null | undefined,
  heading: string = USDA_NONDISCRIMINATION_HEADING,
): AgreementSection {
  return { heading, blocks: usdaNondiscriminationBlocks(date), signature: { index: 3 } };
}

/** The statement on its own (one version). */
export function usdaNondiscriminationStatement(date: string | null | undefined): AgreementDocument {
  return {
    id: 'usda-nondiscrimination-statement',
    title: 'USDA Nondiscrimination Statement',
    version: 'current',
    sections: [{ blocks: usdaNondiscriminationBlocks(date) }],
  };
}
