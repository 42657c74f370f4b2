import { useState } from 'react';
import { spreadsheetSafe } from '@portal/domain';
import { downloadBlob, writeWorkbook } from '../lib/spreadsheet';
import type { SheetData } from '../lib/spreadsheet';
import { toast } from '../lib/toast-store';
import { Button } from './button';
import './export-button.css';

/** The spec names no message for a failed export; this one is ours. */
export const EXPORT_FAILED_MESSAGE = 'The export could not be written, please try again.';

/** What the status next to the button says while an export is prepared (ours too). */
export const EXPORT_PREPARING_MESSAGE = 'Preparing export…';

/** The status while the file is written: the share of rows written, as a whole percentage. */
export function exportProgressMessage(fraction: number): string {
  return `${EXPORT_PREPARING_MESSAGE} ${Math.floor(fraction * 100)}%`;
}

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
 * .xlsx written in the browser (the writer is loaded on first use and writes in steps). While
 * it works the button is busy (aria-busy) and a polite status beside it says so, then how much
 * of the file is written. A failure is a warning toast.
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
  // null when idle; else what the status says.
  const [status, setStatus] = useState<string | null>(null);
  const onExport = async () => {
    setStatus(EXPORT_PREPARING_MESSAGE);
    try {
      const blob = await writeWorkbook([safeSheet(await sheet())], {
        onProgress: (fraction) => setStatus(exportProgressMessage(fraction)),
      });
      downloadBlob(blob, fileName);
    } catch (error) {
      console.warn('Export failed', error);
      toast.warning(EXPORT_FAILED_MESSAGE);
    } finally {
      setStatus(null);
    }
  };
  return (
    <span className="export-action">
      <Button
        variant="secondary"
        busy={status !== null}
        disabled={disabled}
        onClick={() => void onExport()}
      >
        {label}
      </Button>
      {/* Always in the page, so that what it comes to say is announced. */}
      <span className="export-status" role="status" aria-live="polite">
        {status}
      </span>
    </span>
  );
}
