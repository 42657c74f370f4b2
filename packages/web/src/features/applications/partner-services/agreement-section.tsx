import {
  PARTNER_SERVICES_AGREEMENT_SECTIONS,
  partnerServicesAgreement,
  partnerServicesProgram,
} from '@portal/domain/programs/partner-services';
import { AgreementView } from '../../../components/agreement-view';
import { useLanguage, useT } from '../../../i18n/use-t';
import { AgreementConsentFields } from '../agreement-consent-fields';
import { useHolderAgreement } from '../use-holder-agreement';
import type { PartnerServicesFormApi } from './form-api';
import { partnerServicesMessages as m } from './partner-services.messages';

/**
 * Agreements: the Partner Services program agreement (program purpose, nondiscrimination, no
 * religious activity during food distribution) filled with the organization the form holds and
 * dated the submission (else today), in a focusable scrollable region; then the typed name, an I
 * Agree box per section and the certification box.
 */
export function AgreementSection({
  form,
  submittedAt,
}: {
  form: PartnerServicesFormApi;
  submittedAt: string | null | undefined;
}) {
  const t = useT();
  const program = useLanguage() === 'es' ? partnerServicesProgram.spanish : partnerServicesProgram;
  const { documents, spanish } = useHolderAgreement(
    form,
    'organization',
    submittedAt,
    partnerServicesAgreement,
  );
  return (
    <section className="form-section" aria-labelledby="agreements-heading">
      <h3 id="agreements-heading">{t(m.agreements)}</h3>
      <AgreementView
        documents={documents}
        spanish={spanish}
        headingLevel={4}
        label={program.agreementTitle.default}
      />
      <AgreementConsentFields form={form} sections={PARTNER_SERVICES_AGREEMENT_SECTIONS} />
    </section>
  );
}
