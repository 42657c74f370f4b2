import { useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { HolderPicker } from './holder-picker';
import type { HolderChoice } from './holder-choices';
import type { UserHolder } from './user-holders';

/**
 * The assigned schools (or Kids Cafe sites): one picker per row, 'Add School' ('Add Site') for
 * another row and 'Remove' on each (its accessible name says which one). Rows hold ids, 0 for a
 * row not chosen yet (the domain schema answers 'Required' for it).
 */
export function UserHolderRows({
  holder,
  ids,
  errors,
  choices,
  labelOf,
  onChange,
}: {
  holder: UserHolder;
  ids: readonly number[];
  /** The message of each row, by index. */
  errors: readonly (string | undefined)[];
  choices: readonly HolderChoice[];
  labelOf: (id: number) => string;
  onChange: (ids: number[]) => void;
}) {
  // Stable keys for the rows, so that removing one keeps the others' typed text and focus.
  const nextKey = useRef(0);
  const newKey = () => (nextKey.current += 1);
  const [keys, setKeys] = useState<number[]>(() => ids.map(newKey));
  const [added, setAdded] = useState<number | null>(null);
  // The form was reset to other rows (after saving): start the keys afresh.
  const rowKeys = keys.length === ids.length ? keys : ids.map(newKey);
  if (rowKeys !== keys) setKeys(rowKeys);

  const addButton = useRef<HTMLButtonElement>(null);
  const taken = useMemo(() => new Set(ids.filter(Boolean)), [ids]);
  const noun = holder.noun.toLowerCase();

  const add = () => {
    const key = newKey();
    setKeys([...rowKeys, key]);
    setAdded(key);
    onChange([...ids, 0]);
  };
  const remove = (index: number) => {
    setKeys(rowKeys.filter((_, i) => i !== index));
    setAdded(null);
    onChange(ids.filter((_, i) => i !== index));
    // The removed row's button is gone: focus goes to Add School (Add Site).
    addButton.current?.focus();
  };
  const choose = (index: number, id: number) =>
    onChange(ids.map((current, i) => (i === index ? id : current)));

  return (
    <fieldset className="user-holders">
      <legend>{holder.plural}</legend>
      {ids.length === 0 ? (
        <p className="field-hint">{`No ${holder.plural.toLowerCase()} assigned.`}</p>
      ) : null}
      <ol className="user-holder-rows">
        {ids.map((id, index) => {
          const name = id ? labelOf(id) : `${noun} ${index + 1}`;
          return (
            <li key={rowKeys[index]} className="user-holder-row">
              <HolderPicker
                label={`${holder.noun} ${index + 1}`}
                placeholder={holder.placeholder}
                plural={holder.plural.toLowerCase()}
                value={id}
                choices={choices}
                labelOf={labelOf}
                taken={withoutOwn(taken, id)}
                onChange={(chosen) => choose(index, chosen)}
                error={errors[index]}
                autoFocus={rowKeys[index] === added}
              />
              <Button variant="secondary" onClick={() => remove(index)}>
                Remove<span className="visually-hidden">{` ${name}`}</span>
              </Button>
            </li>
          );
        })}
      </ol>
      <button ref={addButton} type="button" className="button button-secondary" onClick={add}>
        {`Add ${holder.noun}`}
      </button>
    </fieldset>
  );
}

/** The other rows' choices: a row's own choice stays offered to it. */
function withoutOwn(taken: ReadonlySet<number>, own: number): ReadonlySet<number> {
  if (!own || !taken.has(own)) return taken;
  const others = new Set(taken);
  others.delete(own);
  return others;
}
