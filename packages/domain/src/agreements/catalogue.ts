/**
 * Which programs carry a signed agreement, and the agreement titles (spec 2 §4 "Principal
 * signature": the title differs by program; School Market says Acknowledgement for Houston ISD).
 * The titles are facts of each program's registry entry; the texts live in the program's folder
 * (Backpack Buddy: programs/backpack-buddy/agreement.ts).
 */
import { programBySlug, type Program } from '../programs.ts';

/** The programs whose applications carry a principal signature (signature details programName). */
export const AGREEMENT_PROGRAM_SLUGS = ['backpack-buddy', 'school-market', 'teachers-aid'] as const;
export type AgreementProgramSlug = (typeof AGREEMENT_PROGRAM_SLUGS)[number];

export function isAgreementProgramSlug(value: unknown): value is AgreementProgramSlug {
  return AGREEMENT_PROGRAM_SLUGS.includes(value as AgreementProgramSlug);
}

/** 'Houston ISD' (also 'Houston Independent School District'), ignoring case, dots and spacing. */
export function isHoustonIsd(districtName: string | null | undefined): boolean {
  const name = (districtName ?? '').toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();
  return name === 'houston isd' || name === 'houston independent school district';
}

/** A program's agreement title for a school of the district (its Houston ISD title there). */
export function programAgreementTitle(
  program: Pick<Program, 'agreementTitle'>,
  districtName?: string | null,
): string {
  const title = program.agreementTitle;
  return (isHoustonIsd(districtName) && title.houstonIsd) || title.default;
}

/**
 * The program agreement title, from the program's entry: 'Backpack Buddy Program Agreement',
 * 'Teachers Aid Program Agreement', School Market's Acknowledgement for a Houston ISD school;
 * an unknown slug gets 'Program Agreement'.
 */
export function agreementTitle(
  programSlug: string | null | undefined,
  districtName?: string | null,
): string {
  const program = programBySlug(programSlug);
  return program ? programAgreementTitle(program, districtName) : 'Program Agreement';
}
