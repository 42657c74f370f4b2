import { formatShortDate } from '@portal/domain';
import type { AllocationFieldsFragment } from '../../../gql/graphql';
import { DeletableEntries } from '../deletable-entries';

type Entry = AllocationFieldsFragment['allocationEntries'][number];

/**
 * The school's weekly allocation entries, newest first (the first is the allocation in force):
 * Weekly Allocation, Updated By, Created At (M-D-YY) and Delete, which asks 'Are you sure?' and
 * deletes with 'Delete Successful'.
 */
export function AllocationEntries({
  entries,
  onDelete,
}: {
  entries: readonly Entry[];
  onDelete: (allocationEntryId: number) => Promise<unknown>;
}) {
  return (
    <DeletableEntries
      heading="Allocation Entries"
      headingId="allocation-entries-heading"
      caption="Allocation entries, newest first"
      className="allocation-entries"
      headers={['Weekly Allocation', 'Updated By', 'Created At']}
      entries={entries}
      entryId={(entry) => entry.allocationEntryId}
      cells={(entry) => (
        <>
          <th scope="row">{entry.weeklyAllocation}</th>
          <td>{entry.updatedBy ?? ''}</td>
          <td>{formatShortDate(entry.createdAt)}</td>
        </>
      )}
      deleteLabel={(entry) =>
        `entry ${entry.weeklyAllocation} of ${formatShortDate(entry.createdAt)}`
      }
      focusAfterDelete="allocate-heading"
      onDelete={onDelete}
    />
  );
}
