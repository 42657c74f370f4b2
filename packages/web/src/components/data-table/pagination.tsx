import { ELLIPSIS, pageWindow } from '@portal/domain';

/**
 * Page buttons of a table (the domain's pageWindow: the first and last pages, the current one
 * with its neighbours, an ellipsis for each hidden run), with Previous and Next. The current
 * page's button carries aria-current="page". Nothing is drawn for a single page.
 */
export function Pagination({
  page,
  pageCount,
  onPage,
  label = 'Pagination',
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const items = pageWindow(page, pageCount);
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          <button
            type="button"
            className="pagination-step"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            Previous
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
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
