import { useEffect, useId, useMemo, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { MESSAGES } from '@portal/domain';
import { matchingChoices } from './holder-choices';
import type { HolderChoice } from './holder-choices';

const NONE = { shown: [] as HolderChoice[], total: 0 };

/**
 * A searchable picker of a school or a Kids Cafe site (an ARIA 1.2 combobox with a listbox
 * popup): the person types part of a label (a school's name or district, a site's name), and
 * chooses one of the matching options with the mouse or the arrow keys and Enter. Thousands of
 * choices stay usable because only the first matches are listed. Typing clears the choice until
 * an option is picked (or the text is exactly one option's label), so a half-typed name is never
 * saved.
 */
export function HolderPicker({
  label,
  placeholder,
  plural,
  value,
  choices,
  labelOf,
  taken,
  onChange,
  error,
  autoFocus,
  ref,
}: {
  label: string;
  /** 'Type a school or district'. */
  placeholder: string;
  /** 'schools', in 'Showing 50 of 900 schools'. */
  plural: string;
  /** The chosen id; 0 for none. */
  value: number;
  choices: readonly HolderChoice[];
  labelOf: (id: number) => string;
  /** Chosen in other rows: not offered again. */
  taken: ReadonlySet<number>;
  onChange: (id: number) => void;
  error?: string;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // While the person types, the input shows their text; otherwise the chosen one's label.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // A choice made elsewhere (a reset after saving) replaces any text left in the box.
  useEffect(() => {
    if (value !== 0) setTyped(null);
  }, [value]);

  const text = typed ?? (value ? labelOf(value) : '');
  // Only an open list is searched: a form with many rows re-renders them all on each change.
  const { shown, total } = useMemo(
    () => (open ? matchingChoices(choices, typed ?? '', taken) : NONE),
    [open, choices, typed, taken],
  );

  const choose = (choice: HolderChoice) => {
    setTyped(null);
    setOpen(false);
    setActive(-1);
    onChange(choice.id);
  };

  const onType = (next: string) => {
    setTyped(next);
    setOpen(true);
    setActive(-1);
    if (value !== 0) onChange(0);
  };

  const onBlur = () => {
    setOpen(false);
    setActive(-1);
    if (typed === null) return;
    // Text that is exactly one choice's label counts as choosing it.
    const needle = typed.trim().toLowerCase();
    const exact = choices.filter((c) => !taken.has(c.id) && c.label.toLowerCase() === needle);
    if (exact.length === 1) choose(exact[0]!);
    else if (typed.trim() === '') setTyped(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' && open && active >= 0 && shown[active]) {
      // Enter picks the highlighted choice instead of submitting the form.
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open;
  const describedBy = [expanded && total > shown.length ? hintId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['field', 'holder-picker', error ? 'field-invalid' : ''].join(' ').trim()}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        placeholder={placeholder}
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => onType(event.target.value)}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
      />
      <div className="holder-picker-popup" hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label={label}>
          {expanded
            ? shown.map((choice, index) => (
                <li
                  key={choice.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? 'is-active' : undefined}
                  // Keeps focus in the input, so its blur does not close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(choice)}
                >
                  {choice.label}
                </li>
              ))
            : null}
        </ul>
        {expanded && shown.length === 0 ? (
          <p className="holder-picker-empty">{MESSAGES.noResults}</p>
        ) : null}
        {expanded && total > shown.length ? (
          <p id={hintId} className="field-hint">
            {`Showing ${shown.length} of ${total} ${plural}; type to narrow the list.`}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
