import { Fragment, cloneElement, type ReactElement, type ReactNode } from 'react';
import type { Message } from './define-messages';
import { useT } from './use-t';

const TAG = /<(\d+)>([\s\S]*?)<\/\1>/;

/** Replaces `<0>…</0>` in a translated text with the elements given, the text as their child. */
export function withElements(text: string, elements: readonly ReactElement[]): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let key = 0;
  for (let match = TAG.exec(rest); match; match = TAG.exec(rest)) {
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const element = elements[Number(match[1])];
    const inner = match[2] ?? '';
    out.push(element ? cloneElement(element, { key: key++ }, inner) : inner);
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) out.push(rest);
  return out;
}

/**
 * A message with elements in it: `<RichText message={m.readAgreement} elements={[<a href=… />]}
 * />` for 'Read the <0>agreement</0>'. The elements get the translated words as their children.
 */
export function RichText({
  message,
  values,
  elements,
}: {
  message: Message;
  values?: Record<string, unknown>;
  elements: readonly ReactElement[];
}) {
  const t = useT();
  return <Fragment>{withElements(t(message, values), elements)}</Fragment>;
}
