import { useState } from 'react';
import { MESSAGES } from '@portal/domain';
import { certificateStateOf } from '@portal/domain/programs/backpack-buddy';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoResults } from '../../../components/no-results';
import type { FoodSafetyFieldsFragment } from '../../../gql/graphql';
import { runChange } from '../schools/school-detail-errors';
import { CertificateState, needsAttention } from './certificate-state';
import '../../../styles/tables.css';

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
  // Guards against a second click while a delete is on its way.
  const [busy, setBusy] = useState<number | null>(null);
  const remove = async (entryId: number) => {
    setBusy(entryId);
    const done = await runChange(() => onDelete(entryId), MESSAGES.deleteSuccessful);
    setBusy(null);
    return done;
  };
  const today = new Date();

  return (
    <section aria-labelledby="food-safety-entries-heading">
      <h4 id="food-safety-entries-heading">Entries</h4>
      {entries.length === 0 ? (
        <NoResults />
      ) : (
        <div className="table-scroll">
          <table className="data-table list-table food-safety-entries">
            <caption className="visually-hidden">Food safety entries</caption>
            <thead>
              <tr>
                <th scope="col">Completed By</th>
                <th scope="col">Completion Date</th>
                <th scope="col">Expiration Date</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <EntryRow
                  key={entry.foodSafetyEntryId}
                  entry={entry}
                  today={today}
                  busy={busy === entry.foodSafetyEntryId}
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
  today,
  busy,
  onDelete,
}: {
  entry: Entry;
  today: Date;
  busy: boolean;
  onDelete: (entryId: number) => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState(false);
  const state = certificateStateOf(entry.expirationDate, today);
  return (
    <tr>
      <th scope="row">{entry.completedBy}</th>
      <td>{entry.completionDate}</td>
      <td>
        {entry.expirationDate}
        {needsAttention(state) ? <CertificateState state={state} /> : null}
      </td>
      <td>
        <Button variant="link" disabled={busy} onClick={() => setConfirming(true)}>
          Delete
          <span className="visually-hidden">{` entry of ${entry.completedBy}, ${entry.completionDate}`}</span>
        </Button>
        {confirming ? (
          <ConfirmDialog
            busy={busy}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              void onDelete(entry.foodSafetyEntryId).then(() => setConfirming(false))
            }
            fallbackFocus={() => document.getElementById('food-safety-heading')}
          />
        ) : null}
      </td>
    </tr>
  );
}
