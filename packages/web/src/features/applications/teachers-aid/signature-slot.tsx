import { SIGNATURE_FIELDS, SIGNATURE_INDEXES } from '@portal/domain';
import type { AgreementSection, SignatureIndex, SignatureRecord } from '@portal/domain';
import { TEACHERS_AID_SIGNATURE_FIELDS } from '@portal/domain/programs/teachers-aid';
import type { TeachersAidStepThreeInput } from '@portal/domain/programs/teachers-aid';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/checkbox-field';
import { TextField } from '../../../components/text-field';
import { RichText } from '../../../i18n/rich-text';
import { useT } from '../../../i18n/use-t';
import { fieldProps } from '../../../lib/forms';
import { formSectionMessages as m } from '../form-sections.messages';

type TeachersAidSignatures = {
  nameSignFirst?: string | null;
  nameSignSecond?: string | null;
  nameSignThird?: string | null;
  certifiedProgramRules?: boolean | null;
  certifiedAgreement?: boolean | null;
  certifiedNonDiscrimination?: boolean | null;
};

/**
 * The application's typed names and certifications as the shared agreement view reads a signed
 * record (its slots are named after the School Market fields; Teachers Aid keeps its own names:
 * TEACHERS_AID_SIGNATURE_FIELDS).
 */
export function signatureRecord(values: TeachersAidSignatures): SignatureRecord {
  const record: Record<string, string | boolean | null | undefined> = {};
  for (const index of SIGNATURE_INDEXES) {
    const own = TEACHERS_AID_SIGNATURE_FIELDS[index];
    const shared = SIGNATURE_FIELDS[index];
    record[shared.name] = values[own.name];
    record[shared.agree] = values[own.agree];
  }
  return record as SignatureRecord;
}

/**
 * Under a signed section of the agreement (AgreementView's edit `render`), as the shared
 * SignatureSlot: a typed name and an I Agree box, bound to Teachers Aid's certification fields.
 */
export function TeachersAidSignatureSlot<O>({
  form,
  index,
  section,
}: {
  form: UseFormReturn<TeachersAidStepThreeInput, unknown, O>;
  index: SignatureIndex;
  section: AgreementSection;
}) {
  const t = useT();
  const fields = TEACHERS_AID_SIGNATURE_FIELDS[index];
  const name = section.heading ?? t(m.sectionNumber, { index: String(index) });
  const values = { section: name };
  return (
    <fieldset className="signature-slot">
      <legend className="visually-hidden">{t(m.sectionSignature, values)}</legend>
      <TextField
        label={t(m.signatureFor, values)}
        hint={t(m.typeFullName)}
        autoComplete="name"
        {...fieldProps(form, fields.name)}
      />
      <CheckboxField
        label={
          <RichText
            message={m.iAgree}
            values={values}
            elements={[<span key="name" className="visually-hidden" />]}
          />
        }
        {...fieldProps(form, fields.agree)}
      />
    </fieldset>
  );
}
