import { useState } from 'react';
import { spreadsheetSafe } from '@portal/domain';
import { downloadBlob, writeWorkbook } from '../lib/spreadsheet';
import type { SheetData } from '../lib/spreadsheet';
import { toast } from '../lib/toast-store';
import { Button } from './button';

/** The spec names no message for a failed export; this one is ours. */
export const EXPORT_FAILED_MESSAGE = 'The export could not be written, please try again.';

/** The sheet with every text cell made safe to open ('=…' stays text, never a formula). */
export function safeSheet(sheet: SheetData): SheetData {
  return {
    ...sheet,
    rows: sheet.rows.map((row) =>
      row.map((cell) => (typeof cell === 'string' ? spreadsheetSafe(cell) : cell)),
    ),
  };
}

/**
 * Export: builds the sheet on click (it may first load what it writes) and downloads it as an
 * .xlsx written in the browser (exceljs is loaded on first use). A failure is a warning toast.
 */
export function SpreadsheetExportButton({
  fileName,
  sheet,
  disabled = false,
  label = 'Export',
}: {
  /** e.g. 'schools.xlsx'. */
  fileName: string;
  /** Built on click; a promise when the rows are loaded first. */
  sheet: () => SheetData | Promise<SheetData>;
  disabled?: boolean;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      const blob = await writeWorkbook([safeSheet(await sheet())]);
      downloadBlob(blob, fileName);
    } catch (error) {
      console.warn('Export failed', error);
      toast.warning(EXPORT_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} disabled={disabled} onClick={() => void onExport()}>
      {label}
    </Button>
  );
}
