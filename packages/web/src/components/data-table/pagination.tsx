import { ELLIPSIS, pageWindow } from '@portal/domain';
import { useT } from '../../i18n/use-t';
import { tableMessages } from './data-table.messages';

/**
 * Page buttons of a table (the domain's pageWindow: the first and last pages, the current one
 * with its neighbours, an ellipsis for each hidden run), with Previous and Next. The current
 * page's button carries aria-current="page". Nothing is drawn for a single page.
 */
export function Pagination({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The navigation's name; 'Pagination' in the screen's language by default. */
  label?: string;
}) {
  const t = useT();
  if (pageCount <= 1) return null;
  const items = pageWindow(page, pageCount);
  return (
    <nav className="pagination" aria-label={label ?? t(tableMessages.pagination)}>
      <ul>
        <li>
          <button
            type="button"
            className="pagination-step"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t(tableMessages.previous)}
          </button>
        </li>
        {items.map((item, index) =>
          item === ELLIPSIS ? (
            // The gaps are decoration: the page buttons on either side say where they are.
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              {ELLIPSIS}
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pagination-page"
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination-step"
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            {t(tableMessages.next)}
          </button>
        </li>
      </ul>
    </nav>
  );
}
