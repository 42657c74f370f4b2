/**
 * The School Programs Memorandum of Understanding in Spanish (issue 20): a courtesy translation
 * of school-programs-mou.ts, whose English is the binding text. Section for section, block for
 * block and item for item the English, with the same figures; the older version's Backpack Buddy
 * end date is written out in Spanish, as the fill date is (fill-es.ts).
 */
import { bulletList, paragraph } from './document.ts';
import type { AgreementDocument, AgreementSection } from './document.ts';
import { partyAddressLine } from './fill.ts';
import type { AgreementParties } from './fill.ts';
import { filledPartiesEs } from './fill-es.ts';
import type { TextVersion } from './rules.ts';
import { SCHOOL_PROGRAMS_MOU_ID } from './school-programs-mou.ts';

export const SCHOOL_PROGRAMS_MOU_TITLE_ES = 'Memorando de entendimiento de los programas escolares';

/** The programs the memorandum covers (MOU_PROGRAMS), as the Spanish text names them. */
export const MOU_PROGRAMS_ES = [
  'Backpack Buddy',
  'School Market (local fijo)',
  'School Market (distribución móvil)',
  'Teachers Aid',
  'The Locker Project',
] as const;

/** The sentence only the older version carries (BACKPACK_BUDDY_MOU_END_SENTENCE). */
export const BACKPACK_BUDDY_MOU_END_SENTENCE_ES =
  'Para el programa Backpack Buddy, este Memorando termina el 30 de junio de 2024.';

function parties(p: AgreementParties): AgreementSection {
  return {
    heading: '1. Partes',
    blocks: [
      paragraph(
        'Este memorando de entendimiento de los programas escolares (el “Memorando”) se celebra ' +
          `entre el Banco de Alimentos y ${p.schoolName} (tipo de organización: ` +
          `${p.organizationType}), con domicilio en ${partyAddressLine(p)} (el “Socio de ` +
          'Programas Escolares”). Las notificaciones al Socio de Programas Escolares conforme a ' +
          `este Memorando se envían a su director(a) a ${p.principalEmail}.`,
      ),
    ],
  };
}

const purpose: AgreementSection = {
  heading: '2. Propósito y programas',
  blocks: [
    paragraph(
      'Este Memorando establece los términos que se aplican a todos los programas escolares del ' +
        'Banco de Alimentos en los que participa el Socio de Programas Escolares:',
    ),
    bulletList(MOU_PROGRAMS_ES),
    paragraph(
      'Cada programa tiene además su propio acuerdo del programa. Este Memorando y los acuerdos ' +
        'de los programas se interpretan en conjunto; si se contradicen, el acuerdo del programa ' +
        'rige la manera en que se lleva a cabo ese programa y este Memorando rige todo lo demás.',
    ),
  ],
};

const roles: AgreementSection = {
  heading: '3. Funciones',
  blocks: [
    bulletList([
      'Socio de Programas Escolares: la escuela u organización antes mencionada, que lleva a ' +
        'cabo los programas en su sitio.',
      'Enlaces: los miembros del personal que el Socio de Programas Escolares designa como sus ' +
        'contactos para cada programa (en Backpack Buddy, sus coordinadores). Los enlaces asisten ' +
        'a las capacitaciones, reciben las notificaciones sobre su programa y responden por su ' +
        'funcionamiento diario.',
      'Personal del Banco de Alimentos: los empleados del Banco de Alimentos que abastecen, ' +
        'apoyan y supervisan los programas.',
      'Especialista Escolar: el miembro del personal del Banco de Alimentos que es el contacto ' +
        'del Socio de Programas Escolares para School Market, Teachers Aid y The Locker Project.',
      'Especialista de Backpack Buddy: el miembro del personal del Banco de Alimentos que es el ' +
        'contacto del Socio de Programas Escolares para Backpack Buddy, incluidas las ' +
        'asignaciones y los informes de distribución.',
      'Gerente Sénior de Alianzas Escolares: el gerente del Banco de Alimentos que supervisa las ' +
        'alianzas con las escuelas y aprueba las excepciones que este Memorando señala.',
    ]),
  ],
};

