/** A field's hint or its error message, with the id its control points at. */
export function FieldHint({ id, children }: { id?: string; children?: string }) {
  if (!id || !children) return null;
  return (
    <p id={id} className="field-hint">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id?: string; children?: string }) {
  if (!id || !children) return null;
  return (
    <p id={id} className="field-error">
      {children}
    </p>
  );
}
