import { enumLabel } from '@portal/domain';

/** A holder's program status (programStatuses) as its list and export show it. */
export const programStatusLabel = (row: { programStatus?: string | null }) =>
  enumLabel('programStatuses', row.programStatus);

/** A holder's street address, city and zip, as the Address column of its list shows them. */
export function holderAddress(row: {
  address1?: string | null;
  city?: string | null;
  zip?: string | null;
}): string {
  return [row.address1, row.city, row.zip].filter(Boolean).join(', ');
}
