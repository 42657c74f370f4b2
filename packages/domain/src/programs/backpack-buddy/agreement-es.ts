/**
 * The Backpack Buddy program agreement in Spanish (issue 20): a courtesy translation of
 * agreement.ts, whose English is the binding text. Both versions mirror the English section for
 * section, block for block and item for item (the signature slots and the screens' layout
 * depend on it), with the same parties and figures; the date is written out in Spanish
 * (agreements/fill-es.ts).
 */
import { orderedList, paragraph } from '../../agreements/document.ts';
import type { AgreementDocument, AgreementSection, Block } from '../../agreements/document.ts';
import { partyAddressLine } from '../../agreements/fill.ts';
import type { AgreementParties } from '../../agreements/fill.ts';
import { filledPartiesEs } from '../../agreements/fill-es.ts';
import type { TextVersion } from '../../agreements/rules.ts';
import { schoolProgramsMouEs } from '../../agreements/school-programs-mou-es.ts';
import { textVersionOf, type SpanishTexts } from '../../agreements/spanish-texts.ts';
import { usdaNondiscriminationSectionEs } from '../../agreements/usda-nondiscrimination-es.ts';
import { BACKPACK_BUDDY_AGREEMENT_ID } from './agreement.ts';
import { backpackBuddyProgram } from './program.ts';

export const BACKPACK_BUDDY_AGREEMENT_TITLE_ES =
  backpackBuddyProgram.spanish.agreementTitle.default;

/** The quarters of ALLOTMENT_QUARTERS, in Spanish. */
export const ALLOTMENT_QUARTERS_ES = [
  'de julio a septiembre',
  'de octubre a diciembre',
  'de enero a marzo',
  'de abril a junio',
] as const;

const QUARTERS_TEXT_ES =
  'de julio a septiembre, de octubre a diciembre, de enero a marzo y de abril a junio';

export const BACKPACK_BUDDY_SECTION_HEADINGS_ES = {
  1: 'Propósito del programa',
  2: 'Responsabilidades del programa',
  3: 'No discriminación',
} as const;

function preamble(parties: AgreementParties): Block {
  return paragraph(
    `Este ${BACKPACK_BUDDY_AGREEMENT_TITLE_ES} (el “Acuerdo”) se celebra el ${parties.date} ` +
      `entre el Banco de Alimentos y ${parties.schoolName} (tipo de organización: ` +
      `${parties.organizationType}), con domicilio en ${partyAddressLine(parties)} (el “Socio ` +
      'de Programas Escolares” o la “Escuela”). El Memorando de entendimiento de los programas ' +
      'escolares que sigue a este Acuerdo forma parte de él.',
  );
}

const SIGN_NOTE =
  'Al escribir un nombre y marcar Acepto en esta sección, la Escuela confirma que ha leído esta ' +
  'sección y que la cumplirá.';

// ----- Older version: numbered lists -----

function olderPurpose(parties: AgreementParties): AgreementSection {
  return {
    heading: BACKPACK_BUDDY_SECTION_HEADINGS_ES[1],
    blocks: [
      preamble(parties),
      paragraph('Los propósitos del programa Backpack Buddy son:'),
      orderedList([
        'Proporcionar alimentos nutritivos y apropiados para niños a los niños de los grados K-12 ' +
          'que están en riesgo de padecer hambre cuando no hay comidas escolares, como los fines ' +
          'de semana y los días festivos escolares.',
        'Llegar a esos niños a través de su escuela, sin costo alguno para los niños ni para sus ' +
          'familias.',
        'Ayudar a que los estudiantes regresen a la escuela después del fin de semana ' +
          'alimentados y listos para aprender.',
      ]),
      paragraph(SIGN_NOTE),
    ],
    signature: { index: 1 },
  };
}

