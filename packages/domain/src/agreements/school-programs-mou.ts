/**
 * The School Programs Memorandum of Understanding (spec 2 "Agreement texts and their rules",
 * spec 1 §9): the terms shared by Backpack Buddy, School Market (brick and mortar and mobile),
 * Teachers Aid and The Locker Project, filled with the parties. It follows the program agreement
 * and carries no signature slot of its own.
 *
 * The older version (the Backpack Buddy version of the spec) also states that the Backpack Buddy
 * program ends on June 30, 2024; the newer version does not. The wording is ours; every term of
 * the spec appears with its number.
 */
import { bulletList, paragraph } from './document.ts';
import type { AgreementDocument, AgreementSection } from './document.ts';
import { filledParties, partyAddressLine } from './fill.ts';
import type { AgreementParties } from './fill.ts';
import type { TextVersion } from './rules.ts';

export const SCHOOL_PROGRAMS_MOU_ID = 'school-programs-mou';
export const SCHOOL_PROGRAMS_MOU_TITLE = 'School Programs Memorandum of Understanding';

/** The programs the memorandum covers, as the text names them. */
export const MOU_PROGRAMS = [
  'Backpack Buddy',
  'School Market (brick and mortar)',
  'School Market (mobile)',
  'Teachers Aid',
  'The Locker Project',
] as const;

/** The sentence only the older version carries. */
export const BACKPACK_BUDDY_MOU_END_SENTENCE =
  'For the Backpack Buddy program, this MOU ends on June 30, 2024.';

function parties(p: AgreementParties): AgreementSection {
  return {
    heading: '1. Parties',
    blocks: [
      paragraph(
        'This School Programs Memorandum of Understanding (the “MOU”) is between the Food Bank ' +
          `and ${p.schoolName} (organization type: ${p.organizationType}), located at ` +
          `${partyAddressLine(p)} (the “School Programs Partner”). Notices to the School ` +
          `Programs Partner under this MOU are sent to its principal at ${p.principalEmail}.`,
      ),
    ],
  };
}

const purpose: AgreementSection = {
  heading: '2. Purpose and Programs',
  blocks: [
    paragraph(
      'This MOU sets out the terms that apply to every Food Bank school program in which the ' +
        'School Programs Partner takes part:',
    ),
    bulletList(MOU_PROGRAMS),
    paragraph(
      'Each program also has its own program agreement. This MOU and the program agreements are ' +
        'read together; if they conflict, the program agreement governs how that program is run ' +
        'and this MOU governs everything else.',
    ),
  ],
};

const roles: AgreementSection = {
  heading: '3. Roles',
  blocks: [
    bulletList([
      'School Programs Partner: the school or organization named above, which runs the programs ' +
        'at its site.',
      'Liaisons: the staff members the School Programs Partner names as its contacts for each ' +
        'program (for Backpack Buddy, its coordinators). Liaisons attend training, receive ' +
        'notices about their program and answer for its day-to-day operation.',
      'Food Bank staff: the employees of the Food Bank who supply, support and monitor the ' +
        'programs.',
      'School Specialist: the member of Food Bank staff who is the School Programs Partner’s ' +
        'contact for School Market, Teachers Aid and The Locker Project.',
      'Backpack Buddy Specialist: the member of Food Bank staff who is the School Programs ' +
        'Partner’s contact for Backpack Buddy, including allotments and distribution reports.',
      'School Partnership Senior Manager: the Food Bank manager who oversees school ' +
        'partnerships and approves the exceptions this MOU names.',
    ]),
  ],
};

function term(version: TextVersion): AgreementSection {
  return {
    heading: '4. Term and Renewal',
    blocks: [
      paragraph(
        'This MOU takes effect on the date of its final signature and remains in effect for ' +
          '24 months, unless it ends earlier under Section 5.' +
          (version === 'older' ? ` ${BACKPACK_BUDDY_MOU_END_SENTENCE}` : ''),
      ),
      paragraph(
        'The School Programs Partner renews its participation by signing a new MOU every year ' +
          'for Backpack Buddy and School Market (mobile), and every 2 years for School Market ' +
          '(brick and mortar) and The Locker Project.',
      ),
      paragraph(
        'If the Food Bank decides not to renew a program with the School Programs Partner for ' +
          'the next school year, it will give written notice of non-renewal on or before May 1.',
      ),
    ],
  };
}

const ending: AgreementSection = {
  heading: '5. Ending the MOU',
  blocks: [
    paragraph(
      'Either party may end this MOU, or its participation in any one program, for any reason by ' +
        'giving the other party 30 days’ written notice.',
    ),
    paragraph(
      'Either party may end this MOU for cause by giving the other party 10 days’ written ' +
        'notice. Cause includes a material breach of this MOU or of a program agreement, a food ' +
        'safety or civil rights violation, the sale or misuse of program food, and a failure to ' +
        'keep the records the programs require.',
    ),
    paragraph('When this MOU or a program ends, the School Programs Partner will:'),
    bulletList([
      'return all materials, software and equipment the Food Bank provided for the program ' +
        'within 30 days;',
      'remove the Food Bank’s logos and program signage within 15 days; and',
      'send Food Bank staff any reports and records still due for the program.',
    ]),
  ],
};

