import { useId } from 'react';
import type { ReactNode, Ref, UIEventHandler } from 'react';
import { signatureValue } from '@portal/domain';
import type {
  AgreementDocument,
  AgreementSection,
  Block,
  SignatureIndex,
  SignatureRecord,
} from '@portal/domain';
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
};

/** Agreement texts of the domain's document model, with their signature slots. */
export function AgreementView({
  documents,
  signatures,
  label = 'Agreement',
  headingLevel = 2,
  scrollable = true,
  regionRef,
  onScroll,
}: AgreementViewProps) {
  const content = documents.map((doc) => (
    <AgreementDocumentView
      key={doc.id}
      document={doc}
      signatures={signatures}
      headingLevel={headingLevel}
    />
  ));
  if (!scrollable) return <div className="agreement">{content}</div>;
  return (
    <div
      ref={regionRef}
      className="agreement agreement-scroll"
      role="region"
      aria-label={label}
      tabIndex={0}
      onScroll={onScroll}
    >
      {content}
    </div>
  );
}

function AgreementDocumentView({
  document: doc,
  signatures,
  headingLevel,
}: {
  document: AgreementDocument;
  signatures?: AgreementSignatures;
  headingLevel: HeadingLevel;
}) {
  const Title = HEADINGS[headingLevel];
  const SectionHeading = HEADINGS[(headingLevel + 1) as 3 | 4 | 5];
  return (
    <article className="agreement-document">
      <Title>{doc.title}</Title>
      {doc.sections.map((section, i) => (
        <section key={i} className="agreement-section">
          {section.heading ? <SectionHeading>{section.heading}</SectionHeading> : null}
          {section.blocks.map((block, j) => (
            <AgreementBlock key={j} block={block} />
          ))}
          {section.signature && signatures ? (
            <div className="agreement-signature">
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
  const id = useId();
  const value = signatureValue(values, index);
  return (
    <fieldset className="signature-slot">
      <legend className="visually-hidden">{`${sectionName} signature`}</legend>
      <div className="field">
        <label htmlFor={`${id}-name`}>Signature</label>
        <input id={`${id}-name`} type="text" value={value.name} readOnly />
      </div>
      <div className="signature-agree">
        <input id={`${id}-agree`} type="checkbox" checked={value.agreed} disabled readOnly />
        <label htmlFor={`${id}-agree`}>I Agree</label>
      </div>
    </fieldset>
  );
}
