/**
 * The School Market program agreement in Spanish (issue 20): a courtesy translation of
 * agreement.ts, whose English is the binding text, in both versions (48 or 24 hours' notice
 * before cancelling) and with Houston ISD's Acknowledgement title. It mirrors the English
 * section for section, block for block and item for item, with the same parties and figures;
 * the date is written out in Spanish (agreements/fill-es.ts).
 */
import { bulletList, paragraph } from '../../agreements/document.ts';
import type { AgreementDocument, AgreementSection, Block } from '../../agreements/document.ts';
import { programAgreementTitle } from '../../agreements/catalogue.ts';
import { partyAddressLine } from '../../agreements/fill.ts';
import type { AgreementParties } from '../../agreements/fill.ts';
import { filledPartiesEs } from '../../agreements/fill-es.ts';
import { schoolProgramsMouEs } from '../../agreements/school-programs-mou-es.ts';
import { textVersionOf, type SpanishTexts } from '../../agreements/spanish-texts.ts';
import { usdaNondiscriminationSectionEs } from '../../agreements/usda-nondiscrimination-es.ts';
import type { TextVersion } from '../../agreements/rules.ts';
import {
  SCHOOL_MARKET_AGREEMENT_ID,
  SCHOOL_MARKET_CANCELLATION_NOTICE_HOURS,
  SCHOOL_MARKET_TERMS,
} from './agreement.ts';
import type { SchoolMarketAgreementInput } from './agreement.ts';
import { schoolMarketProgram } from './program.ts';

/** The Spanish heading: a Reconocimiento (Acknowledgement) for Houston ISD, else an Acuerdo. */
export function schoolMarketAgreementHeadingEs(districtName: string | null | undefined): string {
  return programAgreementTitle(schoolMarketProgram.spanish, districtName);
}

export const SCHOOL_MARKET_SECTION_HEADINGS_ES = {
  1: 'Propósito del programa',
  2: 'Responsabilidades del programa',
  3: 'No discriminación',
} as const;

/** SCHOOL_MARKET_TERMS' worded figures in Spanish ('1 week', '8 to 10'), same numbers. */
const SCHEDULE_CHANGE_NOTICE_ES = SCHOOL_MARKET_TERMS.scheduleChangeNotice.replace(
  /^(\d+) weeks?$/,
  (_, n: string) => `${n} ${n === '1' ? 'semana' : 'semanas'}`,
);
const PARKING_SPOTS_ES = SCHOOL_MARKET_TERMS.mobileParkingSpots.replace(
  /^(\d+) to (\d+)$/,
  'entre $1 y $2',
);

const SIGN_NOTE =
  'Al escribir un nombre y marcar Acepto en esta sección, la Escuela confirma que ha leído esta ' +
  'sección y que la cumplirá.';

function preamble(title: string, parties: AgreementParties): Block {
  // Houston ISD's text is an Acknowledgement (Reconocimiento), and calls itself so.
  const short =
    title === schoolMarketProgram.spanish.agreementTitle.houstonIsd ? 'Reconocimiento' : 'Acuerdo';
  return paragraph(
    `Este ${title} (el “${short}”) se celebra el ${parties.date} entre el Banco de Alimentos y ` +
      `${parties.schoolName} (tipo de organización: ${parties.organizationType}), con domicilio ` +
      `en ${partyAddressLine(parties)} (el “Socio de Programas Escolares” o la “Escuela”). El ` +
      `Memorando de entendimiento de los programas escolares que sigue a este ${short} forma ` +
      'parte de él.',
  );
}

function purpose(title: string, parties: AgreementParties): AgreementSection {
  const t = SCHOOL_MARKET_TERMS;
  return {
    heading: SCHOOL_MARKET_SECTION_HEADINGS_ES[1],
    blocks: [
      preamble(title, parties),
      paragraph(
        'A través del programa School Market, el Banco de Alimentos suministra alimentos que la ' +
          'Escuela distribuye, de forma gratuita, a sus estudiantes y sus familias, para que los ' +
          'estudiantes y sus hogares tengan suficiente para comer y los estudiantes puedan ' +
          'concentrarse en aprender.',
      ),
      paragraph('Un School Market adopta una de estas dos formas:'),
      bulletList([
        'Local fijo: un mercado instalado en la Escuela, abastecido por el Banco de Alimentos y ' +
          'administrado por la Escuela.',
        'Distribución móvil: una distribución que el Banco de Alimentos lleva a la Escuela el ' +
          'día programado.',
      ]),
      paragraph(
        'El mercado abre dos veces al mes según un calendario fijo acordado con el Banco de ' +
          'Alimentos, para que los estudiantes y las familias sepan cuándo acudir.',
      ),
      paragraph(
        'Un mercado de local fijo se compromete con el programa durante ' +
          `${t.brickAndMortarCommitmentYears} años; un mercado móvil se compromete durante ` +
          `${t.mobileCommitmentYears} año.`,
      ),
      paragraph(SIGN_NOTE),
    ],
    signature: { index: 1 },
  };
}

