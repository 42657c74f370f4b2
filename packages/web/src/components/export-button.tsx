import { useState } from 'react';
import { spreadsheetSafe } from '@portal/domain';
import { useT } from '../i18n/use-t';
import { downloadBlob, writeWorkbook } from '../lib/spreadsheet';
import type { SheetData } from '../lib/spreadsheet';
import { toast } from '../lib/toast-store';
import { Button } from './button';
import { componentsMessages as m } from './components.messages';
import './export-button.css';

/** The spec names no message for a failed export; this one is ours (English, as toasted). */
export const EXPORT_FAILED_MESSAGE = m.exportFailed.message;

/** What the status next to the button says while an export is prepared (ours too; English). */
export const EXPORT_PREPARING_MESSAGE = m.exportPreparing.message;

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
  label,
}: {
  /** e.g. 'schools.xlsx'. */
  fileName: string;
  /** Built on click; a promise when the rows are loaded first. */
  sheet: () => SheetData | Promise<SheetData>;
  disabled?: boolean;
  /** 'Export' in the screen's language by default. */
  label?: string;
}) {
  const t = useT();
  // null when idle, 'preparing' until the writer reports, then the share of rows written.
  const [progress, setProgress] = useState<number | 'preparing' | null>(null);
  const onExport = async () => {
    setProgress('preparing');
    try {
      const blob = await writeWorkbook([safeSheet(await sheet())], {
        onProgress: setProgress,
      });
      downloadBlob(blob, fileName);
    } catch (error) {
      console.warn('Export failed', error);
      toast.warning(m.exportFailed);
    } finally {
      setProgress(null);
    }
  };
  let status: string | null = null;
  if (progress === 'preparing') status = t(m.exportPreparing);
  // While the file is written: the share of rows written, as a whole percentage.
  else if (progress !== null) status = t(m.exportProgress, { percent: Math.floor(progress * 100) });
  return (
    <span className="export-action">
      <Button
        variant="secondary"
        busy={status !== null}
        disabled={disabled}
        onClick={() => void onExport()}
      >
        {label ?? t(m.export)}
      </Button>
      {/* Always in the page, so that what it comes to say is announced. */}
      <span className="export-status" role="status" aria-live="polite">
        {status}
      </span>
    </span>
  );
}
