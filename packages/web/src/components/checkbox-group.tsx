import { ChoiceGroup } from './choice-group';
import type { SelectOption } from './select-field';

/** A labelled group of checkboxes over a list of chosen values (a multi-select). */
export function CheckboxGroup({
  name,
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
  columns = false,
}: {
  name: string;
  legend: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** Lay the choices out in columns (long lists such as grades). */
  columns?: boolean;
}) {
  const toggle = (option: string, checked: boolean) => {
    const next = checked ? [...value, option] : value.filter((v) => v !== option);
    // Keep the options' order whatever the order of clicks.
    onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <ChoiceGroup name={name} legend={legend} hint={hint} error={error}>
      {({ controlId, describedBy }) => (
        <div className={columns ? 'choice-columns' : undefined}>
          {options.map((option, index) => {
            const optionId = `${controlId}-${index}`;
            return (
              <div className="choice" key={option.value}>
                <input
                  id={optionId}
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={value.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  onBlur={onBlur}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                />
                <label htmlFor={optionId}>{option.label}</label>
              </div>
            );
          })}
        </div>
      )}
    </ChoiceGroup>
  );
}
