import { EXPORT_FILE_NAME } from '@portal/domain';
import { SpreadsheetExportButton } from '../../components/export-button';
import { exportSheet } from './export-sheet';
import type { SchoolReport } from './report-types';

/** Export: the reports on screen as distribution-reports.xlsx, written in the browser. */
export function ExportButton({ reports }: { reports: readonly SchoolReport[] | undefined }) {
  return (
    <SpreadsheetExportButton
      fileName={`${EXPORT_FILE_NAME}.xlsx`}
      sheet={() => exportSheet(reports ?? [])}
      disabled={!reports}
    />
  );
}
