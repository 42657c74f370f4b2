import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../programs.ts';
import {
  defaultTexts,
  emailTemplateByKey,
  emailTemplates,
  principalSignatureKey,
  sampleValues,
} from './catalogue.ts';
import { mailMonth, mailTerm } from './mail-values.ts';
import { fillTags, renderHtml, renderTemplate, tagsUsed } from './render.ts';
import { EMAIL_MESSAGES, emailEditListSchema, emailEditSchema } from './schema.ts';

describe('email template catalogue', () => {
  it('has a principal signature request for each program with a signer, and the portal mails', () => {
    const keys = emailTemplates().map((t) => t.key);
    const signed = PROGRAMS.filter((p) => p.signer !== 'none');
    expect(signed.length).toBeGreaterThan(0);
    for (const program of PROGRAMS) {
      expect(keys.includes(principalSignatureKey(program.programEnum))).toBe(
        program.signer !== 'none',
      );
    }
    expect(keys).toEqual(
      expect.arrayContaining([
        'applicationApproved',
        'accountCreated',
        'passwordReset',
        'reportReminder',
      ]),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(emailTemplates().map((t) => [t.key, t] as const))(
    '%s: default texts are valid and use only its tags',
    (_key, template) => {
      const parsed = emailEditSchema(template).safeParse({
        status: template.defaultStatus,
        subjectLine: template.defaultSubject,
        messageBody: template.defaultBody,
        subjectLineEs: template.defaultSubjectEs,
        messageBodyEs: template.defaultBodyEs,
      });
      expect(parsed.success).toBe(true);
      // Every tag has a sample, so the preview fills them all.
      for (const language of ['en', 'es'] as const) {
        const rendered = renderTemplate(defaultTexts(template, language), sampleValues(template));
        expect(rendered.subject + rendered.text).not.toMatch(/\{[A-Za-z]/);
      }
    },
  );

  it.each(emailTemplates().map((t) => [t.key, t] as const))(
    '%s: the Spanish defaults use exactly the tags of the English ones, and are Spanish',
    (_key, template) => {
      const sorted = (text: string) => tagsUsed(text).sort();
      expect(sorted(template.defaultSubjectEs)).toEqual(sorted(template.defaultSubject));
      expect(sorted(template.defaultBodyEs)).toEqual(sorted(template.defaultBody));
      expect(template.defaultBodyEs).toMatch(/^Hola, \{firstName\}:\n/);
      expect(template.defaultSubjectEs).not.toBe(template.defaultSubject);
      // Same paragraphs: the HTML version has the same shape in both languages.
      const blocks = (text: string) => text.split('\n').length;
      expect(blocks(template.defaultBodyEs)).toBe(blocks(template.defaultBody));
    },
  );

  it('keeps program names in the Spanish signature request and says what to do', () => {
    const ta = emailTemplateByKey(principalSignatureKey('TEACHERS_AID'))!;
    expect(
      renderTemplate(
        { subjectLine: ta.defaultSubjectEs, messageBody: ta.defaultBodyEs },
        sampleValues(ta),
      ),
    ).toMatchObject({
      subject: 'Por favor, firme la solicitud de Teachers Aid de Lincoln Elementary',
      text: expect.stringContaining(
        'Lea el acuerdo del programa y fírmelo electrónicamente en este enlace:',
      ),
    });
  });

  it('keeps the current signature subject wording', () => {
    const bb = emailTemplateByKey(principalSignatureKey('BACKPACK_BUDDY'))!;
    expect(
      renderTemplate({ subjectLine: bb.defaultSubject, messageBody: '' }, { schoolName: 'X' })
        .subject,
    ).toBe('Please sign the Backpack Buddy application of X');
  });
});

describe('values that follow the language', () => {
  it.each([
    ['2026-03-01', 'en', 'March 2026'],
    ['2026-03-01', 'es', 'marzo de 2026'],
    ['2025-12-01', 'es', 'diciembre de 2025'],
  ] as const)('month %s in %s', (date, language, label) => {
    expect(mailMonth(date, language)).toBe(label);
  });

  it.each([
    ['SCHOOL', 2025, 'en', '2025-2026 School Year'],
    ['SUMMER', 2026, 'en', 'Summer 2026'],
    ['SCHOOL', 2025, 'es', 'año escolar 2025-2026'],
    ['SUMMER', 2026, 'es', 'verano de 2026'],
  ] as const)('term %s %s in %s', (type, year, language, label) => {
    expect(mailTerm(type, year, language)).toBe(label);
  });
});

describe('renderTemplate', () => {
  it.each([
    ['Hi {firstName}', { firstName: 'Ann' }, 'Hi Ann'],
    ['{a}{a} {b}', { a: '1', b: '2' }, '11 2'],
    ['Hi {missing}', {}, 'Hi {missing}'],
    ['{ notATag } {1x}', { notATag: 'x' }, '{ notATag } {1x}'],
    ['{firstName}', { firstName: '{schoolName}', schoolName: 'no' }, '{schoolName}'],
    ['{toString}', {}, '{toString}'],
  ])('fills %j', (text, values, expected) => {
    expect(fillTags(text, values)).toBe(expected);
  });

  it('escapes values in HTML, makes paragraphs and line breaks, links link tags', () => {
    const html = renderHtml(
      'Hello {firstName},\n\nOpen <this>:\n{link}\r\n\r\n\nBye',
      { firstName: '<b>Ann & "Bo"</b>', link: 'https://x.org/a?b=1&c=2' },
      [{ name: 'link', description: '', sample: '', link: true }],
    );
    expect(html).toBe(
      '<p>Hello &#60;b&#62;Ann &#38; &#34;Bo&#34;&#60;/b&#62;,</p>\n' +
        '<p>Open &#60;this&#62;:<br>\n<a href="https://x.org/a?b=1&#38;c=2">https://x.org/a?b=1&#38;c=2</a></p>\n' +
        '<p>Bye</p>',
    );
  });

  it('keeps the subject on one line and the text plain', () => {
    const mail = renderTemplate(
      { subjectLine: 'About {schoolName}', messageBody: 'A <b>{schoolName}</b>' },
      { schoolName: 'Line\nTwo & <i>' },
    );
    expect(mail.subject).toBe('About Line Two & <i>');
    expect(mail.text).toBe('A <b>Line\nTwo & <i></b>');
  });

  it('lists the tags a text uses once', () => {
    expect(tagsUsed('{a} {b} {a} {c d}')).toEqual(['a', 'b']);
  });
});

describe('emailEditSchema', () => {
  const template = emailTemplateByKey('passwordReset')!;
  const schema = emailEditSchema(template);
  const valid = {
    status: 'ACTIVE',
    subjectLine: 'Reset',
    messageBody: 'Hi {firstName}: {resetLink}',
    subjectLineEs: 'Restablecer',
    messageBodyEs: 'Hola, {firstName}: {resetLink}',
  };

  it.each([
    ['valid', {}, null],
    ['inactive', { status: 'INACTIVE' }, null],
    ['empty subject', { subjectLine: '  ' }, 'Required'],
    ['empty message', { messageBody: '\n ' }, 'Required'],
    ['5000 characters', { messageBody: 'x'.repeat(5000) }, null],
    ['5001 characters', { messageBody: 'x'.repeat(5001) }, 'Must be 5000 characters or less'],
    ['bad status', { status: 'DELETED' }, EMAIL_MESSAGES.badStatus],
    ['two-line subject', { subjectLine: 'a\nb' }, 'A subject is one line'],
    [
      'unknown tag in the message',
      { messageBody: 'Hi {schoolName}' },
      'Unknown merge tag {schoolName}. Use only: {firstName}, {resetLink}',
    ],
    [
      'unknown tag in the subject',
      { subjectLine: 'Hi {nope}' },
      'Unknown merge tag {nope}. Use only: {firstName}, {resetLink}',
    ],
    ['empty Spanish subject', { subjectLineEs: '' }, 'Required'],
    ['missing Spanish message', { messageBodyEs: undefined }, 'Required'],
    ['two-line Spanish subject', { subjectLineEs: 'a\nb' }, 'A subject is one line'],
    [
      '5001 characters in Spanish',
      { messageBodyEs: 'x'.repeat(5001) },
      'Must be 5000 characters or less',
    ],
    [
      'unknown tag in the Spanish message',
      { messageBodyEs: 'Hola {nombre}' },
      'Unknown merge tag {nombre}. Use only: {firstName}, {resetLink}',
    ],
  ])('%s', (_name, change, message) => {
    const result = schema.safeParse({ ...valid, ...change });
    expect(result.success ? null : result.error.issues[0]!.message).toBe(message);
  });

  it.each([
    [[], 'Required'],
    [
      Array.from({ length: 51 }, (_, i) => ({ emailId: i + 1 })),
      'At most 50 emails can be saved at once',
    ],
    [[{ emailId: 1 }, { emailId: 1 }], 'The same email is listed twice.'],
    [[{ emailId: 1 }, { emailId: 2 }], null],
  ])('list of %#', (list, message) => {
    const result = emailEditListSchema.safeParse(list);
    expect(result.success ? null : result.error.issues[0]!.message).toBe(message);
  });
});
