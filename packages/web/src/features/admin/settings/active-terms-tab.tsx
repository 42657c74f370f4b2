import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import {
  MESSAGES,
  SETTINGS_MESSAGES,
  formatSignatureDate,
  settingsShape,
  type TermFlag,
} from '@portal/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SettingsForm } from './settings-form';
import { runSettingsChange } from './settings-save';
import type { SettingsTabProps } from './settings-types';
import { AdminCreateNextTermsDocument, AdminUpdateTermSettingsDocument } from './settings.queries';

/**
 * Active Terms (spec 3 §2; Backpack Buddy, School Market, Teachers Aid): whether new school-year
 * and summer applications are accepted, the terms that exist, and creating next year's SCHOOL
 * and SUMMER terms.
 */
export function ActiveTermsTab({ program, settings }: SettingsTabProps) {
  return (
    <>
      <TermToggles program={program} settings={settings} />
      <TermList program={program} settings={settings} />
    </>
  );
}

function TermToggles({ program, settings }: SettingsTabProps) {
  const flags = settingsShape(program).termFlags;
  const saved = Object.fromEntries(
    flags.map((flag) => [flag, settings.config[flag] === true]),
  ) as Record<TermFlag, boolean>;
  const [values, setValues] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [update] = useMutation(AdminUpdateTermSettingsDocument);
  const changed = flags.some((flag) => values[flag] !== saved[flag]);

  const save = async () => {
    setSaving(true);
    await runSettingsChange(
      () => update({ variables: { program: program.programEnum, input: values } }),
      MESSAGES.updateSuccessful,
    );
    setSaving(false);
  };

  return (
    <SettingsForm
      title="Active Terms"
      flags={flags}
      values={values}
      onToggle={(flag, checked) => setValues({ ...values, [flag]: checked })}
      changed={changed}
      saving={saving}
      onSave={() => void save()}
    />
  );
}

function TermList({ program, settings }: SettingsTabProps) {
  const [create, { loading }] = useMutation(AdminCreateNextTermsDocument);
  const [confirming, setConfirming] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const year = settings.nextTermYear;

  const createTerms = async () => {
    if (year === null) return;
    await runSettingsChange(
      () => create({ variables: { program: program.programEnum, year } }),
      SETTINGS_MESSAGES.termsCreated(year),
    );
    setConfirming(false);
    createButton.current?.focus();
  };

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h3 id={headingId}>Terms</h3>
      {settings.terms.length === 0 ? (
        <p>No terms yet.</p>
      ) : (
        <table className="settings-terms">
          <thead>
            <tr>
              <th scope="col">Term</th>
              <th scope="col">Start Date</th>
              <th scope="col">End Date</th>
            </tr>
          </thead>
          <tbody>
            {settings.terms.map((term) => (
              <tr key={term.termId}>
                <td>{term.termFormatted}</td>
                <td>{formatSignatureDate(term.startDate)}</td>
                <td>{formatSignatureDate(term.endDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {year !== null ? (
        <button
          ref={createButton}
          type="button"
          className="button button-secondary"
          onClick={() => setConfirming(true)}
        >
          {`Create ${year} Terms`}
        </button>
      ) : null}
      {confirming && year !== null ? (
        <ConfirmDialog
          message={`This adds the ${year}-${year + 1} School Year and Summer ${year} terms of ${program.name}. Terms cannot be removed.`}
          confirmLabel="Create Terms"
          busy={loading}
          onConfirm={() => void createTerms()}
          onCancel={() => setConfirming(false)}
          fallbackFocus={() => createButton.current}
        />
      ) : null}
    </section>
  );
}
