import { usDayToIso } from '@portal/domain';
import type { FoodSafetyCertificateState } from '@portal/domain/programs/backpack-buddy';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { CertificateState } from './certificate-state';

/** What a school list row says of its food safety (AdminSchoolListRow). */
export interface FoodSafetyListFacts {
  foodSafetyCertificate?: FoodSafetyCertificateState | null;
  /** MM/DD/YYYY: the latest expiration date of the school's entries. */
  foodSafetyExpirationDate?: string | null;
}

/**
 * The Backpack Buddy school list's Food Safety column: the certificate's state in words with its
 * expiration date, expired and expiring soon in bold with a warning sign. It sorts by the
 * expiration date (schools without a certificate last), so the most urgent come first.
 */
export function foodSafetyColumn<Row extends object>(): DataTableColumn<Row> {
  // The shared list row type does not name the program's own fields; the Backpack Buddy list
  // query asks for them (schools.queries.ts), and a row without them reads as no certificate.
  const facts = (row: Row) => row as FoodSafetyListFacts;
  return {
    key: 'foodSafety',
    header: 'Food Safety',
    value: (row) => {
      const date = facts(row).foodSafetyExpirationDate;
      return date ? usDayToIso(date) : null;
    },
    render: (row) => (
      <CertificateState
        state={facts(row).foodSafetyCertificate ?? 'NONE'}
        expirationDate={facts(row).foodSafetyExpirationDate}
      />
    ),
  };
}
