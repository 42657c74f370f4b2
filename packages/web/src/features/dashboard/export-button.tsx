import { useState } from 'react';
import { EXPORT_FILE_NAME } from '@portal/domain';
import { Button } from '../../components/button';
import { downloadBlob, writeWorkbook } from '../../lib/spreadsheet';
import { toast } from '../../lib/toast-store';
import { exportSheet } from './export-sheet';
import type { SchoolReport } from './report-types';

/** Export: the reports on screen as distribution-reports.xlsx, written in the browser. */
export function ExportButton({ reports }: { reports: readonly SchoolReport[] | undefined }) {
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    if (!reports) return;
    setBusy(true);
    try {
      const blob = await writeWorkbook([exportSheet(reports)]);
      downloadBlob(blob, `${EXPORT_FILE_NAME}.xlsx`);
    } catch (error) {
      console.warn('Export failed', error);
      toast.warning('The export could not be written, please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} disabled={!reports} onClick={() => void onExport()}>
      Export
    </Button>
  );
}
