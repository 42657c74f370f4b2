import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { agreementParties, formatUsDate } from '@portal/domain';
import type { AgreementDocument, AgreementParties } from '@portal/domain';
import { spanishAgreements } from '@portal/domain/agreements/spanish';
import type { AddressValues } from './address-fields';

type HolderValues = Pick<AddressValues, 'address1' | 'address2' | 'city' | 'zip'> & {
  name: string;
};

/**
 * A one-document agreement (Kids Cafe's, Partner Services') filled with the holder the form holds
 * at `path` (a site, an organization: its name, address, city and zip, as the agreement's
 * parties) and dated the application's submission, else today. `agreement` builds the text: a
 * function of the module, so the document is rebuilt only when the holder changes. `spanish` is
 * its Spanish courtesy text (the English stays the binding one).
 */
export function useHolderAgreement<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  path: string,
  submittedAt: string | null | undefined,
  agreement: (input: { parties: AgreementParties }) => AgreementDocument,
): { documents: AgreementDocument[]; spanish: AgreementDocument[] | undefined } {
  // Only the holder's fields under `path` are watched.
  const holderForm = form as unknown as UseFormReturn<Record<string, HolderValues>, unknown, O>;
  const [name, address1, address2, city, zip] = useWatch({
    control: holderForm.control,
    name: [`${path}.name`, `${path}.address1`, `${path}.address2`, `${path}.city`, `${path}.zip`],
  });
  const date = formatUsDate(submittedAt ?? new Date());
  return useMemo(() => {
    const parties = agreementParties({ name, address1, address2, city, zip }, null, null, date);
    const documents = [agreement({ parties })];
    return { documents, spanish: spanishAgreements(documents, { parties }) };
  }, [agreement, name, address1, address2, city, zip, date]);
}
