import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** What the form holds under the holder's path, by field (a contact as one object). */
export type HolderFieldValues = Record<string, unknown>;

/**
 * Fills the holder an application names (a Kids Cafe site, a Partner Services organization) when
 * the applicant chooses one other than the application's own: the choice is the select at
 * `idPath` (the holder's id, '' or null for none); `load` gives the values to put under `path` (its
 * details, and its contacts where the API gives them), or null. Choosing none puts `blank`, when
 * given (Partner Services' "A new organization": the details are typed afresh). Read-only forms
 * are never filled; an answer that comes after another choice is dropped.
 */
export function useHolderPrefill<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  {
    idPath,
    path,
    ownId,
    readOnly,
    load,
    blank,
  }: {
    idPath: string;
    path: string;
    ownId: number | null;
    readOnly: boolean;
    load: (id: number) => Promise<HolderFieldValues | null>;
    blank?: HolderFieldValues;
  },
) {
  // The holder's fields are named by path at run time.
  const holderForm = form as unknown as UseFormReturn<FieldValues, unknown, O>;
  // '' or null: none chosen.
  const chosen = (useWatch({ control: holderForm.control, name: idPath }) as string | null) ?? '';
  const last = useRef(ownId ? String(ownId) : '');
  const loadRef = useRef(load);
  loadRef.current = load;
  const blankRef = useRef(blank);
  blankRef.current = blank;

  useEffect(() => {
    if (readOnly || chosen === last.current) return;
    last.current = chosen;
    const put = (values: HolderFieldValues) => {
      for (const [key, value] of Object.entries(values)) {
        holderForm.setValue(`${path}.${key}`, value, { shouldDirty: true });
      }
    };
    if (!chosen) {
      if (blankRef.current) put(blankRef.current);
      return;
    }
    let current = true;
    loadRef
      .current(Number(chosen))
      .then((values) => {
        if (current && values && holderForm.getValues(idPath) === chosen) put(values);
      })
      .catch(() => {
        // The fields stay editable; the applicant types the holder's details.
      });
    return () => {
      current = false;
    };
  }, [holderForm, idPath, path, readOnly, chosen]);
}
