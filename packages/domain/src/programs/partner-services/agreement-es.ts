/**
 * The Partner Services program agreement in Spanish (issue 20): a courtesy translation of
 * agreement.ts, whose English is the binding text. It mirrors the English section for section,
 * block for block and item for item (the form's three I Agree boxes follow the sections), with
 * the same parties and figures; the date is written out in Spanish (agreements/fill-es.ts).
 */
import { bulletList, paragraph } from '../../agreements/document.ts';
import type { AgreementDocument, AgreementSection } from '../../agreements/document.ts';
import { partyAddressLine } from '../../agreements/fill.ts';
import type { AgreementParties } from '../../agreements/fill.ts';
import { filledPartiesEs } from '../../agreements/fill-es.ts';
import type { SpanishTexts } from '../../agreements/spanish-texts.ts';
import { PARTNER_SERVICES_AGREEMENT_ID, PARTNER_SERVICES_TERMS } from './agreement.ts';
import type {
  PartnerServicesAgreementInput,
  PARTNER_SERVICES_AGREEMENT_SECTIONS,
} from './agreement.ts';
import { partnerServicesProgram } from './program.ts';

/** PARTNER_SERVICES_AGREEMENT_SECTIONS' headings in Spanish, in order (the I Agree boxes'). */
export const PARTNER_SERVICES_SECTION_HEADINGS_ES = [
  'Propósito del programa',
  'No discriminación',
  'Sin actividades religiosas',
] as const satisfies { length: (typeof PARTNER_SERVICES_AGREEMENT_SECTIONS)['length'] };

const AGREE_NOTE =
  'Al escribir un nombre y marcar Acepto en esta sección, la Agencia confirma que ha leído esta ' +
  'sección y que la cumplirá.';

function purpose(title: string, parties: AgreementParties): AgreementSection {
  const t = PARTNER_SERVICES_TERMS;
  return {
    heading: PARTNER_SERVICES_SECTION_HEADINGS_ES[0],
    blocks: [
      paragraph(
        `Este ${title} (el “Acuerdo”) se celebra el ${parties.date} entre el Banco de Alimentos ` +
          `y ${parties.schoolName}, con domicilio en ${partyAddressLine(parties)} (la “Agencia”).`,
      ),
      paragraph(
        'A través del programa Partner Services, el Banco de Alimentos proporciona alimentos ' +
          'donados y comprados a agencias asociadas sin fines de lucro (despensas de alimentos, ' +
          'programas de comidas, albergues y servicios similares), que los entregan a las ' +
          'personas necesitadas de sus comunidades.',
      ),
      paragraph('La Agencia se compromete a:'),
      bulletList([
        'Seguir siendo una organización sin fines de lucro e informar de inmediato al Banco de ' +
          'Alimentos si eso cambia.',
        'Entregar los alimentos de forma gratuita a las personas que atiende: nunca venderlos, ' +
          'trocarlos ni intercambiarlos, y nunca pedir a cambio una tarifa, un donativo ni ' +
          'prueba de membresía.',
        'Distribuir los alimentos únicamente a través de los servicios, en los días y en los ' +
          'horarios indicados en su solicitud, e informar al Banco de Alimentos de cualquier ' +
          'cambio en ellos.',
        `Almacenar los alimentos a ${t.storageClearanceInches} pulgadas del piso, de las ` +
          'paredes y del techo, en un espacio limpio y libre de plagas; mantener los alimentos ' +
          'refrigerados y congelados a temperaturas seguras; y seguir las normas de inocuidad ' +
          'alimentaria y los retiros de productos del Banco de Alimentos.',
        'Llevar registros de los alimentos recibidos y de las personas atendidas cada mes ' +
          `durante ${t.recordRetentionYears} años, informarlos al Banco de Alimentos según se le ` +
          'solicite y mostrarlos cuando se le pidan.',
        'Recibir una visita de monitoreo del personal del Banco de Alimentos una vez al año.',
      ]),
      paragraph(
        'Cualquiera de las partes puede dar por terminado este Acuerdo mediante aviso por ' +
          `escrito con ${t.terminationNoticeDays} días de anticipación; el Banco de Alimentos ` +
          `puede darlo por terminado con ${t.terminationForCauseDays} días de aviso cuando la ` +
          'Agencia no lo cumpla.',
      ),
      paragraph(AGREE_NOTE),
    ],
  };
}

function nondiscrimination(): AgreementSection {
  return {
    heading: PARTNER_SERVICES_SECTION_HEADINGS_ES[1],
    blocks: [
      paragraph(
        'La Agencia atiende a todas las personas que reúnen los requisitos y no discrimina a ' +
          'nadie por motivos de raza, color, origen nacional, sexo (incluidas la identidad de ' +
          'género y la orientación sexual), edad, discapacidad, religión o creencias políticas.',
      ),
      bulletList([
        'A nadie se le niegan alimentos, ni se le atiende con menos o más tarde, por quién es, ' +
          'por lo que cree o por pertenecer o no a la Agencia o a cualquier otro grupo.',
        'El personal y los voluntarios de la Agencia que distribuyen alimentos reciben ' +
          'capacitación sobre derechos civiles una vez al año.',
        'La Agencia exhibe el cartel de no discriminación que proporciona el Banco de Alimentos ' +
          'en el lugar donde se entregan los alimentos, y remite al Banco de Alimentos cualquier ' +
          'queja por discriminación.',
        'La Agencia mantiene la confidencialidad de la información personal de las personas que ' +
          'atiende.',
      ]),
      paragraph(AGREE_NOTE),
    ],
  };
}

function noReligiousActivity(): AgreementSection {
  return {
    heading: PARTNER_SERVICES_SECTION_HEADINGS_ES[2],
    blocks: [
      paragraph(
        'Las agencias religiosas son socios bienvenidos. Sea cual sea la naturaleza de la ' +
          'Agencia, los alimentos del Banco de Alimentos se entregan sin ninguna actividad ' +
          'religiosa o política:',
      ),
      bulletList([
        'Nadie tiene que asistir, ni se le pide que asista, a un servicio religioso, una ' +
          'oración, un sermón, una instrucción religiosa o un evento político para recibir ' +
          'alimentos.',
        'No se realiza ninguna actividad religiosa ni política durante la distribución de ' +
          'alimentos; cualquier actividad de ese tipo que ofrezca la Agencia se realiza por ' +
          'separado en el tiempo o en el lugar, y la participación es voluntaria.',
        'Los alimentos nunca se entregan a cambio de materiales religiosos o políticos, ni junto ' +
          'con ellos, y nadie recibe un trato diferente por rechazarlos.',
      ]),
      paragraph(AGREE_NOTE),
    ],
  };
}

/** The Partner Services agreement in Spanish: partnerServicesAgreement's input and structure. */
export function partnerServicesAgreementEs(
  input: PartnerServicesAgreementInput,
): AgreementDocument {
  const parties = filledPartiesEs(input.parties);
  const title = partnerServicesProgram.spanish.agreementTitle.default;
  return {
    id: PARTNER_SERVICES_AGREEMENT_ID,
    title,
    version: input.version ?? 'current',
    sections: [purpose(title, parties), nondiscrimination(), noReligiousActivity()],
  };
}

/** Partner Services' Spanish texts for the lookup (agreements/spanish.ts), by English id. */
export const partnerServicesSpanishTexts: SpanishTexts = {
  [PARTNER_SERVICES_AGREEMENT_ID]: ({ parties, version }) =>
    partnerServicesAgreementEs({ parties, version }),
};
