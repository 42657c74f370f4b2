import { useId } from 'react';
import type { ReactNode } from 'react';
import { SHOW_ALL } from '@portal/domain';
import { useT } from '../../i18n/use-t';
import { tableMessages } from './data-table.messages';

/** The 'Show All' choice every filter has (the domain's); its test is not called. */
export { SHOW_ALL };

export interface ToolbarFilter {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
}

/**
 * Above the table: the labelled search box (when the table searches), one labelled select per
 * filter with 'Show All' first, and the page's own controls (Export, Add …).
 */
export function TableToolbar({
  search,
  filters,
  onFilter,
  children,
}: {
  search: { value: string; onChange: (text: string) => void } | null;
  filters: readonly ToolbarFilter[];
  onFilter: (key: string, value: string) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const t = useT();
  if (!search && filters.length === 0 && !children) return null;
  return (
    <div className="data-table-toolbar">
      {search ? (
        <div className="data-table-control data-table-search">
          <label htmlFor={`${id}-search`}>{t(tableMessages.search)}</label>
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
          />
        </div>
      ) : null}
      {filters.map((filter) => (
        <div className="data-table-control" key={filter.key}>
          <label htmlFor={`${id}-filter-${filter.key}`}>{filter.label}</label>
          <select
            id={`${id}-filter-${filter.key}`}
            value={filter.value}
            onChange={(event) => onFilter(filter.key, event.target.value)}
          >
            <option value={SHOW_ALL}>{t(tableMessages.showAll)}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {children ? <div className="data-table-actions">{children}</div> : null}
    </div>
  );
}
