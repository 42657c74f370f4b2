import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { YesNoController } from '../../components/choice-controllers';

/** A Yes/No question of a form: its boolean field and its legend (ours: the spec names fields). */
export type YesNoQuestion<T extends FieldValues> = readonly [name: FieldPath<T>, legend: string];

/** Yes/No questions, each a radio pair bound to its boolean field (Kids Cafe, Partner Services). */
export function YesNoQuestions<T extends FieldValues, O>({
  form,
  questions,
}: {
  form: UseFormReturn<T, unknown, O>;
  questions: readonly YesNoQuestion<T>[];
}) {
  return (
    <>
      {questions.map(([name, legend]) => (
        <YesNoController key={name} control={form.control} name={name} legend={legend} />
      ))}
    </>
  );
}
