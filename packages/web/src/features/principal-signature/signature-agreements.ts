import { agreementParties, isAgreementProgramSlug, schoolProgramsMou } from '@portal/domain';
import { backpackBuddyAgreement } from '@portal/domain/programs/backpack-buddy';
import type {
  AgreementDocument,
  AgreementParties,
  AgreementProgramSlug,
  SignatureRecord,
  TextVersion,
} from '@portal/domain';
import type { ApplicationSignatureDetailsQuery } from '../../gql/graphql';

export type SignatureDetails = NonNullable<
  ApplicationSignatureDetailsQuery['applicationSignatureDetails']
>;

type AgreementBuilder = (input: {
  parties: AgreementParties;
  version: TextVersion;
}) => AgreementDocument[];

/**
 * The agreement texts each program's signature page shows. A program without its own texts in
 * the domain yet shows the School Programs Memorandum of Understanding, which covers it.
 */
const BUILDERS: Partial<Record<AgreementProgramSlug, AgreementBuilder>> = {
  'backpack-buddy': backpackBuddyAgreement,
};

/** The filled agreement documents of the details: its version and date, school and principal. */
export function signatureAgreementDocuments(details: SignatureDetails): AgreementDocument[] {
  const parties = agreementParties(
    details.school,
    { organizationType: details.school.organizationType },
    details.principal.email,
    details.agreement.date,
  );
  const version: TextVersion = details.agreement.version === 'older' ? 'older' : 'newer';
  const build = isAgreementProgramSlug(details.programName)
    ? BUILDERS[details.programName]
    : undefined;
  return build ? build({ parties, version }) : [schoolProgramsMou({ parties, version })];
}

/** The typed names and I Agree values (the older Teachers Aid fields count as agreeing). */
export function signatureValues(details: SignatureDetails): SignatureRecord {
  return {
    nameSignFirst: details.nameSignFirst,
    nameSignSecond: details.nameSignSecond,
    nameSignThird: details.nameSignThird,
    agreeToProgramPurpose: details.agreeToProgramPurpose,
    agreeToProgramResponsibilities:
      details.agreeToProgramResponsibilities || details.certifiedAgreement === true,
    agreeNondiscrimination:
      details.agreeNondiscrimination || details.certifiedNonDiscrimination === true,
  };
}