const participation: AgreementSection = {
  heading: '6. Training and Participation',
  blocks: [
    paragraph(
      'The liaisons of a new School Programs Partner complete the Food Bank’s new partner ' +
        'training within 60 days of the date of the acceptance letter.',
    ),
    paragraph('A new School Market holds at least 2 distributions per month.'),
    paragraph(
      'An account that places no order for 3 months is inactive. The Food Bank may then, after ' +
        'notice to the liaisons, close the account or assign its allotment to another partner.',
    ),
    paragraph(
      'The School Programs Partner may ask to distribute food through a child account (an ' +
        'account that serves children directly). Child-account distributions need at least one ' +
        'distribution per month and a 12-month or longer commitment, and must be approved by the ' +
        'School Partnership Senior Manager.',
    ),
  ],
};

const monitoring: AgreementSection = {
  heading: '7. Monitoring',
  blocks: [
    paragraph(
      'Food Bank staff make an on-site monitoring visit once a year to review storage, ' +
        'distribution and records, and share their findings in writing. The School Programs ' +
        'Partner gives them reasonable access to the distribution site, the storage areas and ' +
        'the program records.',
    ),
    paragraph(
      'The School Specialist or the Backpack Buddy Specialist checks in with the liaisons at ' +
        'least quarterly.',
    ),
  ],
};

const foodSafety: AgreementSection = {
  heading: '8. Food Safety and Storage',
  blocks: [
    paragraph(
      'Food is stored in a clean, dry and pest-free area, at least 6 inches off the floor, ' +
        '6 inches away from the wall and 6 inches below the ceiling, and apart from cleaning ' +
        'supplies and other chemicals.',
    ),
    paragraph(
      'Food is given to clients free of charge. It is not sold, traded or used to raise funds.',
    ),
  ],
};

const audit: AgreementSection = {
  heading: '9. Single Audit',
  blocks: [
    paragraph(
      'If the School Programs Partner spends $750,000 or more in federal awards in a fiscal ' +
        'year, it must have a Single Audit of that year under 2 CFR Part 200, Subpart F. The ' +
        'audit must be completed, and its report submitted, within nine months after the end of ' +
        'that fiscal year, and the School Programs Partner sends a copy of the report to the ' +
        'Food Bank.',
    ),
  ],
};

const civilRights: AgreementSection = {
  heading: '10. Nondiscrimination and Neutrality',
  blocks: [
    paragraph(
      'The School Programs Partner does not discriminate against any person on any basis that ' +
        'federal or Texas law prohibits, including every basis named in the USDA ' +
        'nondiscrimination statement of the program agreement.',
    ),
    paragraph(
      'Distributions are open to every eligible person. No religious activity (such as worship, ' +
        'religious instruction or proselytizing) and no political activity (such as campaigning ' +
        'for a candidate, party or ballot measure) takes place as part of a distribution, and ' +
        'receiving food never depends on taking part in any such activity.',
    ),
    paragraph(
      'Every staff member and volunteer who takes part in distributions completes civil rights ' +
        'training every year.',
    ),
  ],
};

const confidentiality: AgreementSection = {
  heading: '11. Confidentiality of Client Data',
  blocks: [
    paragraph(
      'Each party keeps confidential the personal information of students, families and other ' +
        'clients that it receives through the programs (client data), uses it only to run and ' +
        'report on the programs, and discloses it only as this MOU or the law allows.',
    ),
    paragraph(
      'If a third party asks either party for client data or program records of the other ' +
        '(including by subpoena, court order or public information request), the party that ' +
        'received the request notifies the other party within 2 business days, and before ' +
        'responding where the law allows.',
    ),
  ],
};

function general(p: AgreementParties): AgreementSection {
  return {
    heading: '12. General Terms',
    blocks: [
      paragraph(
        'The School Programs Partner uses the Food Bank’s name, logos and signage only for the ' +
          'programs this MOU covers and as the Food Bank approves.',
      ),
      paragraph(
        'The parties are independent of each other; this MOU creates no partnership, joint ' +
          'venture or employment relationship. Neither party may assign this MOU without the ' +
          'written consent of the other. Changes to this MOU must be in writing and agreed by ' +
          'both parties.',
      ),
      paragraph(`This MOU is governed by the laws of the State of ${p.state}.`),
      paragraph(`Date: ${p.date}`),
    ],
  };
}

/** The School Programs Memorandum of Understanding in the given version, filled with the parties. */
export function schoolProgramsMou(input: {
  parties: Partial<AgreementParties> | null | undefined;
  version: TextVersion;
}): AgreementDocument {
  const p = filledParties(input.parties);
  return {
    id: SCHOOL_PROGRAMS_MOU_ID,
    title: SCHOOL_PROGRAMS_MOU_TITLE,
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
