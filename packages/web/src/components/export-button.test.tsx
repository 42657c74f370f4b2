import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { toast } from '../lib/toast-store';
import type { SheetData } from '../lib/spreadsheet';
import type { WriteWorkbookOptions } from '../lib/spreadsheet';
import {
  EXPORT_FAILED_MESSAGE,
  EXPORT_PREPARING_MESSAGE,
  SpreadsheetExportButton,
} from './export-button';

const spreadsheet = vi.hoisted(() => ({
  writeWorkbook:
    vi.fn<(sheets: readonly SheetData[], options?: WriteWorkbookOptions) => Promise<Blob>>(),
  downloadBlob: vi.fn<(blob: Blob, fileName: string) => void>(),
}));
vi.mock('../lib/spreadsheet', () => spreadsheet);

const SHEET: SheetData = {
  name: 'Schools',
  columns: [{ header: 'Name' }, { header: 'Count' }],
  rows: [
    ['=HYPERLINK("http://evil")', 3],
    ['Lincoln', null],
    ['-5 degrees', -5],
  ],
};

afterEach(() => {
  vi.clearAllMocks();
  toast.list().forEach((t) => toast.dismiss(t.id));
});

describe('SpreadsheetExportButton', () => {
  it('builds the sheet on click, makes text safe and downloads it under the file name', async () => {
    const blob = new Blob(['xlsx']);
    spreadsheet.writeWorkbook.mockResolvedValue(blob);
    const sheet = vi.fn(() => SHEET);
    render(<SpreadsheetExportButton fileName="schools.xlsx" sheet={sheet} />);
    expect(sheet).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(spreadsheet.downloadBlob).toHaveBeenCalledWith(blob, 'schools.xlsx'),
    );
    expect(sheet).toHaveBeenCalledTimes(1);
    const [written] = spreadsheet.writeWorkbook.mock.calls[0]!;
    expect(written).toEqual([
      {
        name: 'Schools',
        columns: [{ header: 'Name' }, { header: 'Count' }],
        // Text starting with = or - gets a leading quote; numbers and blanks stay as they are.
        rows: [
          [`'=HYPERLINK("http://evil")`, 3],
          ['Lincoln', null],
          [`'-5 degrees`, -5],
        ],
      },
    ]);
  });

  it('is busy while it works and says so politely: preparing, then the share written', async () => {
    let progress: (fraction: number) => void = () => {};
    let finish: (blob: Blob) => void = () => {};
    spreadsheet.writeWorkbook.mockImplementation((_sheets, options) => {
      progress = options!.onProgress!;
      return new Promise((resolve) => (finish = resolve));
    });
    let loaded: (sheet: SheetData) => void = () => {};
    render(
      <SpreadsheetExportButton
        fileName="schools.xlsx"
        sheet={() => new Promise((resolve) => (loaded = resolve))}
      />,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    expect(button.getAttribute('aria-busy')).toBeNull();

    await userEvent.click(button);
    // Loading the rows: busy, no share yet.
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe(EXPORT_PREPARING_MESSAGE);

    loaded(SHEET);
    await waitFor(() => expect(spreadsheet.writeWorkbook).toHaveBeenCalledTimes(1));
    act(() => progress(0.426));
    expect(status.textContent).toBe('Preparing export… 42%');

    act(() => finish(new Blob(['xlsx'])));
    await waitFor(() => expect(spreadsheet.downloadBlob).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(status.textContent).toBe(''));
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button).toHaveProperty('disabled', false);
  });

  it('takes a label and can be disabled', () => {
    render(
      <SpreadsheetExportButton
        fileName="x.xlsx"
        sheet={() => SHEET}
        label="Export Users"
        disabled
      />,
    );
    expect(screen.getByRole('button', { name: 'Export Users' })).toHaveProperty('disabled', true);
  });

  it('warns with a toast when the workbook cannot be written', async () => {
    spreadsheet.writeWorkbook.mockRejectedValue(new Error('no memory'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<SpreadsheetExportButton fileName="schools.xlsx" sheet={() => SHEET} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(toast.list().map((t) => t.message)).toContain(EXPORT_FAILED_MESSAGE),
    );
    expect(spreadsheet.downloadBlob).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', false);
    warn.mockRestore();
  });
});

describe('SpreadsheetExportButton in Spanish', () => {
  it('reads Exportar and says what it prepares in Spanish', async () => {
    await act(() => activateLanguage('es'));
    let progress: (fraction: number) => void = () => {};
    spreadsheet.writeWorkbook.mockImplementation((_sheets, options) => {
      progress = options!.onProgress!;
      return new Promise(() => {});
    });
    render(<SpreadsheetExportButton fileName="schools.xlsx" sheet={() => SHEET} />);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Preparando la exportación…');
    await waitFor(() => expect(spreadsheet.writeWorkbook).toHaveBeenCalledTimes(1));
    act(() => progress(0.5));
    expect(status.textContent).toBe('Preparando la exportación… 50 %');
  });
});
