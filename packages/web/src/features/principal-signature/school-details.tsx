import { enumLabel, programBySlug } from '@portal/domain';
import type { SignatureDetails } from './signature-agreements';

/** School name, district, address lines, city, county, state, postal code (and agency number). */
export function SchoolDetails({ details }: { details: SignatureDetails }) {
  const { school } = details;
  const rows: [string, string | null | undefined][] = [
    ['School Name', school.name],
    ['District', school.districtName],
    ['Address Line 1', school.address1],
    ['Address Line 2', school.address2],
    ['City', school.city],
    ['County', enumLabel('counties', school.county)],
    ['State', enumLabel('states', school.state)],
    ['Postal Code', school.zip],
  ];
  if (programBySlug(details.programName)?.signaturePage.agencyNumber) {
    rows.push(['Agency Number', school.schoolMarketAgencyNumber]);
  }
  return <DetailList rows={rows} className="signature-school" />;
}

/** Label and value pairs; a missing value shows as an empty line. */
export function DetailList({
  rows,
  className,
}: {
  rows: readonly [string, string | null | undefined][];
  className?: string;
}) {
  return (
    <dl className={['detail-list', className].filter(Boolean).join(' ')}>
      {rows.map(([label, value], i) => (
        <div key={`${label}-${i}`} className="detail-row">
          <dt>{label}</dt>
          <dd>{value || '\u00a0'}</dd>
        </div>
      ))}
    </dl>
  );
}
