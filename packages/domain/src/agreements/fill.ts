/**
 * The values an agreement text is filled with (spec 2 "Agreement texts and their rules"): school
 * name, organization type, address, city, zip and principal email; the state is always Texas;
 * the date is the agreement date in US format (see `agreementDate` in rules.ts).
 */
import { enumLabel } from '../enums.ts';
import { BLANK_LINE } from './document.ts';

/** The agreement texts fix the state as Texas. */
export const AGREEMENT_STATE = 'Texas';

export interface AgreementParties {
  readonly schoolName: string;
  /** The label of the organizationTypes value (e.g. 'Public School'). */
  readonly organizationType: string;
  /** Address line 1, and line 2 when present, joined by ', '. */
  readonly address: string;
  readonly city: string;
  readonly zip: string;
  readonly principalEmail: string;
  readonly state: typeof AGREEMENT_STATE;
  /** The agreement date, already in US format (M/D/YYYY). */
  readonly date: string;
}

/** The school fields the texts use (a school record from an application or signature details). */
export interface AgreementSchool {
  readonly name?: string | null;
  readonly address1?: string | null;
  readonly address2?: string | null;
  readonly city?: string | null;
  readonly zip?: string | null;
}

/** The application fields the texts use. */
export interface AgreementApplication {
  /** A value of the organizationTypes enumeration. */
  readonly organizationType?: string | null;
}

/** A fill value: trimmed text, or the visible blank line when missing or blank. */
export function fillValue(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return text === '' ? BLANK_LINE : text;
}

function joinAddress(
  address1: string | null | undefined,
  address2: string | null | undefined,
): string {
  return [address1, address2]
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '')
    .join(', ');
}

/** Builds the fill values from a school, its application, the principal email and the date. */
export function agreementParties(
  school: AgreementSchool | null | undefined,
  application: AgreementApplication | null | undefined,
  principalEmail: string | null | undefined,
  date: string | null | undefined,
): AgreementParties {
  return {
    schoolName: fillValue(school?.name),
    organizationType: fillValue(enumLabel('organizationTypes', application?.organizationType)),
    address: fillValue(joinAddress(school?.address1, school?.address2)),
    city: fillValue(school?.city),
    zip: fillValue(school?.zip),
    principalEmail: fillValue(principalEmail),
    state: AGREEMENT_STATE,
    date: fillValue(date),
  };
}

/**
 * Parties as the texts write them: every blank value becomes the blank line and the state is
 * Texas whatever was passed. Idempotent; the text builders apply it to their input.
 */
export function filledParties(
  parties: Partial<AgreementParties> | null | undefined,
): AgreementParties {
  return {
    schoolName: fillValue(parties?.schoolName),
    organizationType: fillValue(parties?.organizationType),
    address: fillValue(parties?.address),
    city: fillValue(parties?.city),
    zip: fillValue(parties?.zip),
    principalEmail: fillValue(parties?.principalEmail),
    state: AGREEMENT_STATE,
    date: fillValue(parties?.date),
  };
}

/** '123 Main St, Houston, Texas 77011' (blank parts as blank lines). */
export function partyAddressLine(parties: AgreementParties): string {
  return `${parties.address}, ${parties.city}, ${parties.state} ${parties.zip}`;
}
