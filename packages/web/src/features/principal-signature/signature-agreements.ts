import {
  agreementParties,
  isAgreementProgramSlug,
  isBuilt,
  schoolProgramsMou,
} from '@portal/domain';
import { spanishAgreements } from '@portal/domain/agreements/spanish';
import { backpackBuddyAgreement } from '@portal/domain/programs/backpack-buddy';
import { schoolMarketAgreement } from '@portal/domain/programs/school-market';
import { teachersAidAgreement } from '@portal/domain/programs/teachers-aid';
import type {
  AgreementDocument,
  AgreementParties,
  AgreementProgramSlug,
  NotBuilt,
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
  /** The school's district (School Market titles a Houston ISD school's text an Acknowledgement). */
  districtName: string | null;
}) => AgreementDocument[];

/**
 * The agreement texts each signed program's signature page shows. A program whose own texts are
 * not in the domain yet (notBuilt) shows the School Programs Memorandum of Understanding, which
 * covers it.
 */
export const AGREEMENT_BUILDERS: Record<AgreementProgramSlug, AgreementBuilder | NotBuilt> = {
  'backpack-buddy': backpackBuddyAgreement,
  'school-market': schoolMarketAgreement,
  'teachers-aid': teachersAidAgreement,
};

/**
 * The filled agreement documents of the details (its version and date, school and principal),
 * and their Spanish courtesy translation (the domain's lookup by document; undefined if one
 * document has none).
 */
export function signatureAgreementTexts(details: SignatureDetails): {
  documents: AgreementDocument[];
  spanish: AgreementDocument[] | undefined;
} {
  const parties = agreementParties(
    details.school,
    { organizationType: details.school.organizationType },
    details.principal.email,
    details.agreement.date,
  );
  const version: TextVersion = details.agreement.version === 'older' ? 'older' : 'newer';
  const districtName = details.school.districtName ?? null;
  const build = isAgreementProgramSlug(details.programName)
    ? AGREEMENT_BUILDERS[details.programName]
    : undefined;
  const documents =
    build && isBuilt(build)
      ? build({ parties, version, districtName })
      : [schoolProgramsMou({ parties, version })];
  return { documents, spanish: spanishAgreements(documents, { parties, districtName }) };
}

/** The filled agreement documents of the details (English, the binding text). */
export function signatureAgreementDocuments(details: SignatureDetails): AgreementDocument[] {
  return signatureAgreementTexts(details).documents;
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