function term(version: TextVersion): AgreementSection {
  return {
    heading: '4. Vigencia y renovación',
    blocks: [
      paragraph(
        'Este Memorando entra en vigor en la fecha de su última firma y permanece vigente durante ' +
          '24 meses, a menos que termine antes conforme a la Sección 5.' +
          (version === 'older' ? ` ${BACKPACK_BUDDY_MOU_END_SENTENCE_ES}` : ''),
      ),
      paragraph(
        'El Socio de Programas Escolares renueva su participación firmando un nuevo Memorando ' +
          'cada año para Backpack Buddy y School Market (distribución móvil), y cada 2 años para ' +
          'School Market (local fijo) y The Locker Project.',
      ),
      paragraph(
        'Si el Banco de Alimentos decide no renovar un programa con el Socio de Programas ' +
          'Escolares para el siguiente año escolar, dará aviso por escrito de la no renovación a ' +
          'más tardar el 1 de mayo.',
      ),
    ],
  };
}

const ending: AgreementSection = {
  heading: '5. Terminación del Memorando',
  blocks: [
    paragraph(
      'Cualquiera de las partes puede dar por terminado este Memorando, o su participación en ' +
        'cualquiera de los programas, por cualquier motivo, mediante aviso por escrito a la otra ' +
        'parte con 30 días de anticipación.',
    ),
    paragraph(
      'Cualquiera de las partes puede dar por terminado este Memorando por causa justificada ' +
        'mediante aviso por escrito a la otra parte con 10 días de anticipación. Se consideran ' +
        'causa justificada el incumplimiento sustancial de este Memorando o de un acuerdo de ' +
        'programa, una violación de las normas de inocuidad alimentaria o de derechos civiles, la ' +
        'venta o el uso indebido de los alimentos del programa, y el no conservar los registros ' +
        'que exigen los programas.',
    ),
    paragraph('Cuando este Memorando o un programa termine, el Socio de Programas Escolares:'),
    bulletList([
      'devolverá, dentro de un plazo de 30 días, todos los materiales, programas informáticos y ' +
        'equipos que el Banco de Alimentos proporcionó para el programa;',
      'retirará, dentro de un plazo de 15 días, los logotipos del Banco de Alimentos y la ' +
        'señalización del programa; y',
      'enviará al personal del Banco de Alimentos los informes y registros del programa que aún ' +
        'estén pendientes.',
    ]),
  ],
};

const participation: AgreementSection = {
  heading: '6. Capacitación y participación',
  blocks: [
    paragraph(
      'Los enlaces de un nuevo Socio de Programas Escolares completan la capacitación para nuevos ' +
        'socios del Banco de Alimentos dentro de los 60 días siguientes a la fecha de la carta de ' +
        'aceptación.',
    ),
    paragraph('Un nuevo School Market realiza al menos 2 distribuciones al mes.'),
    paragraph(
      'Una cuenta que no haga ningún pedido durante 3 meses queda inactiva. El Banco de ' +
        'Alimentos podrá entonces, previo aviso a los enlaces, cerrar la cuenta o transferir su ' +
        'asignación a otro socio.',
    ),
    paragraph(
      'El Socio de Programas Escolares puede solicitar distribuir alimentos mediante una cuenta ' +
        'infantil (una cuenta que atiende directamente a niños). Las distribuciones de una cuenta ' +
        'infantil requieren al menos una distribución al mes y un compromiso de 12 meses o más, ' +
        'y deben ser aprobadas por el Gerente Sénior de Alianzas Escolares.',
    ),
  ],
};

const monitoring: AgreementSection = {
  heading: '7. Monitoreo',
  blocks: [
    paragraph(
      'El personal del Banco de Alimentos realiza una visita de monitoreo en el sitio una vez al ' +
        'año para revisar el almacenamiento, la distribución y los registros, y comunica sus ' +
        'observaciones por escrito. El Socio de Programas Escolares le da acceso razonable al ' +
        'sitio de distribución, a las áreas de almacenamiento y a los registros del programa.',
    ),
    paragraph(
      'El Especialista Escolar o el Especialista de Backpack Buddy se comunica con los enlaces al ' +
        'menos una vez por trimestre.',
    ),
  ],
};

const foodSafety: AgreementSection = {
  heading: '8. Inocuidad y almacenamiento de los alimentos',
  blocks: [
    paragraph(
      'Los alimentos se almacenan en un área limpia, seca y libre de plagas, al menos a 6 ' +
        'pulgadas del piso, a 6 pulgadas de la pared y a 6 pulgadas por debajo del techo, y ' +
        'separados de los productos de limpieza y otras sustancias químicas.',
    ),
    paragraph(
      'Los alimentos se entregan a los clientes de forma gratuita. No se venden, no se ' +
        'intercambian y no se usan para recaudar fondos.',
    ),
  ],
};

