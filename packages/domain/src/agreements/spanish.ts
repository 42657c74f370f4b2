/**
 * The Spanish agreement texts (issue 20), found by the English document they translate. Imported
 * as '@portal/domain/agreements/spanish' (not through the barrel, like the Spanish messages): the
 * screens build the English documents as before and ask here for their Spanish, which they show
 * with the English marked as the binding version.
 *
 * Each program module declares its Spanish texts (programs/<slug>/agreement-es.ts) by the ids of
 * its English documents; the registry below holds one entry per program, so a program without
 * Spanish texts does not compile, and nothing switches on a program key. The shared texts (the
 * School Programs Memorandum of Understanding, the USDA statement) are listed once.
 */
import type { ProgramKey } from '../programs/entry.ts';
import { backpackBuddySpanishTexts } from '../programs/backpack-buddy/agreement-es.ts';
import { kidsCafeSpanishTexts } from '../programs/kids-cafe/agreement-es.ts';
import { partnerServicesSpanishTexts } from '../programs/partner-services/agreement-es.ts';
import { schoolMarketSpanishTexts } from '../programs/school-market/agreement-es.ts';
import { teachersAidSpanishTexts } from '../programs/teachers-aid/agreement-es.ts';
import type { AgreementDocument } from './document.ts';
import type { AgreementParties } from './fill.ts';
import { SCHOOL_PROGRAMS_MOU_ID } from './school-programs-mou.ts';
import { schoolProgramsMouEs } from './school-programs-mou-es.ts';
import { textVersionOf, type SpanishTexts } from './spanish-texts.ts';
import {
  USDA_NONDISCRIMINATION_STATEMENT_ID,
  usdaNondiscriminationStatementEs,
} from './usda-nondiscrimination-es.ts';

export type { SpanishTextInput, SpanishTexts } from './spanish-texts.ts';

/** Each program's Spanish texts (exhaustive: one entry per program). */
export const SPANISH_TEXTS_BY_PROGRAM: Readonly<Record<ProgramKey, SpanishTexts>> = {
  backpackBuddy: backpackBuddySpanishTexts,
  kidsCafe: kidsCafeSpanishTexts,
  schoolMarket: schoolMarketSpanishTexts,
  teachersAid: teachersAidSpanishTexts,
  partnerServices: partnerServicesSpanishTexts,
};

/** The texts several programs share. */
export const SHARED_SPANISH_TEXTS: SpanishTexts = {
  [SCHOOL_PROGRAMS_MOU_ID]: ({ parties, version }) =>
    schoolProgramsMouEs({ parties, version: textVersionOf(version) }),
  [USDA_NONDISCRIMINATION_STATEMENT_ID]: ({ parties }) =>
    usdaNondiscriminationStatementEs(parties?.date),
};

const BY_ID: SpanishTexts = Object.assign(
  {},
  SHARED_SPANISH_TEXTS,
  ...Object.values(SPANISH_TEXTS_BY_PROGRAM),
) as SpanishTexts;

/** What the Spanish of a document is filled with besides its version: the English parties. */
export interface SpanishAgreementInput {
  /** The parties the English documents were built with (US date, English labels). */
  readonly parties: Partial<AgreementParties> | null | undefined;
  /** The school's district (School Market's Houston ISD Acknowledgement). */
  readonly districtName?: string | null;
}

/**
 * The Spanish of an English agreement document (same id, version and structure), filled with
 * the same parties; undefined when the document has no Spanish text.
 */
export function spanishAgreement(
  document: AgreementDocument,
  input: SpanishAgreementInput,
): AgreementDocument | undefined {
  const build = Object.hasOwn(BY_ID, document.id) ? BY_ID[document.id] : undefined;
  return build?.({ ...input, version: document.version });
}

/**
 * The Spanish of every document, in order; undefined unless each has one (a page then shows the
 * English only, never a mix).
 */
export function spanishAgreements(
  documents: readonly AgreementDocument[],
  input: SpanishAgreementInput,
): AgreementDocument[] | undefined {
  const spanish = documents.map((document) => spanishAgreement(document, input));
  return spanish.every((document) => document !== undefined) ? spanish : undefined;
}
