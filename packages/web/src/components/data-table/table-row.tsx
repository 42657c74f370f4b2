import { memo } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { cellText } from './table-rows';
import type { CellValue } from './table-rows';

export interface RowColumn<Row> {
  key: string;
  value: (row: Row) => CellValue;
  render?: (row: Row) => ReactNode;
}

/** A click that opens the link here (not in a new tab or window). */
function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Clicks on the row's own controls, or ending a text selection, are not a row click. */
function isRowClick(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input, select, textarea, label, summary')) return false;
  return !window.getSelection()?.toString();
}

interface TableRowProps<Row> {
  row: Row;
  columns: readonly RowColumn<Row>[];
  /**
   * Where the row leads (a path from the site's root); its first cell then holds a real link for
   * keyboard users and for opening in a new tab. A plain <a>: the router's Link resolves its path
   * and follows the location on every render, which cost a large part of a keystroke's work in a
   * 5,000-row search; a plain click goes through onOpen, so the app still navigates in place.
   */
  href: string | undefined;
  /** Stable between renders, so an unchanged row is not rendered again. */
  onOpen: (href: string) => void;
}

function TableRowImpl<Row>({ row, columns, href, onOpen }: TableRowProps<Row>) {
  return (
    <tr
      className={href ? 'data-table-link-row' : undefined}
      onClick={
        href
          ? (event) => {
              if (isRowClick(event)) onOpen(href);
            }
          : undefined
      }
    >
      {columns.map((column, index) => {
        const content = column.render ? column.render(row) : cellText(column.value(row));
        return (
          <td key={column.key}>
            {href && index === 0 ? (
              <a
                href={href}
                onClick={(event) => {
                  if (isPlainClick(event)) {
                    event.preventDefault();
                    onOpen(href);
                  }
                }}
              >
                {content}
              </a>
            ) : (
              content
            )}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * One body row. Memoized: while someone types, the rows that stay on the page (same row, same
 * columns, same link) are not rendered again.
 */
export const TableRow = memo(TableRowImpl) as typeof TableRowImpl;
