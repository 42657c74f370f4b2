import { useState } from 'react';
import { MESSAGES, formatShortDate } from '@portal/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoResults } from '../../../components/no-results';
import type { AllocationFieldsFragment } from '../../../gql/graphql';
import { runChange } from '../schools/school-detail-errors';
import '../../../styles/tables.css';

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
  // Guards against a second click while a delete is on its way.
  const [busy, setBusy] = useState<number | null>(null);
  const remove = async (entryId: number) => {
    setBusy(entryId);
    const done = await runChange(() => onDelete(entryId), MESSAGES.deleteSuccessful);
    setBusy(null);
    return done;
  };

  return (
    <section aria-labelledby="allocation-entries-heading">
      <h4 id="allocation-entries-heading">Allocation Entries</h4>
      {entries.length === 0 ? (
        <NoResults />
      ) : (
        <div className="table-scroll">
          <table className="data-table list-table allocation-entries">
            <caption className="visually-hidden">Allocation entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Weekly Allocation</th>
                <th scope="col">Updated By</th>
                <th scope="col">Created At</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <EntryRow
                  key={entry.allocationEntryId}
                  entry={entry}
                  busy={busy === entry.allocationEntryId}
                  onDelete={remove}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function EntryRow({
  entry,
  busy,
  onDelete,
}: {
  entry: Entry;
  busy: boolean;
  onDelete: (entryId: number) => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState(false);
  const createdAt = formatShortDate(entry.createdAt);
  return (
    <tr>
      <th scope="row">{entry.weeklyAllocation}</th>
      <td>{entry.updatedBy ?? ''}</td>
      <td>{createdAt}</td>
      <td>
        <Button variant="link" disabled={busy} onClick={() => setConfirming(true)}>
          Delete
          <span className="visually-hidden">{` entry ${entry.weeklyAllocation} of ${createdAt}`}</span>
        </Button>
        {confirming ? (
          <ConfirmDialog
            busy={busy}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              void onDelete(entry.allocationEntryId).then(() => setConfirming(false))
            }
            fallbackFocus={() => document.getElementById('allocate-heading')}
          />
        ) : null}
      </td>
    </tr>
  );
}
