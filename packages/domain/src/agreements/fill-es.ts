/**
 * The fill values as the Spanish agreement texts write them (issue 20). The parties are the
 * English texts' (the same builders' input, `filledParties`): names, address, city, zip, email
 * and Texas stay as they are. Two values are written in Spanish:
 * - the agreement date, which the English writes in US format (formatUsDate, 'M/D/YYYY':
 *   3/5/2024), is written out ('5 de marzo de 2024'), so that a reader used to day-first dates
 *   cannot take 3/5 for the 3rd of May;
 * - the organization type, an enumeration label ('Public School'), gets its Spanish label.
 * A blank value stays the visible blank line.
 */
import { ENUMERATIONS } from '../enums.ts';
import type { OrganizationType } from '../enums.ts';
import { filledParties } from './fill.ts';
import type { AgreementParties } from './fill.ts';

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A US-format agreement date (M/D/YYYY) written out in Spanish: '3/5/2024' → '5 de marzo de
 * 2024'. Anything else (the blank line, an unexpected text) is returned unchanged.
 */
export function spanishAgreementDate(usDate: string): string {
  const match = US_DATE.exec(usDate.trim());
  const month = match ? SPANISH_MONTHS[Number(match[1]) - 1] : undefined;
  const day = match ? Number(match[2]) : 0;
  if (!match || !month || day < 1 || day > 31) return usDate;
  return `${day} de ${month} de ${match[3]}`;
}

/** The Spanish labels of the organizationTypes enumeration, as the texts name the party. */
export const ORGANIZATION_TYPE_LABELS_ES: Readonly<Record<OrganizationType, string>> = {
  PUBLIC_SCHOOL: 'Escuela pública',
  CHARTER_SCHOOL: 'Escuela chárter',
  PRIVATE_SCHOOL: 'Escuela privada',
  SCHOOL_DISTRICT: 'Distrito escolar',
  NONPROFIT: 'Organización sin fines de lucro',
  OTHER: 'Otro',
};

/** An organization type label in Spanish; a label that is not the enumeration's stays as it is. */
export function spanishOrganizationType(label: string): string {
  const option = ENUMERATIONS.organizationTypes.options.find((o) => o.label === label);
  return option ? ORGANIZATION_TYPE_LABELS_ES[option.value] : label;
}

/** The parties as the Spanish texts write them (see the file comment); idempotent. */
export function filledPartiesEs(
  parties: Partial<AgreementParties> | null | undefined,
): AgreementParties {
  const p = filledParties(parties);
  return {
    ...p,
    organizationType: spanishOrganizationType(p.organizationType),
    date: spanishAgreementDate(p.date),
  };
}