function responsibilities(version: TextVersion): AgreementSection {
  const t = SCHOOL_MARKET_TERMS;
  const hours = SCHOOL_MARKET_CANCELLATION_NOTICE_HOURS[version];
  return {
    heading: SCHOOL_MARKET_SECTION_HEADINGS_ES[2],
    blocks: [
      paragraph('La Escuela se compromete a:'),
      bulletList([
        `Realizar un mínimo de ${t.minimumDistributionsPerMonth} distribuciones al mes. Una ` +
          'distribución que no se lleve a cabo el día programado se reprograma dentro del mismo ' +
          'mes.',
        `Avisar al Especialista Escolar con al menos ${hours} horas de anticipación antes de ` +
          'cancelar una distribución.',
        `Avisar por escrito al Banco de Alimentos, con al menos ${SCHEDULE_CHANGE_NOTICE_ES} de ` +
          'anticipación, de cualquier cambio en el calendario de distribución.',
        'En una distribución móvil, mantener la distribución abierta durante ' +
          `${t.mobileDistributionHours} horas y reservar ${PARKING_SPOTS_ES} espacios de ` +
          'estacionamiento en el sitio para la distribución.',
        `Contar con ${t.staffOverseers} miembros del personal de la Escuela que supervisen cada ` +
          'distribución.',
        'Hacer participar a estudiantes voluntarios en el funcionamiento del mercado, bajo la ' +
          'supervisión de esos miembros del personal.',
        'Registrar a los clientes atendidos en cada distribución en el sistema de datos de ' +
          'clientes que usa el Banco de Alimentos, y mantener esos registros exactos y ' +
          'confidenciales.',
        'Entregar los alimentos únicamente a los clientes y de forma gratuita. Los alimentos no ' +
          'se venden, no se intercambian ni se destinan a otro uso, y no se usan para ningún fin ' +
          'distinto del School Market.',
        'Informar sin demora al Especialista Escolar de cualquier cambio en los contactos de la ' +
          'Escuela.',
      ]),
      paragraph('El Banco de Alimentos se compromete a:'),
      bulletList([
        'Suministrar alimentos para cada distribución programada y, en el caso de un mercado ' +
          'móvil, llevarlos a la Escuela el día programado.',
        'Asignar a un Especialista Escolar como contacto de la Escuela y proporcionar ' +
          'capacitación y materiales del programa.',
        'Mantener la confidencialidad de la información de los clientes que reciba y usarla ' +
          'únicamente para llevar a cabo el programa e informar sobre él.',
      ]),
      paragraph(SIGN_NOTE),
    ],
    signature: { index: 2 },
  };
}

/** The program agreement in Spanish: schoolMarketProgramAgreement's input and structure. */
export function schoolMarketProgramAgreementEs(
  input: SchoolMarketAgreementInput,
): AgreementDocument {
  const parties = filledPartiesEs(input.parties);
  const title = schoolMarketAgreementHeadingEs(input.districtName);
  return {
    id: SCHOOL_MARKET_AGREEMENT_ID,
    title,
    version: input.version,
    sections: [
      purpose(title, parties),
      responsibilities(input.version),
      usdaNondiscriminationSectionEs(parties.date, SCHOOL_MARKET_SECTION_HEADINGS_ES[3]),
    ],
  };
}

/** schoolMarketAgreement in Spanish: the program agreement, then the memorandum. */
export function schoolMarketAgreementEs(input: SchoolMarketAgreementInput): AgreementDocument[] {
  return [
    schoolMarketProgramAgreementEs(input),
    schoolProgramsMouEs({ parties: input.parties, version: input.version }),
  ];
}

/** School Market's Spanish texts for the lookup (agreements/spanish.ts), by English id. */
export const schoolMarketSpanishTexts: SpanishTexts = {
  [SCHOOL_MARKET_AGREEMENT_ID]: ({ parties, version, districtName }) =>
    schoolMarketProgramAgreementEs({ parties, version: textVersionOf(version), districtName }),
};