function olderResponsibilities(): AgreementSection {
  return {
    heading: BACKPACK_BUDDY_SECTION_HEADINGS_ES[2],
    blocks: [
      paragraph('La Escuela se compromete a:'),
      orderedList([
        'Designar a un coordinador principal y, cuando sea posible, a un coordinador secundario, ' +
          'para que lleven a cabo el programa en la Escuela y actúen como contactos del Banco de ' +
          'Alimentos.',
        'Inscribir únicamente a estudiantes que reúnan los requisitos de ingresos. Un estudiante ' +
          'reúne los requisitos por tener derecho a almuerzo gratuito o a precio reducido, o ' +
          'mediante una carta de dificultad económica que describa la necesidad de la familia.',
        'Antes de que un estudiante reciba cualquier alimento, obtener una hoja de permiso ' +
          'firmada por su padre, madre o tutor, y conservar en archivo en la Escuela una hoja de ' +
          'permiso firmada por cada estudiante participante. No se aceptan escaneos ni copias de ' +
          'las hojas de permiso enviados al personal del Banco de Alimentos.',
        'Distribuir bolsas de alimentos para el fin de semana a los estudiantes inscritos al ' +
          'menos tres veces al mes durante el período de clases.',
        'Entregar los alimentos únicamente a los estudiantes inscritos y de forma gratuita; ' +
          'nunca venderlos, intercambiarlos ni canjearlos, usarlos como recompensa ni retenerlos ' +
          'como castigo.',
        'Almacenar los alimentos en un lugar limpio, seco y seguro, separados del piso y ' +
          'alejados de sustancias químicas y plagas, hasta que se distribuyan.',
        'Informar las distribuciones de cada mes a través del Portal de Socios.',
        'Conservar las hojas de permiso, los registros de elegibilidad y los registros de ' +
          'distribución durante tres años y mostrarlos al personal del Banco de Alimentos cuando ' +
          'lo solicite.',
        'Solicitar un ajuste de la asignación de la Escuela no más de una vez por trimestre: ' +
          `${QUARTERS_TEXT_ES}.`,
        'Informar sin demora al Especialista de Backpack Buddy de cualquier cambio en los ' +
          'contactos, la inscripción o el calendario de distribución de la Escuela.',
      ]),
      paragraph('El Banco de Alimentos se compromete a:'),
      orderedList([
        'Entregar los alimentos de la asignación de la Escuela según el calendario acordado con ' +
          'la Escuela.',
        'Asignar a un Especialista de Backpack Buddy como contacto de la Escuela y proporcionar ' +
          'capacitación y materiales del programa.',
        'Revisar cada trimestre las solicitudes de ajuste de la asignación e informar a la ' +
          'Escuela del resultado.',
        'Mantener la confidencialidad de la información de los estudiantes que reciba y usarla ' +
          'únicamente para llevar a cabo el programa.',
      ]),
      paragraph(SIGN_NOTE),
    ],
    signature: { index: 2 },
  };
}

// ----- Newer version: prose sections -----

function newerPurpose(parties: AgreementParties): AgreementSection {
  return {
    heading: BACKPACK_BUDDY_SECTION_HEADINGS_ES[1],
    blocks: [
      preamble(parties),
      paragraph(
        'Muchos niños que dependen de las comidas escolares durante la semana no tienen ' +
          'suficiente para comer los fines de semana y los días festivos escolares. A través del ' +
          'programa Backpack Buddy, el Banco de Alimentos suministra alimentos nutritivos y ' +
          'apropiados para niños, y la Escuela los distribuye de forma gratuita a los ' +
          'estudiantes de los grados K-12 que están en riesgo de padecer hambre, para que ' +
          'regresen a la escuela alimentados y listos para aprender.',
      ),
      paragraph(
        'La Escuela se compromete a llevar a cabo el programa con este propósito, de conformidad ' +
          'con este Acuerdo y con el Memorando de entendimiento de los programas escolares. ' +
          SIGN_NOTE,
      ),
    ],
    signature: { index: 1 },
  };
}

