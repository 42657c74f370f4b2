import { MESSAGES } from '@portal/domain';

/** A failed load: 'Error' with 'There was an error loading'. */
export function ErrorBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="state-block state-error">
      <Heading>{MESSAGES.loadingErrorTitle}</Heading>
      <p>{MESSAGES.loadingErrorText}</p>
    </div>
  );
}
