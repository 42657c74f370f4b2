import { useFieldArray, useWatch } from 'react-hook-form';
import type { SaveMode } from '@portal/domain';
import { rosterMessages } from '../../../components/roster/roster-messages';
import { TeamRoster } from '../../../components/roster/team-roster';
import { useT } from '../../../i18n/use-t';
import { backpackBuddyMessages as m } from './backpack-buddy-application.messages';
import type { StepOneFormApi } from './step-one-form-api';

/**
 * Team Information: the school's Backpack Buddy roster (the changes are saved with the step).
 * After an attempt to save, the roster's messages show under the table and Add Participant takes
 * focus when they are the first problem of the form.
 */
export function TeamSection({
  form,
  readOnly,
  lastMode,
}: {
  form: StepOneFormApi;
  readOnly: boolean;
  lastMode: SaveMode | null;
}) {
  const { fields, append, update, remove } = useFieldArray({
    control: form.control,
    name: 'teamMembers',
  });
  const members = useWatch({ control: form.control, name: 'teamMembers' });
  const messages = lastMode && form.formState.isSubmitted ? rosterMessages(members, lastMode) : [];
  const invalid = messages.length > 0 || Boolean(form.formState.errors.teamMembers);
  const t = useT();

  return (
    <section className="form-section" aria-labelledby="team-information-heading">
      <h3 id="team-information-heading">{t(m.teamInformation)}</h3>
      <TeamRoster
        fields={fields}
        members={members}
        readOnly={readOnly}
        messages={messages}
        invalid={invalid}
        onAdd={append}
        onUpdate={update}
        onRemove={remove}
      />
    </section>
  );
}
