/**
 * Which agreement documents a program shows, and their titles (spec 2 §4 "Principal signature":
 * the title differs by program; School Market says Acknowledgement for Houston ISD).
 */
import { programBySlug } from '../programs.ts';
import { backpackBuddyProgramAgreement } from './backpack-buddy.ts';
import type { AgreementDocument } from './document.ts';
import type { AgreementParties } from './fill.ts';
import type { TextVersion } from './rules.ts';
import { schoolProgramsMou } from './school-programs-mou.ts';

/** The programs whose applications carry a principal signature (signature details programName). */
export const AGREEMENT_PROGRAM_SLUGS = ['backpack-buddy', 'school-market', 'teachers-aid'] as const;
export type AgreementProgramSlug = (typeof AGREEMENT_PROGRAM_SLUGS)[number];

export function isAgreementProgramSlug(value: unknown): value is AgreementProgramSlug {
  return AGREEMENT_PROGRAM_SLUGS.includes(value as AgreementProgramSlug);
}

/**
 * What Backpack Buddy step 3 and its signature page show, in order: the program agreement (three
 * signature sections), then the School Programs Memorandum of Understanding.
 */
export function backpackBuddyAgreement(input: {
  parties: Partial<AgreementParties> | null | undefined;
  version: TextVersion;
}): AgreementDocument[] {
  return [backpackBuddyProgramAgreement(input), schoolProgramsMou(input)];
}

/** 'Houston ISD' (also 'Houston Independent School District'), ignoring case, dots and spacing. */
export function isHoustonIsd(districtName: string | null | undefined): boolean {
  const name = (districtName ?? '').toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();
  return name === 'houston isd' || name === 'houston independent school district';
}

/** The School Market agreement heading: an Acknowledgement for Houston ISD, else an Agreement. */
export function schoolMarketAgreementHeading(districtName: string | null | undefined): string {
  return isHoustonIsd(districtName)
    ? 'School Market Program Acknowledgement'
    : 'School Market Program Agreement';
}

/**
 * The program agreement title: 'Backpack Buddy Program Agreement', 'Teachers Aid Program
 * Agreement', School Market by district (see schoolMarketAgreementHeading); another known program
 * gets '{name} Program Agreement', an unknown slug 'Program Agreement'.
 */
export function agreementTitle(
  programSlug: string | null | undefined,
  districtName?: string | null,
): string {
  if (programSlug === 'school-market') return schoolMarketAgreementHeading(districtName);
  const program = programBySlug(programSlug);
  return program ? `${program.name} Program Agreement` : 'Program Agreement';
}
