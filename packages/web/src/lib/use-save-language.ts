import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { Language } from '@portal/domain';
import { graphql } from '../gql';

/** The signed-in user's choice of language, saved on the account (its screens and mails). */
export const UpdateMyLanguageDocument = graphql(`
  mutation UpdateMyLanguage($language: Language!) {
    updateMyLanguage(language: $language) {
      id
      language
    }
  }
`);

/**
 * The language switch's `onChange` for a signed-in educator: saves the choice, so the next
 * sign-in (any browser) and every mail use it. The answer updates the start-up user in the
 * cache. A failure is not shown: the screens are switched already and this browser remembers
 * the choice; the account keeps its old language until the next switch.
 */
export function useSaveLanguage(): (language: Language) => void {
  const [save] = useMutation(UpdateMyLanguageDocument);
  return useCallback(
    (language: Language) => {
      save({ variables: { language } }).catch(() => undefined);
    },
    [save],
  );
}
