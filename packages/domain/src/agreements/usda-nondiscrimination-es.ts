/**
 * The USDA nondiscrimination statement in Spanish (issue 20), block for block the English of
 * usda-nondiscrimination.ts (the binding text). Where the English says what USDA's own statement
 * says, the Spanish follows the wording of USDA's published Spanish statement ("Declaración de no
 * discriminación": "De acuerdo con la ley federal de derechos civiles…", "Centro TARGET",
 * "Servicio Federal de Transmisión de Información", "Esta institución ofrece igualdad de
 * oportunidades."); the protected bases and the means of filing are the English text's. The
 * office and mailing address stay in English, as USDA's Spanish statement keeps them, since the
 * mail is addressed so. The date is written out in Spanish (fill-es.ts).
 */
import { bulletList, paragraph } from './document.ts';
import type { AgreementDocument, AgreementSection, Block } from './document.ts';
import { fillValue } from './fill.ts';
import { spanishAgreementDate } from './fill-es.ts';
import { USDA_CIVIL_RIGHTS_CONTACT } from './usda-nondiscrimination.ts';

/** The English statement's id (usdaNondiscriminationStatement), which the Spanish shares. */
export const USDA_NONDISCRIMINATION_STATEMENT_ID = 'usda-nondiscrimination-statement';
export const USDA_NONDISCRIMINATION_HEADING_ES = 'Declaración de no discriminación';
export const EQUAL_OPPORTUNITY_SENTENCE_ES = 'Esta institución ofrece igualdad de oportunidades.';
export const USDA_NONDISCRIMINATION_TITLE_ES = 'Declaración de no discriminación del USDA';

/** The fax numbers joined with the Spanish 'o' (the English writes '… or …'). */
const FAX_ES = USDA_CIVIL_RIGHTS_CONTACT.fax.split(' or ').join(' o ');

/** The statement's blocks, ending with the date line ('Fecha: 5 de marzo de 2024'). */
export function usdaNondiscriminationBlocksEs(date: string | null | undefined): Block[] {
  const contact = USDA_CIVIL_RIGHTS_CONTACT;
  return [
    paragraph(
      'De acuerdo con la ley federal de derechos civiles y los reglamentos y políticas de ' +
        'derechos civiles del Departamento de Agricultura de los EE. UU. (USDA, por sus siglas en ' +
        'inglés), se prohíbe que esta institución, sus agentes y sus empleados discriminen contra ' +
        'cualquier persona por motivos de raza, color, origen nacional, sexo (incluidas la ' +
        'identidad de género y la orientación sexual), credo religioso, discapacidad, edad o ' +
        'creencias políticas, o que tomen represalias o actúen en retorsión contra cualquier ' +
        'persona por actividades previas de derechos civiles.',
    ),
    paragraph(
      'Las personas con discapacidades que necesiten medios alternativos de comunicación para ' +
        'obtener información sobre el programa (por ejemplo, braille, letra grande, grabación de ' +
        'audio o lenguaje de señas americano) deben comunicarse con la agencia que administra el ' +
        'programa o con el Centro TARGET del USDA al (202) 720-2600 (voz y TTY), o comunicarse ' +
        'con el USDA a través del Servicio Federal de Transmisión de Información al ' +
        '(800) 877-8339. La información del programa también puede estar disponible en otros ' +
        'idiomas además del inglés.',
    ),
    paragraph(
      'Para presentar una queja por discriminación en el programa, complete el Formulario de ' +
        'Queja por Discriminación en el Programa del USDA, AD-3027, que puede obtenerse en ' +
        `línea, en cualquier oficina del USDA o llamando al ${contact.formPhone}, o escriba una ` +
        'carta dirigida al USDA. La carta debe contener su nombre, dirección y número de ' +
        'teléfono, y describir la acción que usted considera discriminatoria, con su fecha y con ' +
        'suficiente detalle para que el Subsecretario de Derechos Civiles comprenda la presunta ' +
        'violación de los derechos civiles. Envíe el formulario o la carta completos al USDA por ' +
        'uno de estos medios:',
    ),
    bulletList([
      `Correo postal: ${contact.office}, ${contact.mailingAddress}`,
      `Fax: ${FAX_ES}`,
      `Correo electrónico: ${contact.email}`,
    ]),
    paragraph(EQUAL_OPPORTUNITY_SENTENCE_ES),
    paragraph(`Fecha: ${spanishAgreementDate(fillValue(date))}`),
  ];
}

/** The statement as a signature section (slot 3 of the program agreements). */
export function usdaNondiscriminationSectionEs(
  date: string | null | undefined,
  heading: string = USDA_NONDISCRIMINATION_HEADING_ES,
): AgreementSection {
  return { heading, blocks: usdaNondiscriminationBlocksEs(date), signature: { index: 3 } };
}

/** The statement on its own (one version), as usdaNondiscriminationStatement. */
export function usdaNondiscriminationStatementEs(
  date: string | null | undefined,
): AgreementDocument {
  return {
    id: USDA_NONDISCRIMINATION_STATEMENT_ID,
    title: USDA_NONDISCRIMINATION_TITLE_ES,
    version: 'current',
    sections: [{ blocks: usdaNondiscriminationBlocksEs(date) }],
  };
}
