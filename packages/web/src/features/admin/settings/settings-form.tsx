import { useId, type ReactNode } from 'react';
import { SETTINGS_LABELS } from '@portal/domain';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';

/**
 * A Program Settings form: its heading, one checkbox per flag (labelled from SETTINGS_LABELS),
 * any further fields, and Save (enabled once something changed).
 */
export function SettingsForm<F extends keyof typeof SETTINGS_LABELS>({
  title,
  flags,
  values,
  onToggle,
  changed,
  saving,
  onSave,
  children,
}: {
  title: string;
  flags: readonly F[];
  values: Record<F, boolean>;
  onToggle: (flag: F, checked: boolean) => void;
  changed: boolean;
  saving: boolean;
  onSave: () => void;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <form
        className="form settings-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        {flags.map((flag) => (
          <CheckboxField
            key={flag}
            name={flag}
            label={SETTINGS_LABELS[flag]}
            checked={values[flag]}
            onChange={(event) => onToggle(flag, event.target.checked)}
          />
        ))}
        {children}
        <Button type="submit" busy={saving} disabled={!changed}>
          Save
        </Button>
      </form>
    </section>
  );
}
