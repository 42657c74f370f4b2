import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import {
  MESSAGES,
  SETTINGS_LABELS,
  SETTINGS_SCHEMAS,
  settingsShape,
  type ApplicationFlag,
} from '@portal/domain';
import { TextField } from '../../../components/text-field';
import { SettingsForm } from './settings-form';
import { runSettingsChange } from './settings-save';
import type { SettingsTabProps } from './settings-types';
import { AdminUpdateApplicationSettingsDocument } from './settings.queries';

/**
 * Application (spec 3 §2 and §4): School Market and Teachers Aid waitlistEnabled; Kids Cafe
 * acceptingApplications, waitlisted and the application year; Partner Services
 * acceptingApplications and the application year. The fields are the program's (its registry
 * entry), checked by its schema before they are sent.
 */
export function ApplicationSettingsTab({ program, settings }: SettingsTabProps) {
  const shape = settingsShape(program);
  const flags = shape.applicationFlags;
  const savedFlags = Object.fromEntries(
    flags.map((flag) => [flag, settings.config[flag] === true]),
  ) as Record<ApplicationFlag, boolean>;
  const savedYear =
    settings.config.applicationYear === null ? '' : String(settings.config.applicationYear);
  const [values, setValues] = useState(savedFlags);
  const [year, setYear] = useState(savedYear);
  const [yearError, setYearError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const yearInput = useRef<HTMLInputElement>(null);
  const [update] = useMutation(AdminUpdateApplicationSettingsDocument);
  const changed =
    flags.some((flag) => values[flag] !== savedFlags[flag]) ||
    (shape.applicationYear && year.trim() !== savedYear);

  const save = async () => {
    const input: Record<string, unknown> = { ...values };
    if (shape.applicationYear) {
      const text = year.trim();
      input['applicationYear'] =
        text === '' ? undefined : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    }
    const parsed = SETTINGS_SCHEMAS[program.key].application.safeParse(input);
    const yearIssue =
      shape.applicationYear && input['applicationYear'] === undefined
        ? MESSAGES.required
        : parsed.error?.issues.find((issue) => issue.path[0] === 'applicationYear')?.message;
    setYearError(yearIssue);
    if (yearIssue || !parsed.success) {
      yearInput.current?.focus();
      return;
    }
    setSaving(true);
    const result = await runSettingsChange(
      () => update({ variables: { program: program.programEnum, input: parsed.data } }),
      MESSAGES.updateSuccessful,
    );
    setSaving(false);
    if (!result.ok && result.issues['applicationYear']) {
      setYearError(result.issues['applicationYear']);
      yearInput.current?.focus();
    }
  };

  return (
    <SettingsForm
      title="Application"
      flags={flags}
      values={values}
      onToggle={(flag, checked) => setValues({ ...values, [flag]: checked })}
      changed={changed}
      saving={saving}
      onSave={() => void save()}
    >
      {shape.applicationYear ? (
        <TextField
          ref={yearInput}
          name="applicationYear"
          label={SETTINGS_LABELS.applicationYear}
          inputMode="numeric"
          maxLength={4}
          className="settings-year"
          value={year}
          error={yearError}
          onChange={(event) => setYear(event.target.value)}
        />
      ) : null}
    </SettingsForm>
  );
}
