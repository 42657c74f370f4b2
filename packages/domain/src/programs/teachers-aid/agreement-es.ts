/**
 * The Teachers Aid program agreement in Spanish (issue 20): a courtesy translation of
 * agreement.ts, whose English is the binding text, in both versions (60%, or 90% urban / 70%
 * rural). It mirrors the English section for section, block for block and item for item, with
 * the same parties and figures; the date is written out in Spanish (agreements/fill-es.ts).
 */
import { bulletList, paragraph } from '../../agreements/document.ts';
import type { AgreementDocument, AgreementSection, Block } from '../../agreements/document.ts';
import { programAgreementTitle } from '../../agreements/catalogue.ts';
import { partyAddressLine } from '../../agreements/fill.ts';
import type { AgreementParties } from '../../agreements/fill.ts';
import { filledPartiesEs } from '../../agreements/fill-es.ts';
import type { TextVersion } from '../../agreements/rules.ts';
import { schoolProgramsMouEs } from '../../agreements/school-programs-mou-es.ts';
import { textVersionOf, type SpanishTexts } from '../../agreements/spanish-texts.ts';
import { usdaNondiscriminationSectionEs } from '../../agreements/usda-nondiscrimination-es.ts';
import { TEACHERS_AID_AGREEMENT_ID, TEACHERS_AID_LUNCH_THRESHOLD } from './agreement.ts';
import type {
  TeachersAidAgreementInput,
  TEACHERS_AID_ELIGIBLE_STAFF,
  TEACHERS_AID_INELIGIBLE_STAFF,
} from './agreement.ts';
import { teachersAidProgram } from './program.ts';

export const TEACHERS_AID_AGREEMENT_TITLE_ES = programAgreementTitle(teachersAidProgram.spanish);

export const TEACHERS_AID_SECTION_HEADINGS_ES = {
  1: 'Reglas del programa',
  2: 'Acuerdo',
  3: 'No discriminación',
} as const;

/** TEACHERS_AID_ELIGIBLE_STAFF in Spanish, item for item. */
export const TEACHERS_AID_ELIGIBLE_STAFF_ES = [
  'los directores',
  'los subdirectores',
  'los consejeros',
  'los representantes de CIS',
  'los maestros',
] as const satisfies { length: (typeof TEACHERS_AID_ELIGIBLE_STAFF)['length'] };

/** TEACHERS_AID_INELIGIBLE_STAFF in Spanish, item for item. */
export const TEACHERS_AID_INELIGIBLE_STAFF_ES = [
  'los maestros suplentes',
  'los auxiliares',
  'los paraprofesionales',
  'el personal de cafetería',
  'el personal de limpieza',
] as const satisfies { length: (typeof TEACHERS_AID_INELIGIBLE_STAFF)['length'] };

const SIGN_NOTE =
  'Al escribir un nombre y marcar la casilla de esta sección, la Escuela confirma que ha leído ' +
  'esta sección y que la cumplirá.';

/** 'a, b y c' ('ni' for a negative list). */
function joinList(items: readonly string[], conjunction: 'y' | 'ni'): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** The eligibility sentence of the version (teachersAidLunchRequirement in Spanish). */
export function teachersAidLunchRequirementEs(version: TextVersion): string {
  const t = TEACHERS_AID_LUNCH_THRESHOLD[version];
  const share =
    t.urban === t.rural
      ? `al menos el ${t.urban}%`
      : `al menos el ${t.urban}% (escuelas urbanas) o el ${t.rural}% (escuelas rurales)`;
  return (
    `El programa está abierto a las escuelas de Título 1 en las que ${share} de los ` +
    'estudiantes recibe almuerzo gratuito o a precio reducido.'
  );
}

function preamble(parties: AgreementParties): Block {
  return paragraph(
    `Este ${TEACHERS_AID_AGREEMENT_TITLE_ES} (el “Acuerdo”) se celebra el ${parties.date} entre ` +
      `el Banco de Alimentos y ${parties.schoolName} (tipo de organización: ` +
      `${parties.organizationType}), con domicilio en ${partyAddressLine(parties)} (el “Socio ` +
      'de Programas Escolares” o la “Escuela”). El Memorando de entendimiento de los programas ' +
      'escolares que sigue a este Acuerdo forma parte de él.',
  );
}

function programRules(parties: AgreementParties, version: TextVersion): AgreementSection {
  return {
    heading: TEACHERS_AID_SECTION_HEADINGS_ES[1],
    blocks: [
      preamble(parties),
      paragraph(
        'A través del programa Teachers Aid, el Banco de Alimentos proporciona útiles escolares, ' +
          'de forma gratuita, a los maestros de escuelas de bajos ingresos, para que los maestros ' +
          'no tengan que comprar por su cuenta los útiles del salón de clases y los estudiantes ' +
          'tengan lo que necesitan para aprender.',
      ),
      paragraph(teachersAidLunchRequirementEs(version)),
      paragraph(
        `Solo participan ${joinList(TEACHERS_AID_ELIGIBLE_STAFF_ES, 'y')} de la Escuela. No ` +
          `participan ${joinList(TEACHERS_AID_INELIGIBLE_STAFF_ES, 'ni')}.`,
      ),
      paragraph(SIGN_NOTE),
    ],
    signature: { index: 1 },
  };
}

function agreementTerms(): AgreementSection {
  return {
    heading: TEACHERS_AID_SECTION_HEADINGS_ES[2],
    blocks: [
      paragraph('La Escuela se compromete a:'),
      bulletList([
        'Mantener actualizada la lista de maestros, incluyendo únicamente al personal que puede ' +
          'participar.',
        'Hacer que el personal participante acuda a comprar en la tienda una vez al mes, según ' +
          'el calendario que fije el Banco de Alimentos.',
        'Usar los útiles únicamente para los salones de clases y los estudiantes de la Escuela.',
        'Informar sin demora al Banco de Alimentos de cualquier cambio en los contactos o en la ' +
          'lista de maestros de la Escuela.',
      ]),
      paragraph('El Banco de Alimentos se compromete a:'),
      bulletList([
        'Poner útiles escolares a disposición de los maestros participantes de la Escuela sin ' +
          'costo alguno.',
        'Ser el contacto de la Escuela para el programa y responder a sus preguntas.',
      ]),
      paragraph(SIGN_NOTE),
    ],
    signature: { index: 2 },
  };
}

/** The program agreement in Spanish: teachersAidProgramAgreement's input and structure. */
export function teachersAidProgramAgreementEs(input: TeachersAidAgreementInput): AgreementDocument {
  const parties = filledPartiesEs(input.parties);
  return {
    id: TEACHERS_AID_AGREEMENT_ID,
    title: TEACHERS_AID_AGREEMENT_TITLE_ES,
    version: input.version,
    sections: [
      programRules(parties, input.version),
      agreementTerms(),
      usdaNondiscriminationSectionEs(parties.date, TEACHERS_AID_SECTION_HEADINGS_ES[3]),
    ],
  };
}

/** teachersAidAgreement in Spanish: the program agreement, then the memorandum. */
export function teachersAidAgreementEs(input: TeachersAidAgreementInput): AgreementDocument[] {
  return [
    teachersAidProgramAgreementEs(input),
    schoolProgramsMouEs({ parties: input.parties, version: input.version }),
  ];
}

/** Teachers Aid's Spanish texts for the lookup (agreements/spanish.ts), by English id. */
export const teachersAidSpanishTexts: SpanishTexts = {
  [TEACHERS_AID_AGREEMENT_ID]: ({ parties, version }) =>
    teachersAidProgramAgreementEs({ parties, version: textVersionOf(version) }),
};
