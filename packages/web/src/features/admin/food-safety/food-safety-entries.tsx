import { certificateStateOf } from '@portal/domain/programs/backpack-buddy';
import type { FoodSafetyFieldsFragment } from '../../../gql/graphql';
import { DeletableEntries } from '../deletable-entries';
import { CertificateState, needsAttention } from './certificate-state';

type Entry = FoodSafetyFieldsFragment['foodSafetyEntries'][number];

/**
 * The school's food safety entries, newest first: Completed By, Completion Date, Expiration
 * Date (an expired or soon-expiring one says so beside the date) and Delete, which asks
 * 'Are you sure?' and deletes with 'Delete Successful'.
 */
export function FoodSafetyEntries({
  entries,
  onDelete,
}: {
  entries: readonly Entry[];
  onDelete: (foodSafetyEntryId: number) => Promise<unknown>;
}) {
  const today = new Date();
  return (
    <DeletableEntries
      heading="Entries"
      headingId="food-safety-entries-heading"
      caption="Food safety entries"
      className="food-safety-entries"
      headers={['Completed By', 'Completion Date', 'Expiration Date']}
      entries={entries}
      entryId={(entry) => entry.foodSafetyEntryId}
      cells={(entry) => {
        const state = certificateStateOf(entry.expirationDate, today);
        return (
          <>
            <th scope="row">{entry.completedBy}</th>
            <td>{entry.completionDate}</td>
            <td>
              {entry.expirationDate}
              {needsAttention(state) ? <CertificateState state={state} /> : null}
            </td>
          </>
        );
      }}
      deleteLabel={(entry) => `entry of ${entry.completedBy}, ${entry.completionDate}`}
      focusAfterDelete="food-safety-heading"
      onDelete={onDelete}
    />
  );
}
