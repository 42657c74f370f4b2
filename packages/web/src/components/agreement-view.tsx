import { useId, useState } from 'react';
import type { ReactNode, Ref, UIEventHandler } from 'react';
import { signatureValue } from '@portal/domain';
import type {
  AgreementDocument,
  AgreementSection,
  Block,
  SignatureIndex,
  SignatureRecord,
} from '@portal/domain';
import { useLanguage, useT } from '../i18n/use-t';
import { Button } from './button';
import { agreementMessages as m } from './agreement.messages';
import '../styles/agreement-view.css';

/**
 * How the signature slots of the sections are shown:
 * - `edit`: the caller renders its own controls for each slot (the application form binds its
 *   typed-name field and I Agree checkbox there);
 * - `read-only`: the typed names and I Agree boxes of a record, not editable.
 * Without `signatures` the slots are not shown.
 */
export type AgreementSignatures =
  | { mode: 'edit'; render: (index: SignatureIndex, section: AgreementSection) => ReactNode }
  | { mode: 'read-only'; values: SignatureRecord };

type HeadingLevel = 2 | 3 | 4;
const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5' } as const;

type AgreementViewProps = {
  documents: readonly AgreementDocument[];
  signatures?: AgreementSignatures;
  /** Name of the scrollable region. */
  label?: string;
  /** Level of the document titles; section headings are one level below. */
  headingLevel?: HeadingLevel;
  /** Long texts scroll inside a focusable region (true); false renders them in the page flow. */
  scrollable?: boolean;
  /** The scrollable region, e.g. to tell when it has been read to the end. */
  regionRef?: Ref<HTMLDivElement>;
  onScroll?: UIEventHandler<HTMLDivElement>;
  /**
   * The Spanish of `documents`, document for document (`spanishAgreements` of
   * '@portal/domain/agreements/spanish'). A Spanish page shows it, after a notice that the
   * English is the binding version and a switch to the English text; without it a Spanish page
   * shows the English, marked as English. English pages ignore it.
   */
  spanish?: readonly AgreementDocument[];
};

/**
 * Agreement texts of the domain's document model, with their signature slots. On a Spanish page
 * the Spanish text (`spanish`) is shown in the same place, with the same slots, and a switch
 * shows the English (binding) text instead. The notice and the switch come before the region, so
 * that the region holds the agreement alone and still ends with its last paragraph (the
 * read-through rule watches the region's end).
 */
export function AgreementView({
  documents,
  signatures,
  label,
  headingLevel = 2,
  scrollable = true,
  regionRef,
  onScroll,
  spanish,
}: AgreementViewProps) {
  const t = useT();
  const language = useLanguage();
  const [showEnglish, setShowEnglish] = useState(false);
  const translated =
    language !== 'en' && spanish !== undefined && spanish.length === documents.length;
  const shown = translated && !showEnglish ? spanish : documents;
  // English text on a Spanish page: marked as English, its slots as the page's language.
  const textLang = language !== 'en' && shown === documents ? 'en' : undefined;
  const content = shown.map((doc) => (
    <AgreementDocumentView
      key={doc.id}
      document={doc}
      signatures={signatures}
      headingLevel={headingLevel}
      lang={textLang}
      slotLang={textLang ? language : undefined}
    />
  ));
  const body = scrollable ? (
    <div
      ref={regionRef}
      className="agreement agreement-scroll"
      role="region"
      aria-label={label ?? t(m.regionLabel)}
      tabIndex={0}
      onScroll={onScroll}
    >
      {content}
    </div>
  ) : (
    <div className="agreement">{content}</div>
  );
  // The body keeps its place in the tree on a language switch: the region (and the read-through
  // listeners on it, the slots' fields in it) stays the same element.
  return (
    <>
      {language === 'en' ? null : (
        <div className="agreement-language">
          <p className="alert alert-info">
            {t(translated ? m.courtesyTranslation : m.englishOnly)}
          </p>
          {translated ? (
            <div role="group" aria-label={t(m.textLanguage)} className="agreement-language-switch">
              <Button
                variant={showEnglish ? 'secondary' : 'primary'}
                aria-pressed={!showEnglish}
                onClick={() => setShowEnglish(false)}
              >
                {t(m.spanishText)}
              </Button>{' '}
              <Button
                variant={showEnglish ? 'primary' : 'secondary'}
                aria-pressed={showEnglish}
                onClick={() => setShowEnglish(true)}
              >
                {t(m.englishText)}
              </Button>
            </div>
          ) : null}
        </div>
      )}
      {body}
    </>
  );
}

function AgreementDocumentView({
  document: doc,
  signatures,
  headingLevel,
  lang,
  slotLang,
}: {
  document: AgreementDocument;
  signatures?: AgreementSignatures;
  headingLevel: HeadingLevel;
  /** The text's language when it differs from the page's. */
  lang?: string;
  /** The page's language, for the slots under a text in another language. */
  slotLang?: string;
}) {
  const Title = HEADINGS[headingLevel];
  const SectionHeading = HEADINGS[(headingLevel + 1) as 3 | 4 | 5];
  return (
    <article className="agreement-document" lang={lang}>
      <Title>{doc.title}</Title>
      {doc.sections.map((section, i) => (
        <section key={i} className="agreement-section">
          {section.heading ? <SectionHeading>{section.heading}</SectionHeading> : null}
          {section.blocks.map((block, j) => (
            <AgreementBlock key={j} block={block} />
          ))}
          {section.signature && signatures ? (
            <div className="agreement-signature" lang={slotLang}>
              {signatures.mode === 'edit' ? (
                signatures.render(section.signature.index, section)
              ) : (
                <ReadOnlySignature
                  index={section.signature.index}
                  values={signatures.values}
                  sectionName={section.heading ?? doc.title}
                />
              )}
            </div>
          ) : null}
        </section>
      ))}
    </article>
  );
}

function AgreementBlock({ block }: { block: Block }) {
  if (block.kind === 'paragraph') return <p>{block.text}</p>;
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List>
      {block.items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </List>
  );
}

/**
 * A signature slot as recorded: the typed name (read-only) and the I Agree box (disabled,
 * checked as recorded), grouped under the section's name.
 */
export function ReadOnlySignature({
  index,
  values,
  sectionName,
}: {
  index: SignatureIndex;
  values: SignatureRecord;
  sectionName: string;
}) {
  const t = useT();
  const id = useId();
  const value = signatureValue(values, index);
  return (
    <fieldset className="signature-slot">
      <legend className="visually-hidden">{t(m.sectionSignature, { section: sectionName })}</legend>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t(m.signature)}</label>
        <input id={`${id}-name`} type="text" value={value.name} readOnly />
      </div>
      <div className="signature-agree">
        <input id={`${id}-agree`} type="checkbox" checked={value.agreed} disabled readOnly />
        <label htmlFor={`${id}-agree`}>{t(m.iAgree)}</label>
      </div>
    </fieldset>
  );
}
