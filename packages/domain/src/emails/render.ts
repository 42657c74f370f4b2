/**
 * Fills a template's {tags} with values. Tags are letters and digits in braces; a tag without a
 * value is left as written (the edit schema refuses unknown tags, so that only happens when the
 * sending code forgets one). The HTML version escapes every value and the template's own text,
 * makes blank-line-separated blocks paragraphs and single line breaks <br>, and turns a link
 * tag's value into a link.
 */
import type { MergeTag } from './catalogue.ts';

export const MERGE_TAG_PATTERN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

export interface TemplateText {
  subjectLine: string;
  messageBody: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The tag names a text uses, in order of first use. */
export function tagsUsed(text: string): string[] {
  return [...new Set([...text.matchAll(MERGE_TAG_PATTERN)].map((m) => m[1]!))];
}

export function fillTags(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(MERGE_TAG_PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function htmlLine(
  line: string,
  values: Readonly<Record<string, string>>,
  links: ReadonlySet<string>,
): string {
  let out = '';
  let last = 0;
  for (const match of line.matchAll(MERGE_TAG_PATTERN)) {
    const name = match[1]!;
    out += escapeHtml(line.slice(last, match.index));
    last = match.index + match[0].length;
    if (!Object.hasOwn(values, name)) {
      out += escapeHtml(match[0]);
    } else if (links.has(name)) {
      const value = escapeHtml(values[name]!);
      out += `<a href="${value}">${value}</a>`;
    } else {
      out += escapeHtml(values[name]!);
    }
  }
  return out + escapeHtml(line.slice(last));
}

export function renderHtml(
  body: string,
  values: Readonly<Record<string, string>>,
  mergeTags: readonly MergeTag[] = [],
): string {
  const links = new Set(mergeTags.filter((t) => t.link).map((t) => t.name));
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map(
      (block) =>
        `<p>${block
          .split('\n')
          .map((l) => htmlLine(l, values, links))
          .join('<br>\n')}</p>`,
    )
    .join('\n');
}

/** The mail a template makes with these values: subject and text plain, html escaped. */
export function renderTemplate(
  template: TemplateText & { mergeTags?: readonly MergeTag[] },
  values: Readonly<Record<string, string>>,
): RenderedMail {
  return {
    // A subject is one line whatever a value holds.
    subject: fillTags(template.subjectLine, values)
      .replace(/\s*[\r\n]+\s*/g, ' ')
      .trim(),
    text: fillTags(template.messageBody.replace(/\r\n?/g, '\n'), values),
    html: renderHtml(template.messageBody, values, template.mergeTags ?? []),
  };
}
