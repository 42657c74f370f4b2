/**
 * What a form's controls hold for the fields of a domain step schema, derived from the schema's
 * input (`z.input`, exported by the domain next to the schema as `Step…Input`): a text box,
 * select or radio group holds a string, a checkbox or yes/no question a boolean (null until
 * answered), a checkbox group its strings. The field names are the schema's, so a field the
 * domain adds or drops is one the form's defaults must add or drop, or they do not compile.
 * Any other field (a roster) keeps the schema's input type. Where the API's values already fit
 * the schema's input (step 3), the form holds the input itself.
 */
export type ControlValues<I> = {
  -readonly [K in keyof I]-?: ControlValue<Exclude<I[K], null | undefined>>;
};

type ControlValue<T> = [T] extends [boolean]
  ? boolean | null
  : [T] extends [string | number]
    ? string
    : [T] extends [readonly (string | number)[]]
      ? string[]
      : T;
