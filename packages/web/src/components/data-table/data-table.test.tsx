import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES, listPage, searchText } from '@portal/domain';
import type { ListPageRequest, ListSpec } from '@portal/domain';
import { activateLanguage } from '../../i18n/i18n';
import { DataTable, ServerDataTable } from './data-table';
import type { DataTableColumn, DataTableFilter } from './data-table';
import { useServerTable } from './use-server-table';
import type { ListPageVariables } from './use-server-table';

type Item = { id: number; name: string; city: string | null; archived: boolean };

const COLUMNS: DataTableColumn<Item>[] = [
  { key: 'name', header: 'Name', value: (item) => item.name },
  { key: 'city', header: 'City', value: (item) => item.city },
  { key: 'id', header: 'Number', value: (item) => item.id, sortable: false },
];

const FILTERS: DataTableFilter<Item>[] = [
  {
    key: 'archived',
    label: 'Archived',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
    defaultValue: 'no',
    test: (item, value) => item.archived === (value === 'yes'),
  },
];

const itemText = (item: Item) => searchText([item.name, item.city]);
const rowKey = (item: Item) => String(item.id);
const itemHref = (item: Item) => `/items/${item.id}`;

const SMALL: Item[] = [
  { id: 1, name: 'Lincoln Elementary', city: 'Houston', archived: false },
  { id: 2, name: 'Adams Middle (North)', city: 'Pasadena', archived: false },
  { id: 3, name: 'Carver High', city: null, archived: false },
  { id: 4, name: 'Bowie Elementary', city: 'Houston', archived: true },
  { id: 5, name: 'Star*School', city: 'Baytown', archived: false },
];

