import type { FieldPath } from 'react-hook-form';
import { YesNoController } from '../../../components/choice-controllers';
import type { KidsCafeFormApi } from './form-api';
import type { KidsCafeValues } from './form-values';

/** A Yes/No question of the form: its boolean field and its legend (ours: the spec names fields). */
export type YesNoQuestion = readonly [name: FieldPath<KidsCafeValues>, legend: string];

/** Yes/No questions, each a radio pair bound to its boolean field. */
export function YesNoQuestions({
  form,
  questions,
}: {
  form: KidsCafeFormApi;
  questions: readonly YesNoQuestion[];
}) {
  return (
    <>
      {questions.map(([name, legend]) => (
        <YesNoController key={name} control={form.control} name={name} legend={legend} />
      ))}
    </>
  );
}
