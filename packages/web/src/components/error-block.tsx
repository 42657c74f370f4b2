import { MESSAGES } from '@portal/domain';
import { useTranslateMessage } from '../i18n/use-t';

/** A failed load: 'Error' with 'There was an error loading'. */
export function ErrorBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const translate = useTranslateMessage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="state-block state-error">
      <Heading>{translate(MESSAGES.loadingErrorTitle)}</Heading>
      <p>{translate(MESSAGES.loadingErrorText)}</p>
    </div>
  );
}
