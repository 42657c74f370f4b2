import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import type { SheetData } from '../../lib/spreadsheet';
import { DataTable } from '../data-table/data-table';
import type { DataTableProps } from '../data-table/data-table';
import { ErrorBlock } from '../error-block';
import { SpreadsheetExportButton } from '../export-button';
import { Loading } from '../loading';
import './admin-list.css';

/** The list's Export: the file name and the sheet of the rows the table shows. */
export interface AdminListExport<Row> {
  /** e.g. 'schools.xlsx'. */
  fileName: string;
  /**
   * Built on click from the rows shown after search and filters, in the table's order (all
   * pages); a promise when it loads more first.
   */
  sheet: (shown: readonly Row[]) => SheetData | Promise<SheetData>;
}

export interface AdminListProps<Row> extends Omit<
  DataTableProps<Row>,
  'rows' | 'caption' | 'toolbar' | 'onVisibleRowsChange'
> {
  /** The heading (level 2), the table's caption and the start of the document title. */
  title: string;
  /** The program's name, in the document title ('Schools | Backpack Buddy | Partner Portal'). */
  programName: string;
  /** The section's class, e.g. 'admin-schools'. */
  className?: string;
  /** Above the table: a term select, a type select (Kids Cafe sites), … (see ListSelector). */
  selector?: ReactNode;
  /** Beside the search box, before Export: Add District, Add a User, … */
  actions?: ReactNode;
  /** The Export button; none when not given. */
  exportSheet?: AdminListExport<Row>;
  /** The loaded rows; undefined while loading (or when the load failed). */
  rows: readonly Row[] | undefined;
  /** The load's error: shown (errorView) only when there are no rows to show. */
  error: unknown;
  /** What a failed load shows; default 'Error' / 'There was an error loading' (level 3). */
  errorView?: ReactNode;
}

/**
 * The admin list screen (spec 3 §2: school lists, districts, users, Kids Cafe sites, Partner
 * Services organizations): a titled section with an optional selector above the shared
 * DataTable (search, filters, sort, paging and 'No Results', all in the URL), the actions and
 * Export beside the search box, and a row link. Loading and a failed load replace the table.
 * Export writes exactly the rows the table shows after search and filters.
 */
export function AdminList<Row>({
  title,
  programName,
  className,
  selector,
  actions,
  exportSheet,
  rows,
  error,
  errorView,
  ...table
}: AdminListProps<Row>) {
  const headingId = useId();
  // What the table shows after search and filters: the export writes exactly that.
  const visible = useRef<readonly Row[]>([]);

  let content: ReactNode;
  if (!rows && error) content = errorView ?? <ErrorBlock headingLevel={3} />;
  else if (!rows) content = <Loading />;
  else {
    content = (
      <DataTable
        {...table}
        caption={title}
        rows={rows}
        onVisibleRowsChange={(shown) => {
          visible.current = shown;
        }}
        toolbar={
          actions || exportSheet ? (
            <>
              {actions}
              {exportSheet ? (
                <SpreadsheetExportButton
                  fileName={exportSheet.fileName}
                  sheet={() => exportSheet.sheet(visible.current)}
                />
              ) : null}
            </>
          ) : undefined
        }
      />
    );
  }

  return (
    <section
      className={['admin-list', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <title>{`${title} | ${programName} | Partner Portal`}</title>
      <h2 id={headingId}>{title}</h2>
      {selector}
      {content}
    </section>
  );
}
