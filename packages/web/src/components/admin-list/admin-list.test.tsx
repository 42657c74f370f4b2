import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, searchText } from '@portal/domain';
import type { SheetData } from '../../lib/spreadsheet';
import type { DataTableColumn } from '../data-table/data-table';
import { AdminList } from './admin-list';
import type { AdminListProps } from './admin-list';
import { yesNo, yesNoFilter } from './list-filters';
import { ListSelector, useListParam } from './list-selector';

const spreadsheet = vi.hoisted(() => ({
  writeWorkbook: vi.fn<(sheets: readonly SheetData[]) => Promise<Blob>>(),
  downloadBlob: vi.fn<(blob: Blob, fileName: string) => void>(),
}));
vi.mock('../../lib/spreadsheet', () => spreadsheet);

type Site = { id: number; name: string; archived: boolean };

const SITES: Site[] = [
  { id: 1, name: 'Main Street', archived: false },
  { id: 2, name: 'Aldine Center', archived: false },
  { id: 3, name: 'Old Depot', archived: true },
];

const COLUMNS: DataTableColumn<Site>[] = [
  { key: 'name', header: 'Site', value: (site) => site.name },
  { key: 'archived', header: 'Archived', value: (site) => yesNo(site.archived) },
];

/** Shows the URL's ?type and ?page, as a page reads them. */
function TypeProbe() {
  const [type] = useListParam('type');
  return <p data-testid="type">{type || '(none)'}</p>;
}

function renderList(props: Partial<AdminListProps<Site>>, path = '/kids-cafe/sites') {
  const router = createMemoryRouter(
    [
      {
        path: '/kids-cafe/sites',
        element: (
          <>
            <AdminList<Site>
              title="Sites"
              programName="Kids Cafe"
              rows={SITES}
              error={undefined}
              rowKey={(site) => String(site.id)}
              columns={COLUMNS}
              searchText={(site) => searchText([site.name])}
              defaultSort={{ key: 'name', direction: 'asc' }}
              filters={[yesNoFilter<Site>('archived', 'Archived', (site) => site.archived)]}
              rowHref={(site) => `/kids-cafe/sites/${site.id}`}
              {...props}
            />
            <TypeProbe />
          </>
        ),
      },
      { path: '/kids-cafe/sites/:id', element: <p>Site detail</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Sites' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

afterEach(() => {
  vi.clearAllMocks();
});

describe('AdminList', () => {
  it('titles the section and the table, sorts by default and hides archived rows', () => {
    renderList({});
    screen.getByRole('region', { name: 'Sites' });
    screen.getByRole('heading', { level: 2, name: 'Sites' });
    expect(document.title).toBe('Sites | Kids Cafe | Partner Portal');
    expect(bodyRows()).toEqual(['Aldine Center', 'Main Street']);
    expect(screen.getByRole('link', { name: 'Aldine Center' }).getAttribute('href')).toBe(
      '/kids-cafe/sites/2',
    );
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('shows Show All, then No Results for a search that matches nothing', async () => {
    const user = userEvent.setup();
    renderList({});
    await user.selectOptions(screen.getByLabelText('Archived'), 'Show All');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await user.type(screen.getByLabelText('Search'), 'nowhere');
    expect(bodyRows()).toEqual([MESSAGES.noResults]);
  });

  it.each([
    ['loading', { rows: undefined, error: undefined }, 'Loading'],
    [
      'the default error',
      { rows: undefined, error: new Error('boom') },
      MESSAGES.loadingErrorTitle,
    ],
    [
      'its own error view',
      { rows: undefined, error: new Error('boom'), errorView: <p>Own error</p> },
      'Own error',
    ],
  ] as const)('shows %s instead of the table', (_, props, text) => {
    renderList(props);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByText(new RegExp(text)).length).toBeGreaterThan(0);
  });

  it('puts the actions beside Export, which writes the rows shown in their order', async () => {
    const user = userEvent.setup();
    spreadsheet.writeWorkbook.mockResolvedValue(new Blob(['x']));
    const sheet = vi.fn((shown: readonly Site[]) => ({
      name: 'Sites',
      columns: [{ header: 'Site' }],
      rows: shown.map((site) => [site.name]),
    }));
    renderList({
      actions: <a href="/kids-cafe/sites/new">Add a Site</a>,
      exportSheet: { fileName: 'sites.xlsx', sheet },
    });
    screen.getByRole('link', { name: 'Add a Site' });
    await user.type(screen.getByLabelText('Search'), 'a');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(spreadsheet.downloadBlob).toHaveBeenCalled());
    expect(sheet).toHaveBeenCalledWith([SITES[1], SITES[0]]);
    expect(spreadsheet.downloadBlob.mock.calls[0]?.[1]).toBe('sites.xlsx');
  });

  it('keeps the selector in the URL and goes back to the first page when it changes', async () => {
    const user = userEvent.setup();
    const router = renderList(
      {
        selector: (
          <ListSelector
            label="Type"
            name="type"
            placeholder="Select Type:"
            options={[
              { value: 'SUMMER', label: 'Summer' },
              { value: 'SCHOOL_YEAR', label: 'School Year' },
            ]}
          />
        ),
      },
      '/kids-cafe/sites?type=SUMMER&page=2',
    );
    const select = screen.getByLabelText('Type');
    expect((select as HTMLSelectElement).value).toBe('SUMMER');
    await user.selectOptions(select, 'School Year');
    await waitFor(() => expect(screen.getByTestId('type').textContent).toBe('SCHOOL_YEAR'));
    expect(router.state.location.search).toBe('?type=SCHOOL_YEAR');
    await user.selectOptions(select, 'Select Type:');
    await waitFor(() => expect(screen.getByTestId('type').textContent).toBe('(none)'));
    expect(router.state.location.search).toBe('');
  });
});

describe('yesNoFilter', () => {
  it.each([
    ['yes', true, true],
    ['yes', false, false],
    ['no', true, false],
    ['no', false, true],
  ])('value %s, flag %s: %s', (value, flag, kept) => {
    const filter = yesNoFilter<boolean>('archived', 'Archived', (row) => row);
    expect(filter.defaultValue).toBe('no');
    expect(filter.test(flag, value)).toBe(kept);
  });
});
