import { useState } from 'react';
import type { ReactNode } from 'react';
import { MESSAGES } from '@portal/domain';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { NoResults } from '../../components/no-results';
import { runChange } from './schools/school-detail-errors';
import '../../styles/tables.css';

/**
 * A school tab's list of entries, newest first, each with Delete, which asks 'Are you sure?' and
 * deletes with 'Delete Successful' (the Allocate and Food Safety tabs): a heading, 'No Results'
 * when empty, else a table with a caption, the entry's cells (a row header first) and the action.
 * A second click is refused while a delete is on its way; focus goes to `focusAfterDelete` when
 * the deleted row takes its button away.
 */
export function DeletableEntries<Entry>({
  heading,
  headingId,
  caption,
  className,
  headers,
  entries,
  entryId,
  cells,
  deleteLabel,
  focusAfterDelete,
  onDelete,
}: {
  heading: string;
  headingId: string;
  /** Read by screen readers only: what the table lists. */
  caption: string;
  className: string;
  headers: readonly string[];
  entries: readonly Entry[];
  entryId: (entry: Entry) => number;
  /** The row's cells before the action: a <th scope="row"> and <td>s. */
  cells: (entry: Entry) => ReactNode;
  /** Said after 'Delete' to screen readers: which entry ('entry of Dana Reyes, 03/01/2025'). */
  deleteLabel: (entry: Entry) => string;
  focusAfterDelete: string;
  onDelete: (entryId: number) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const remove = async (id: number) => {
    setBusy(id);
    await runChange(() => onDelete(id), MESSAGES.deleteSuccessful);
    setBusy(null);
    setConfirming(null);
  };

  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>{heading}</h4>
      {entries.length === 0 ? (
        <NoResults />
      ) : (
        <div className="table-scroll">
          <table className={`data-table list-table ${className}`}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const id = entryId(entry);
                return (
                  <tr key={id}>
                    {cells(entry)}
                    <td>
                      <Button
                        variant="link"
                        disabled={busy === id}
                        onClick={() => setConfirming(id)}
                      >
                        Delete
                        <span className="visually-hidden">{` ${deleteLabel(entry)}`}</span>
                      </Button>
                      {confirming === id ? (
                        <ConfirmDialog
                          busy={busy === id}
                          onCancel={() => setConfirming(null)}
                          onConfirm={() => void remove(id)}
                          fallbackFocus={() => document.getElementById(focusAfterDelete)}
                        />
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
