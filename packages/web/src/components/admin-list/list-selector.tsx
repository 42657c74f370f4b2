import { useSearchParams } from 'react-router';
import { SelectField } from '../select-field';
import type { SelectOption } from '../select-field';

/**
 * A list's selector kept in the URL (?name=value): its value ('' when absent) and a setter
 * that writes it (or removes it for '') and goes back to the first page.
 */
export function useListParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const choose = (next: string) => {
    setParams((previous) => {
      const search = new URLSearchParams(previous);
      if (next) search.set(name, next);
      else search.delete(name);
      search.delete('page');
      return search;
    });
  };
  return [value, choose];
}

/**
 * The selector above an admin list, bound to a URL parameter: the term of a school list
 * (placeholder 'Select Term:'), the type of the Kids Cafe sites, … Choosing goes back to the
 * first page; the empty first option removes the parameter.
 */
export function ListSelector({
  label,
  name,
  placeholder,
  options,
}: {
  label: string;
  /** The URL parameter, e.g. 'term'. */
  name: string;
  /** The first, empty option, e.g. 'Select Term:'. */
  placeholder: string;
  options: readonly SelectOption[];
}) {
  const [value, choose] = useListParam(name);
  return (
    <SelectField
      className="admin-list-selector"
      label={label}
      name={name}
      placeholder={placeholder}
      value={value}
      options={options}
      onChange={(event) => choose(event.target.value)}
    />
  );
}