/** n items named 'Item 001' … in order, none archived. */
const many = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Item ${String(i + 1).padStart(3, '0')}`,
    city: 'Houston',
    archived: false,
  }));

function renderTable(
  rows: Item[],
  {
    path = '/list',
    initialEntries = [path],
    onVisible,
    columns = COLUMNS,
  }: {
    path?: string;
    initialEntries?: string[];
    onVisible?: (rows: readonly Item[]) => void;
    columns?: DataTableColumn<Item>[];
  } = {},
) {
  const router = createMemoryRouter(
    [
      { path: '/start', element: <h1>Start</h1> },
      {
        path: '/list',
        element: (
          <DataTable
            caption="Things"
            rows={rows}
            rowKey={rowKey}
            columns={columns}
            searchText={itemText}
            defaultSort={{ key: 'name', direction: 'asc' }}
            filters={FILTERS}
            rowHref={itemHref}
            onVisibleRowsChange={onVisible}
            toolbar={<button type="button">Export</button>}
          />
        ),
      },
      { path: '/items/:id', element: <h1>Item page</h1> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Things' });
/** The first cell of each body row. */
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search' });
const params = (router: ReturnType<typeof renderTable>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('DataTable', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('shows the rows sorted by the default sort, archived ones hidden by the default filter', () => {
    renderTable(SMALL);
    expect(names()).toEqual([
      'Adams Middle (North)',
      'Carver High',
      'Lincoln Elementary',
      'Star*School',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(screen.getByRole('combobox', { name: 'Archived' })).toHaveProperty('value', 'no');
    // The page's own controls sit in the toolbar.
    screen.getByRole('button', { name: 'Export' });
    // A column that does not sort has no button.
    expect(screen.queryByRole('button', { name: 'Number' })).toBeNull();
    screen.getByRole('columnheader', { name: 'Number' });
  });

  it('shows the archived rows with Archived = Yes, and all rows with Show All', async () => {
    const { router, user } = renderTable(SMALL);
    const archived = screen.getByRole('combobox', { name: 'Archived' });
    expect(
      within(archived)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Show All', 'Yes', 'No']);
    await user.selectOptions(archived, 'yes');
    expect(names()).toEqual(['Bowie Elementary']);
    expect(params(router)).toMatchObject({ f_archived: 'yes' });
    await user.selectOptions(archived, 'all');
    expect(names()).toHaveLength(5);
    expect(params(router)).toMatchObject({ f_archived: 'all' });
    // Choosing the default again leaves a clean URL.
    await user.selectOptions(archived, 'no');
    expect(names()).toHaveLength(4);
    expect(params(router).f_archived).toBeUndefined();
  });

  it('searches lowercased and trimmed text literally: ( and * find themselves', async () => {
    const { router, user } = renderTable(SMALL);
    await user.type(search(), '  HOUSTON ');
    expect(names()).toEqual(['Lincoln Elementary']);
    await waitFor(() => expect(params(router).q).toBe('  HOUSTON '));

    await user.clear(search());
    await user.type(search(), '(north');
    expect(names()).toEqual(['Adams Middle (North)']);

    await user.clear(search());
    await user.type(search(), 'r*s');
    expect(names()).toEqual(['Star*School']);

    await user.clear(search());
    // '[[' is how user-event types one '['.
    await user.type(search(), '[[(*');
    expect(search()).toHaveProperty('value', '[(*');
    expect(names()).toEqual([MESSAGES.noResults]);
    const empty = within(table()).getAllByRole('row')[1]!;
    expect(within(empty).getByRole('cell').getAttribute('colspan')).toBe('3');
  });

  it('writes the search to the URL after a pause, without a history entry per keystroke', async () => {
    const { router, user } = renderTable(SMALL, { initialEntries: ['/start', '/list'] });
    await user.type(search(), 'adams');
    // The table follows each keystroke; the URL waits for the typing to pause.
    expect(names()).toEqual(['Adams Middle (North)']);
    expect(params(router).q).toBeUndefined();
    await waitFor(() => expect(params(router).q).toBe('adams'));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/start');
  });

  it('toggles the sort of a column from its header button, and Back undoes it', async () => {
    const { router, user } = renderTable(SMALL);
    const city = () => screen.getByRole('columnheader', { name: 'City' });
    expect(city().getAttribute('aria-sort')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'City' }));
    expect(city().getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull();
    // Blank values last.
    expect(names()).toEqual([
      'Star*School',
      'Lincoln Elementary',
      'Adams Middle (North)',
      'Carver High',
    ]);
    expect(params(router)).toMatchObject({ sort: 'city', dir: 'asc' });

    await user.click(screen.getByRole('button', { name: 'City' }));
    expect(city().getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual([
      'Adams Middle (North)',
      'Lincoln Elementary',
      'Star*School',
      'Carver High',
    ]);
    expect(params(router)).toMatchObject({ sort: 'city', dir: 'desc' });

    await act(() => router.navigate(-1));
    expect(city().getAttribute('aria-sort')).toBe('ascending');
    expect(names()[0]).toBe('Star*School');
  });

  it('puts the search of an earlier entry back in the box on Back', async () => {
    const { router, user } = renderTable(SMALL);
    await user.type(search(), 'h');
    await user.click(screen.getByRole('button', { name: 'City' }));
    await user.type(search(), 'ouston');
    expect(names()).toEqual(['Lincoln Elementary']);
    // Back to the entry before the sort, which the first keystroke replaced.
    await act(() => router.navigate(-1));
    expect(search()).toHaveProperty('value', 'h');
    expect(names()).toEqual([
      'Adams Middle (North)',
      'Carver High',
      'Lincoln Elementary',
      'Star*School',
    ]);
  });

  it('drops a search still waiting for its pause when Back is pressed', async () => {
    const { router, user } = renderTable(SMALL, { initialEntries: ['/list?q=carver', '/list'] });
    await user.type(search(), 'adams');
    await act(() => router.navigate(-1));
    expect(search()).toHaveProperty('value', 'carver');
    // Longer than the pause: the typed text must not reach the entry Back went to.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(params(router).q).toBe('carver');
    expect(names()).toEqual(['Carver High']);
  });

  it('pages by 25 with the page window, aria-current on the current page', async () => {
    const { router, user } = renderTable(many(300));
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pageButtons = () =>
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(pageButtons()).toEqual(['Previous', '1', '2', '3', '4', '5', '12', 'Next']);
    expect(nav.textContent).toContain('…');
    expect(within(nav).getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    // Only the page's rows are in the document.
    expect(names()).toHaveLength(25);
    expect(names()[0]).toBe('Item 001');

    await user.click(within(nav).getByRole('button', { name: '5' }));
    expect(pageButtons()).toEqual(['Previous', '1', '4', '5', '6', '12', 'Next']);
    expect(within(nav).getByRole('button', { name: '5' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('button', { name: '4' }).getAttribute('aria-current')).toBeNull();
    expect(names()[0]).toBe('Item 101');
    expect(params(router).page).toBe('5');
    screen.getByText('Showing 101–125 of 300');

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(names()[0]).toBe('Item 126');

    // A search starts again at page 1.
    await user.type(search(), 'item 1');
    expect(names()[0]).toBe('Item 100');
    await waitFor(() => expect(params(router)).toEqual({ q: 'item 1' }));
  });

  it('draws a column with its render function and sorts it by its value', async () => {
    const { user } = renderTable(SMALL, {
      columns: [
        {
          key: 'name',
          header: 'Name',
          value: (item) => item.name,
          render: (item) => <strong>{item.name.toUpperCase()}</strong>,
        },
        ...COLUMNS.slice(1),
      ],
    });
    const link = within(table()).getByRole('link', { name: 'CARVER HIGH' });
    expect(link.querySelector('strong')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()[0]).toBe('STAR*SCHOOL');
  });

  it('draws no page buttons for a single page', () => {
    renderTable(many(25));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(names()).toHaveLength(25);
  });

  it('restores search, sort, filter and page from the URL', () => {
    const rows = [...many(60), { id: 999, name: 'Item 000', city: 'Houston', archived: true }];
    const { router } = renderTable(rows, {
      path: '/list?q=item&sort=name&dir=desc&f_archived=all&page=2',
    });
    expect(search()).toHaveProperty('value', 'item');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByRole('combobox', { name: 'Archived' })).toHaveProperty('value', 'all');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // 61 rows descending: page 2 starts at the 26th, Item 035.
    expect(names()[0]).toBe('Item 035');
    expect(router.state.location.search).toContain('page=2');
  });

  it('ignores a sort, filter or page in the URL that the table does not have', () => {
    renderTable(SMALL, { path: '/list?sort=id&dir=sideways&f_archived=maybe&page=99' });
    // 'id' does not sort: the default sort stands; 'maybe' is not an option: the default filter.
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(names()).toEqual([
      'Adams Middle (North)',
      'Carver High',
      'Lincoln Elementary',
      'Star*School',
    ]);
  });

  it('reports the filtered, sorted rows of every page', async () => {
    const onVisible = vi.fn();
    const { user } = renderTable([...many(30), ...SMALL.map((s) => ({ ...s, id: s.id + 100 }))], {
      onVisible,
    });
    expect(onVisible).toHaveBeenLastCalledWith(expect.any(Array));
    expect(onVisible.mock.lastCall![0]).toHaveLength(34);
    await user.type(search(), 'houston');
    const last = onVisible.mock.lastCall![0] as Item[];
    expect(last).toHaveLength(31);
    expect(last[0]!.name).toBe('Item 001');
    expect(last.at(-1)!.name).toBe('Lincoln Elementary');
  });

  it('opens a row by clicking it, and holds a real link in its first cell', async () => {
    const { router, user } = renderTable(SMALL);
    const link = within(table()).getByRole('link', { name: 'Carver High' });
    expect(link.getAttribute('href')).toBe('/items/3');
    const row = link.closest('tr')!;
    await user.click(within(row).getAllByRole('cell')[1]!);
    expect(router.state.location.pathname).toBe('/items/3');
    screen.getByRole('heading', { name: 'Item page' });
  });

  it('writes a search typed just before a row is opened, so Back finds it', async () => {
    const { router, user } = renderTable(SMALL);
    await user.type(search(), 'carver');
    await user.click(within(table()).getByRole('link', { name: 'Carver High' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/items/3'));
    await act(() => router.navigate(-1));
    expect(params(router).q).toBe('carver');
    expect(search()).toHaveProperty('value', 'carver');
    expect(names()).toEqual(['Carver High']);
  });

  it('keeps the latest text of two quick keystrokes in the box and the URL', async () => {
    const { router } = renderTable(SMALL);
    fireEvent.change(search(), { target: { value: 'c' } });
    fireEvent.change(search(), { target: { value: 'ca' } });
    expect(search()).toHaveProperty('value', 'ca');
    expect(names()).toEqual(['Carver High']);
    await waitFor(() => expect(params(router).q).toBe('ca'));
  });
});

const SPEC: ListSpec<Item> = {
  columns: COLUMNS,
  searchText: itemText,
  defaultSort: { key: 'name', direction: 'asc' },
  filters: FILTERS,
};

/**
 * A server-paged table over `rows`: the page each view asks for is worked out at once by the
 * domain, as the server would; `asked` gets each page argument.
 */
function ServerTable({ rows, asked }: { rows: Item[]; asked: (page: ListPageVariables) => void }) {
  const table = useServerTable(SPEC);
  asked(table.page);
  const request: ListPageRequest = {
    ...table.page,
    direction: table.page.direction === 'DESC' ? 'desc' : 'asc',
  };
  return (
    <ServerDataTable
      caption="Things"
      state={table.state}
      searches={table.searches}
      page={listPage(rows, SPEC, request)}
      rowKey={rowKey}
      columns={COLUMNS}
      defaultSort={SPEC.defaultSort}
      filters={FILTERS}
    />
  );
}

describe('ServerDataTable with useServerTable', () => {
  it('asks for the view in the URL, the search as typed, and shows the page answered', async () => {
    const asked: ListPageVariables[] = [];
    const router = createMemoryRouter(
      [{ path: '/list', element: <ServerTable rows={many(30)} asked={(p) => asked.push(p)} /> }],
      { initialEntries: ['/list?page=9&sort=city&dir=up&f_archived=maybe'] },
    );
    render(<RouterProvider router={router} />);
    // An unknown direction is ascending, an unknown filter value the default, as on the server.
    expect(asked.at(-1)).toEqual({
      search: null,
      sort: 'city',
      direction: 'ASC',
      filters: [{ key: 'archived', value: 'no' }],
      offset: 200,
      limit: 25,
    });
    // Page 9 is beyond the end: the server answers the last page, and the table says so.
    screen.getByText('Showing 26–30 of 30');
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.change(search(), { target: { value: ' Item 03' } });
    expect(asked.at(-1)).toMatchObject({ search: ' Item 03', offset: 0 });
    expect(names()).toEqual(['Item 030']);
  });
});

describe('DataTable in Spanish', () => {
  it('words its toolbar, counts, pager and empty state in Spanish', async () => {
    await act(() => activateLanguage('es'));
    const { user } = renderTable(many(1300));
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    const archived = screen.getByRole('combobox', { name: 'Archived' });
    expect(within(archived).getAllByRole('option')[0]!.textContent).toBe('Mostrar todo');
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('button', { name: 'Anterior' })).toHaveProperty('disabled', true);
    // Numbers as es-US writes them.
    screen.getByText('Mostrando 1–25 de 1,300');
    await user.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    screen.getByText('Mostrando 26–50 de 1,300');

    await user.type(box, 'nothing like this');
    expect(names()).toEqual(['No hay resultados']);
  });
});
