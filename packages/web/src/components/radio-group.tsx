import { useT } from '../i18n/use-t';
import { ChoiceGroup } from './choice-group';
import { componentsMessages } from './components.messages';
import type { SelectOption } from './select-field';

type RadioGroupProps = {
  name: string;
  legend: string;
  options: readonly SelectOption[];
  /** The chosen option's value, or null. */
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  inline?: boolean;
};

/** A labelled group of radio buttons (arrow keys move between them, as the browser does). */
export function RadioGroup({
  name,
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
  hint,
  disabled,
  inline,
}: RadioGroupProps) {
  return (
    <ChoiceGroup name={name} legend={legend} hint={hint} error={error} inline={inline}>
      {({ controlId, describedBy }) =>
        options.map((option, index) => {
          const optionId = `${controlId}-${index}`;
          return (
            <div className="choice" key={option.value}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })
      }
    </ChoiceGroup>
  );
}

/**
 * A Yes/No question as radio buttons over a boolean (or null when unanswered). `invert` maps Yes
 * to false, for fields named the other way round (previous participation sets `new`).
 */
export function YesNoGroup({
  value,
  onChange,
  invert = false,
  ...rest
}: Omit<RadioGroupProps, 'options' | 'value' | 'onChange' | 'inline'> & {
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  invert?: boolean;
}) {
  const t = useT();
  const yes = !invert;
  const chosen = value == null ? null : value === yes ? 'yes' : 'no';
  return (
    <RadioGroup
      {...rest}
      inline
      options={[
        { value: 'yes', label: t(componentsMessages.yes) },
        { value: 'no', label: t(componentsMessages.no) },
      ]}
      value={chosen}
      onChange={(choice) => onChange(choice === 'yes' ? yes : !yes)}
    />
  );
}
