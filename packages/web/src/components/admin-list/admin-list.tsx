import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { SheetData } from '../../lib/spreadsheet';
import { componentsMessages } from '../components.messages';
import { DataTable, ServerDataTable } from '../data-table/data-table';
import type { DataTableProps, ServerTablePage } from '../data-table/data-table';
import type { ServerTable } from '../data-table/use-server-table';
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
   * pages); a promise when it loads more first. A server-paged list holds only the page on
   * screen: it is given that page, and loads the full list itself (ServerTable.viewRows).
   */
  sheet: (shown: readonly Row[]) => SheetData | Promise<SheetData>;
}

/** A server-paged list: the view (useServerTable) and the page the server answered for it. */
export interface AdminListServer<Row> {
  table: ServerTable<Row>;
  /** The answer for the view, or the previous one while it loads; undefined before the first. */
  page: ServerTablePage<Row> | undefined;
  /** The page on screen is not the view's yet (its answer is on its way). */
  loading: boolean;
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
  /** The loaded rows; undefined while loading (or when the load failed). Not for `server`. */
  rows?: readonly Row[] | undefined;
  /** Server-paged instead of `rows`: the table shows the page the server answered. */
  server?: AdminListServer<Row>;
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
 * Export writes exactly the rows the table shows after search and filters. With `server`, the
 * table shows the page the server answered for the view in the URL (search, sort, filters and
 * page worked out on the server) and keeps it on screen while the next one loads.
 */
export function AdminList<Row>({
  title,
  programName,
  className,
  selector,
  actions,
  exportSheet,
  rows,
  server,
  error,
  errorView,
  searchText,
  ...table
}: AdminListProps<Row>) {
  const t = useT();
  const headingId = useId();
  // What the table shows after search and filters: the export writes exactly that (a
  // server-paged list: the page on screen, the screen loads the rest).
  const visible = useRef<readonly Row[]>([]);
  const loaded = server ? server.page?.rows : rows;
  const shown = () => (server ? (server.page?.rows ?? []) : visible.current);
  const toolbar =
    actions || exportSheet ? (
      <>
        {actions}
        {exportSheet ? (
          <SpreadsheetExportButton
            fileName={exportSheet.fileName}
            sheet={() => exportSheet.sheet(shown())}
          />
        ) : null}
      </>
    ) : undefined;

  let content: ReactNode;
  if (!loaded && error) content = errorView ?? <ErrorBlock headingLevel={3} />;
  else if (!loaded) content = <Loading />;
  else if (server?.page) {
    content = (
      <ServerDataTable
        {...table}
        caption={title}
        state={server.table.state}
        searches={server.table.searches}
        pageSize={server.table.pageSize}
        page={server.page}
        busy={server.loading}
        toolbar={toolbar}
      />
    );
  } else {
    content = (
      <DataTable
        {...table}
        caption={title}
        rows={loaded}
        searchText={searchText}
        onVisibleRowsChange={(shown) => {
          visible.current = shown;
        }}
        toolbar={toolbar}
      />
    );
  }

  return (
    <section
      className={['admin-list', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <title>{t(componentsMessages.listDocumentTitle, { title, programName })}</title>
      <h2 id={headingId}>{title}</h2>
      {selector}
      {content}
    </section>
  );
}
