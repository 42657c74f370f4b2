import { useTranslateMessage } from '../i18n/use-t';

/** A field's hint or its error message, with the id its control points at. */
export function FieldHint({ id, children }: { id?: string; children?: string }) {
  if (!id || !children) return null;
  return (
    <p id={id} className="field-hint">
      {children}
    </p>
  );
}

/**
 * The field's message: a domain message (zod, from MESSAGES) or a server refusal arrives in
 * English and shows in the screen's language.
 */
export function FieldError({ id, children }: { id?: string; children?: string }) {
  const translate = useTranslateMessage();
  if (!id || !children) return null;
  return (
    <p id={id} className="field-error">
      {translate(children)}
    </p>
  );
}
