import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  BLANK_LINE,
  SIGNATURE_INDEXES,
  formatSignatureDate,
  programAgreementTitle,
  programBySlug,
  signerRole,
} from '@portal/domain';
import type { SignerRole } from '@portal/domain';
import { AgreementView, ReadOnlySignature } from '../../components/agreement-view';
import { TextField } from '../../components/text-field';
import { useFormat } from '../../i18n/format';
import { useLanguage, useT, useTranslateMessage } from '../../i18n/use-t';
import type { Message } from '../../i18n/define-messages';
import { principalMessages as m } from './principal-signature.messages';
import { DetailList, SchoolDetails } from './school-details';
import { signatureAgreementTexts, signatureValues } from './signature-agreements';
import type { SignatureDetails } from './signature-agreements';

/** How the page names the person who signs (spec 2 §6: School Market in Houston ISD). */
const SIGNER_LABELS: Record<SignerRole, { name: Message; email: Message }> = {
  PRINCIPAL: { name: m.principalName, email: m.principalEmail },
  PRIMARY_POINT_OF_CONTACT: { name: m.primaryContactName, email: m.primaryContactEmail },
};

/**
 * The program agreement's title in the page's language (the registry's English title, or its
 * Spanish one; School Market's Acknowledgement for Houston ISD); 'Program Agreement' for an
 * unknown program.
 */
function useAgreementTitle(details: SignatureDetails): string {
  const t = useT();
  const language = useLanguage();
  const program = programBySlug(details.programName);
  if (!program) return t(m.programAgreement);
  const titles = language === 'es' ? program.spanish : program;
  return programAgreementTitle(titles, details.school.districtName);
}

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
  const t = useT();
  const format = useFormat();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const title = useAgreementTitle(details);
  const { documents, spanish } = useMemo(() => signatureAgreementTexts(details), [details]);
  const values = signatureValues(details);
  const program = programBySlug(details.programName);
  const providerLines = program?.signaturePage.providerSignatureLines ?? 0;
  // The signer: the principal, or a Houston ISD school's primary point of contact (School Market).
  const signer =
    SIGNER_LABELS[(program && signerRole(program, details.school.districtName)) ?? 'PRINCIPAL'];
  // English keeps the spec's MM/DD/YYYY; Spanish writes the day first (useFormat).
  const date = details.signedAt ?? new Date();
  const dateText = format.language === 'en' ? formatSignatureDate(date) : format.shortDate(date);
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
        spanish={spanish}
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
          [t(signer.name), details.principal.fullName],
          [t(signer.email), details.principal.email],
          [t(m.date), dateText],
        ]}
      />
      {providerLines > 0 ? (
        <DetailList
          className="signature-providers"
          rows={Array.from({ length: providerLines }, () => [t(m.providerSignature), BLANK_LINE])}
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
  /** A domain message (English), shown in the page's language. */
  notice?: string;
}) {
  const t = useT();
  const translate = useTranslateMessage();
  return (
    <div className="form signature-form">
      <div className="form-row">
        <TextField
          label={t(m.signeeName)}
          name="signeeName"
          value={details.signeeName ?? ''}
          readOnly
        />
        <TextField
          label={t(m.signeeEmail)}
          name="signeeEmail"
          type="email"
          value={details.signeeEmail ?? ''}
          readOnly
        />
      </div>
      {notice ? (
        <p className="alert alert-info" role="status">
          {translate(notice)}
        </p>
      ) : null}
      <Link className="button button-secondary signature-exit" to={exitTo}>
        {t(m.exit)}
      </Link>
    </div>
  );
}