function newerResponsibilities(): AgreementSection {
  return {
    heading: BACKPACK_BUDDY_SECTION_HEADINGS_ES[2],
    blocks: [
      paragraph(
        'Coordinadores. La Escuela designa a un coordinador principal y, cuando sea posible, a ' +
          'un coordinador secundario, quienes llevan a cabo el programa en la Escuela y son los ' +
          'contactos del Banco de Alimentos.',
      ),
      paragraph(
        'Elegibilidad. La Escuela inscribe únicamente a estudiantes que reúnen los requisitos de ' +
          'ingresos, según lo demuestre su derecho a almuerzo gratuito o a precio reducido o una ' +
          'carta de dificultad económica que describa la necesidad de la familia.',
      ),
      paragraph(
        'Hojas de permiso. Ningún estudiante recibe alimentos hasta que su padre, madre o tutor ' +
          'haya firmado una hoja de permiso. La Escuela conserva en archivo la hoja de permiso ' +
          'firmada de cada estudiante participante. No se aceptan escaneos ni copias de las hojas ' +
          'de permiso enviados al personal del Banco de Alimentos.',
      ),
      paragraph(
        'Distribución. La Escuela distribuye bolsas de alimentos para el fin de semana a los ' +
          'estudiantes inscritos al menos tres veces al mes durante el período de clases. Los ' +
          'alimentos se entregan únicamente a los estudiantes inscritos y de forma gratuita; ' +
          'nunca se venden, se intercambian ni se canjean, ni se usan como recompensa o se ' +
          'retienen como castigo. Hasta que se distribuyen, los alimentos se guardan en un lugar ' +
          'limpio, seco y seguro, separados del piso y alejados de sustancias químicas y plagas.',
      ),
      paragraph(
        'Informes y registros. La Escuela informa las distribuciones de cada mes a través del ' +
          'Portal de Socios y conserva las hojas de permiso, los registros de elegibilidad y los ' +
          'registros de distribución durante tres años, a disposición del personal del Banco de ' +
          'Alimentos cuando lo solicite.',
      ),
      paragraph(
        'Asignación. La Escuela puede pedir a su Especialista de Backpack Buddy que ajuste su ' +
          `asignación una vez por trimestre: ${QUARTERS_TEXT_ES}. El Banco de Alimentos revisa ` +
          'cada solicitud y puede ajustar la asignación de acuerdo con la inscripción de la ' +
          'Escuela y los alimentos disponibles.',
      ),
      paragraph(
        'La parte del Banco de Alimentos. El Banco de Alimentos entrega la asignación de la ' +
          'Escuela según el calendario acordado con la Escuela, asigna a un Especialista de ' +
          'Backpack Buddy como contacto de la Escuela, proporciona capacitación y materiales del ' +
          'programa, y mantiene la confidencialidad de la información de los estudiantes que ' +
          'recibe.',
      ),
      paragraph(SIGN_NOTE),
    ],
    signature: { index: 2 },
  };
}

/** The program agreement in Spanish: backpackBuddyProgramAgreement's input and structure. */
export function backpackBuddyProgramAgreementEs(input: {
  parties: Partial<AgreementParties> | null | undefined;
  version: TextVersion;
}): AgreementDocument {
  const parties = filledPartiesEs(input.parties);
  const older = input.version === 'older';
  return {
    id: BACKPACK_BUDDY_AGREEMENT_ID,
    title: BACKPACK_BUDDY_AGREEMENT_TITLE_ES,
    version: input.version,
    sections: [
      older ? olderPurpose(parties) : newerPurpose(parties),
      older ? olderResponsibilities() : newerResponsibilities(),
      usdaNondiscriminationSectionEs(parties.date, BACKPACK_BUDDY_SECTION_HEADINGS_ES[3]),
    ],
  };
}

/** backpackBuddyAgreement in Spanish: the program agreement, then the memorandum. */
export function backpackBuddyAgreementEs(input: {
  parties: Partial<AgreementParties> | null | undefined;
  version: TextVersion;
}): AgreementDocument[] {
  return [backpackBuddyProgramAgreementEs(input), schoolProgramsMouEs(input)];
}

/** Backpack Buddy's Spanish texts for the lookup (agreements/spanish.ts), by English id. */
export const backpackBuddySpanishTexts: SpanishTexts = {
  [BACKPACK_BUDDY_AGREEMENT_ID]: ({ parties, version }) =>
    backpackBuddyProgramAgreementEs({ parties, version: textVersionOf(version) }),
};
