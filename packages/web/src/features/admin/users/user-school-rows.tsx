import { useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { SchoolPicker } from './school-picker';
import type { SchoolChoice } from './school-choices';

/**
 * The assigned schools: one picker per row, 'Add School' for another row and 'Remove' on each
 * (its accessible name says which school). Rows hold school ids, 0 for a row not chosen yet
 * (the domain schema answers 'Required' for it).
 */
export function UserSchoolRows({
  schoolIds,
  errors,
  choices,
  labelOf,
  onChange,
}: {
  schoolIds: readonly number[];
  /** The message of each row, by index. */
  errors: readonly (string | undefined)[];
  choices: readonly SchoolChoice[];
  labelOf: (schoolId: number) => string;
  onChange: (schoolIds: number[]) => void;
}) {
  // Stable keys for the rows, so that removing one keeps the others' typed text and focus.
  const nextKey = useRef(0);
  const newKey = () => (nextKey.current += 1);
  const [keys, setKeys] = useState<number[]>(() => schoolIds.map(newKey));
  const [added, setAdded] = useState<number | null>(null);
  // The form was reset to other rows (after saving): start the keys afresh.
  const rowKeys = keys.length === schoolIds.length ? keys : schoolIds.map(newKey);
  if (rowKeys !== keys) setKeys(rowKeys);

  const addButton = useRef<HTMLButtonElement>(null);
  const taken = useMemo(() => new Set(schoolIds.filter(Boolean)), [schoolIds]);

  const add = () => {
    const key = newKey();
    setKeys([...rowKeys, key]);
    setAdded(key);
    onChange([...schoolIds, 0]);
  };
  const remove = (index: number) => {
    setKeys(rowKeys.filter((_, i) => i !== index));
    setAdded(null);
    onChange(schoolIds.filter((_, i) => i !== index));
    // The removed row's button is gone: focus goes to Add School.
    addButton.current?.focus();
  };
  const choose = (index: number, schoolId: number) =>
    onChange(schoolIds.map((id, i) => (i === index ? schoolId : id)));

  return (
    <fieldset className="user-schools">
      <legend>Schools</legend>
      {schoolIds.length === 0 ? <p className="field-hint">No schools assigned.</p> : null}
      <ol className="user-school-rows">
        {schoolIds.map((schoolId, index) => {
          const name = schoolId ? labelOf(schoolId) : `school ${index + 1}`;
          return (
            <li key={rowKeys[index]} className="user-school-row">
              <SchoolPicker
                label={`School ${index + 1}`}
                value={schoolId}
                choices={choices}
                labelOf={labelOf}
                taken={withoutOwn(taken, schoolId)}
                onChange={(id) => choose(index, id)}
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
        Add School
      </button>
    </fieldset>
  );
}

/** The other rows' schools: a row's own choice stays offered to it. */
function withoutOwn(taken: ReadonlySet<number>, own: number): ReadonlySet<number> {
  if (!own || !taken.has(own)) return taken;
  const others = new Set(taken);
  others.delete(own);
  return others;
}
