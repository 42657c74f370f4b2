import { Link } from 'react-router';
import {
  BLANK_LINE,
  SIGNATURE_INDEXES,
  agreementTitle,
  formatSignatureDate,
  programBySlug,
  signerRole,
} from '@portal/domain';
import type { SignerRole } from '@portal/domain';
import { AgreementView, ReadOnlySignature } from '../../components/agreement-view';
import { TextField } from '../../components/text-field';
import { DetailList, SchoolDetails } from './school-details';
import { signatureAgreementDocuments, signatureValues } from './signature-agreements';
import type { SignatureDetails } from './signature-agreements';

/** How the page names the person who signs (spec 2 §6: School Market in Houston ISD). */
const SIGNER_LABELS: Record<SignerRole, string> = {
  PRINCIPAL: 'Principal',
  PRIMARY_POINT_OF_CONTACT: 'Primary Point of Contact',
};

/**
 * What every view of the signature shows: the program agreement title, the school, the filled
 * agreement with its three typed names and I Agree boxes (read-only), the principal (the signer
 * the details name) and the date (the signing date once signed, else today), and the program's
 * blank provider signature lines (School Market: two).
 */
export function SignatureSummary({
  details,
  headingLevel = 2,
}: {
  details: SignatureDetails;
  /** Level of the agreement title (2 on the public page, 3 inside a program area). */
  headingLevel?: 2 | 3;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const title = agreementTitle(details.programName, details.school.districtName);
  const documents = signatureAgreementDocuments(details);
  const values = signatureValues(details);
  const program = programBySlug(details.programName);
  const providerLines = program?.signaturePage.providerSignatureLines ?? 0;
  // The signer: the principal, or a Houston ISD school's primary point of contact (School Market).
  const signer =
    SIGNER_LABELS[(program && signerRole(program, details.school.districtName)) ?? 'PRINCIPAL'];
  const hasSlots = documents.some((doc) => doc.sections.some((section) => section.signature));
  return (
    <>
      <div className="signature-heading">
        <Title>{title}</Title>
        <SchoolDetails details={details} />
      </div>
      <AgreementView
        documents={documents}
        label={title}
        headingLevel={headingLevel === 2 ? 3 : 4}
        signatures={{ mode: 'read-only', values }}
      />
      {hasSlots ? null : (
        <div className="agreement-signature-list">
          {SIGNATURE_INDEXES.map((index) => (
            <div key={index} className="agreement-signature">
              <ReadOnlySignature index={index} values={values} sectionName={`${title} ${index}`} />
            </div>
          ))}
        </div>
      )}
      <DetailList
        className="signature-principal"
        rows={[
          [`${signer} Name`, details.principal.fullName],
          [`${signer} Email`, details.principal.email],
          ['Date', formatSignatureDate(details.signedAt ?? new Date())],
        ]}
      />
      {providerLines > 0 ? (
        <DetailList
          className="signature-providers"
          rows={Array.from({ length: providerLines }, () => ['Provider Signature', BLANK_LINE])}
        />
      ) : null}
    </>
  );
}

/** The signee's name and email as recorded, not editable, and the Exit link. */
export function SignedResponse({
  details,
  exitTo,
  notice,
}: {
  details: SignatureDetails;
  exitTo: string;
  notice?: string;
}) {
  return (
    <div className="form signature-form">
      <div className="form-row">
        <TextField
          label="Signee Name"
          name="signeeName"
          value={details.signeeName ?? ''}
          readOnly
        />
        <TextField
          label="Signee Email"
          name="signeeEmail"
          type="email"
          value={details.signeeEmail ?? ''}
          readOnly
        />
      </div>
      {notice ? (
        <p className="alert alert-info" role="status">
          {notice}
        </p>
      ) : null}
      <Link className="button button-secondary signature-exit" to={exitTo}>
        Exit
      </Link>
    </div>
  );
}
