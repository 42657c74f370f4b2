import { enumLabel, programBySlug } from '@portal/domain';
import { useT } from '../../i18n/use-t';
import { principalMessages as m } from './principal-signature.messages';
import type { SignatureDetails } from './signature-agreements';

/**
 * School name, district, address lines, city, county, state, postal code (and agency number).
 * County and state names are proper names, the same in both languages.
 */
export function SchoolDetails({ details }: { details: SignatureDetails }) {
  const t = useT();
  const { school } = details;
  const rows: [string, string | null | undefined][] = [
    [t(m.schoolName), school.name],
    [t(m.district), school.districtName],
    [t(m.address1), school.address1],
    [t(m.address2), school.address2],
    [t(m.city), school.city],
    [t(m.county), enumLabel('counties', school.county)],
    [t(m.state), enumLabel('states', school.state)],
    [t(m.postalCode), school.zip],
  ];
  if (programBySlug(details.programName)?.signaturePage.agencyNumber) {
    rows.push([t(m.agencyNumber), school.schoolMarketAgencyNumber]);
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