const audit: AgreementSection = {
  heading: '9. Auditoría única',
  blocks: [
    paragraph(
      'Si el Socio de Programas Escolares gasta $750,000 o más en adjudicaciones federales en un ' +
        'año fiscal, debe someterse a una Auditoría Única (Single Audit) de ese año conforme al ' +
        'Título 2 del CFR, Parte 200, Subparte F. La auditoría debe completarse, y su informe ' +
        'presentarse, dentro de los nueve meses siguientes al cierre de ese año fiscal, y el Socio ' +
        'de Programas Escolares envía una copia del informe al Banco de Alimentos.',
    ),
  ],
};

const civilRights: AgreementSection = {
  heading: '10. No discriminación y neutralidad',
  blocks: [
    paragraph(
      'El Socio de Programas Escolares no discrimina a ninguna persona por ningún motivo que ' +
        'prohíba la ley federal o de Texas, incluidos todos los motivos que menciona la ' +
        'declaración de no discriminación del USDA del acuerdo del programa.',
    ),
    paragraph(
      'Las distribuciones están abiertas a todas las personas que reúnan los requisitos. Ninguna ' +
        'actividad religiosa (como el culto, la instrucción religiosa o el proselitismo) ni ' +
        'ninguna actividad política (como hacer campaña por un candidato, un partido o una ' +
        'propuesta electoral) se lleva a cabo como parte de una distribución, y recibir alimentos ' +
        'nunca depende de participar en una actividad de ese tipo.',
    ),
    paragraph(
      'Todos los miembros del personal y los voluntarios que participan en las distribuciones ' +
        'completan una capacitación sobre derechos civiles cada año.',
    ),
  ],
};

const confidentiality: AgreementSection = {
  heading: '11. Confidencialidad de los datos de los clientes',
  blocks: [
    paragraph(
      'Cada parte mantiene la confidencialidad de la información personal de los estudiantes, ' +
        'las familias y otros clientes que recibe a través de los programas (datos de los ' +
        'clientes), la usa únicamente para llevar a cabo los programas e informar sobre ellos, y ' +
        'la divulga solo en la medida en que este Memorando o la ley lo permitan.',
    ),
    paragraph(
      'Si un tercero solicita a cualquiera de las partes datos de los clientes o registros de los ' +
        'programas de la otra parte (incluso mediante una citación, una orden judicial o una ' +
        'solicitud de información pública), la parte que recibió la solicitud lo notifica a la ' +
        'otra parte dentro de 2 días hábiles y, cuando la ley lo permita, antes de responder.',
    ),
  ],
};

function general(p: AgreementParties): AgreementSection {
  return {
    heading: '12. Disposiciones generales',
    blocks: [
      paragraph(
        'El Socio de Programas Escolares usa el nombre, los logotipos y la señalización del Banco ' +
          'de Alimentos únicamente para los programas que cubre este Memorando y según lo apruebe ' +
          'el Banco de Alimentos.',
      ),
      paragraph(
        'Las partes son independientes entre sí; este Memorando no crea ninguna sociedad, empresa ' +
          'conjunta ni relación laboral. Ninguna de las partes puede ceder este Memorando sin el ' +
          'consentimiento por escrito de la otra. Toda modificación de este Memorando debe hacerse ' +
          'por escrito y contar con el acuerdo de ambas partes.',
      ),
      paragraph(`Este Memorando se rige por las leyes del Estado de ${p.state}.`),
      paragraph(`Fecha: ${p.date}`),
    ],
  };
}

/** The memorandum in Spanish: schoolProgramsMou's input, the same structure. */
export function schoolProgramsMouEs(input: {
  parties: Partial<AgreementParties> | null | undefined;
  version: TextVersion;
}): AgreementDocument {
  const p = filledPartiesEs(input.parties);
  return {
    id: SCHOOL_PROGRAMS_MOU_ID,
    title: SCHOOL_PROGRAMS_MOU_TITLE_ES,
    version: input.version,
    sections: [
      parties(p),
      purpose,
      roles,
      term(input.version),
      ending,
      participation,
      monitoring,
      foodSafety,
      audit,
      civilRights,
      confidentiality,
      general(p),
    ],
  };
}
