/**
 * The Kids Cafe program agreement in Spanish (issue 20): a courtesy translation of agreement.ts,
 * whose English is the binding text. It mirrors the English section for section, block for
 * block and item for item (the form's three I Agree boxes follow the sections), with the same
 * parties and figures; the date is written out in Spanish (agreements/fill-es.ts).
 */
import { bulletList, orderedList, paragraph } from '../../agreements/document.ts';
import type { AgreementDocument, AgreementSection } from '../../agreements/document.ts';
import { partyAddressLine } from '../../agreements/fill.ts';
import type { AgreementParties } from '../../agreements/fill.ts';
import { filledPartiesEs } from '../../agreements/fill-es.ts';
import type { SpanishTexts } from '../../agreements/spanish-texts.ts';
import { KIDS_CAFE_AGREEMENT_ID, KIDS_CAFE_TERMS } from './agreement.ts';
import type {
  KidsCafeAgreementInput,
  KIDS_CAFE_AGREEMENT_SECTIONS,
  KIDS_CAFE_PENALTY_LADDER,
} from './agreement.ts';
import { kidsCafeProgram } from './program.ts';

/** KIDS_CAFE_AGREEMENT_SECTIONS' headings in Spanish, in order (the I Agree boxes' sections). */
export const KIDS_CAFE_SECTION_HEADINGS_ES = [
  'Propósito del programa',
  'Reembolso',
  'Documentación',
] as const satisfies { length: (typeof KIDS_CAFE_AGREEMENT_SECTIONS)['length'] };

/** KIDS_CAFE_PENALTY_LADDER in Spanish, step for step. */
export const KIDS_CAFE_PENALTY_LADDER_ES = [
  'una advertencia verbal',
  'una visita de monitoreo con una advertencia por escrito',
  'la suspensión del programa',
  'la responsabilidad económica por las comidas en cuestión',
] as const satisfies { length: (typeof KIDS_CAFE_PENALTY_LADDER)['length'] };

/** The day of the month of paymentDueDayOfFollowingMonth ('5th' → 5). */
const PAYMENT_DUE_DAY = Number.parseInt(KIDS_CAFE_TERMS.paymentDueDayOfFollowingMonth, 10);

const AGREE_NOTE =
  'Al escribir un nombre y marcar Acepto en esta sección, el Sitio confirma que ha leído esta ' +
  'sección y que la cumplirá.';

function purpose(title: string, parties: AgreementParties): AgreementSection {
  const t = KIDS_CAFE_TERMS;
  return {
    heading: KIDS_CAFE_SECTION_HEADINGS_ES[0],
    blocks: [
      paragraph(
        `Este ${title} (el “Acuerdo”) se celebra el ${parties.date} entre el Banco de Alimentos ` +
          `y ${parties.schoolName}, con domicilio en ${partyAddressLine(parties)} (el “Sitio”).`,
      ),
      paragraph(
        'A través del programa Kids Cafe, el Banco de Alimentos proporciona comidas, de forma ' +
          'gratuita, a niños en riesgo de padecer hambre en sitios de cuidado infantil, de Head ' +
          'Start y de programas extraescolares durante el año escolar y el verano.',
      ),
      bulletList([
        `Las comidas se sirven únicamente a niños de ${t.maxChildAge} años de edad o menores.`,
        'Un centro de cuidado infantil con fines de lucro participa solo si al menos el ' +
          `${t.forProfitMinFreeOrReducedPercent}% de los niños que atiende reúne los requisitos ` +
          'para recibir comidas gratuitas o a precio reducido.',
        'Las comidas se sirven en el Sitio, en los días y los horarios indicados en la solicitud.',
      ]),
      paragraph(AGREE_NOTE),
    ],
  };
}

function reimbursement(): AgreementSection {
  const t = KIDS_CAFE_TERMS;
  return {
    heading: KIDS_CAFE_SECTION_HEADINGS_ES[1],
    blocks: [
      paragraph(
        `El programa Kids Cafe recibe el ${t.reimbursedFundsPercent}% de los fondos que se ` +
          'reembolsan por las comidas servidas en el Sitio; el Sitio no recibe reembolso por esas ' +
          'comidas.',
      ),
      paragraph(
        'Cuando el Sitio no cumple este Acuerdo, el Banco de Alimentos toma las siguientes ' +
          'medidas:',
      ),
      orderedList(
        KIDS_CAFE_PENALTY_LADDER_ES.map((step) => `${step[0]?.toUpperCase()}${step.slice(1)}.`),
      ),
      paragraph(
        'Cualquier monto del que el Sitio sea económicamente responsable debe pagarse a más ' +
          `tardar el día ${PAYMENT_DUE_DAY} del mes siguiente.`,
      ),
      paragraph(AGREE_NOTE),
    ],
  };
}

function documentation(): AgreementSection {
  const t = KIDS_CAFE_TERMS;
  return {
    heading: KIDS_CAFE_SECTION_HEADINGS_ES[2],
    blocks: [
      paragraph('El Sitio se compromete a:'),
      bulletList([
        'Conservar los registros del programa (conteos de comidas, recibos de entrega) durante ' +
          `${t.recordRetentionYears} años y mostrarlos al Banco de Alimentos cuando lo solicite.`,
        `Recibir ${t.monitoringVisitsPerYear} visitas de monitoreo al año del personal del Banco ` +
          'de Alimentos.',
        `Aceptar las entregas de comidas desde ${t.deliveryEarliestDaysBefore} días hasta ` +
          `${t.deliveryLatestHoursBefore} horas antes del servicio de comidas.`,
        `Almacenar los alimentos a ${t.storageClearanceInches} pulgadas por encima del piso y a ` +
          `${t.storageClearanceInches} pulgadas por debajo del techo.`,
        `Avisar al Banco de Alimentos con ${t.changeNoticeOperatingDays} días de operación de ` +
          'anticipación de cualquier cambio en sus días, horarios, comidas o número de ' +
          'participantes.',
      ]),
      paragraph(
        'Cualquiera de las partes puede dar por terminado este Acuerdo mediante aviso por ' +
          `escrito con ${t.terminationNoticeDays} días de anticipación. En ese caso, el Sitio ` +
          'devuelve el equipo del Banco de Alimentos dentro de un plazo de ' +
          `${t.equipmentReturnDays} días y retira la marca del Banco de Alimentos dentro de un ` +
          `plazo de ${t.brandingRemovalDays} días.`,
      ),
      paragraph(AGREE_NOTE),
    ],
  };
}

/** The Kids Cafe agreement in Spanish: kidsCafeAgreement's input and structure. */
export function kidsCafeAgreementEs(input: KidsCafeAgreementInput): AgreementDocument {
  const parties = filledPartiesEs(input.parties);
  const title = kidsCafeProgram.spanish.agreementTitle.default;
  return {
    id: KIDS_CAFE_AGREEMENT_ID,
    title,
    version: input.version ?? 'current',
    sections: [purpose(title, parties), reimbursement(), documentation()],
  };
}

/** Kids Cafe's Spanish texts for the lookup (agreements/spanish.ts), by English id. */
export const kidsCafeSpanishTexts: SpanishTexts = {
  [KIDS_CAFE_AGREEMENT_ID]: ({ parties, version }) => kidsCafeAgreementEs({ parties, version }),
};
