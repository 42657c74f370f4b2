import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import {
  NO_CONTACT_TYPES,
  memberTypeIssue,
  teamMemberSchema,
} from '@portal/domain/programs/backpack-buddy';
import type { TeamMember } from '@portal/domain/programs/backpack-buddy';
import { useT } from '../../i18n/use-t';
import { fieldProps } from '../../lib/forms';
import { Button } from '../button';
import { Modal } from '../modal';
import { SelectController } from '../select-controller';
import { TextField } from '../text-field';
import { BLANK_MEMBER, memberValues } from './member-values';
import type { MemberValues } from './member-values';
import { useMemberTypeOptions } from './member-words';
import { teamRosterMessages as m } from './roster.messages';

/**
 * Edit Participant (add or edit one roster member): first and last name and type required; Job
 * Title not shown for the principal; phone and email not shown for staff and volunteers. The
 * domain's participant schema checks the fields, and its type rule checks the roster ('Principal
 * Already Exists', …).
 */
export function ParticipantModal({
  members,
  index,
  onSave,
  onClose,
}: {
  members: readonly MemberValues[];
  /** The member being edited, or null to add one. */
  index: number | null;
  onSave: (member: MemberValues) => void;
  onClose: () => void;
}) {
  const memberResolver: Resolver<MemberValues, unknown, TeamMember> = async (
    values,
    context,
    options,
  ) => {
    const resolve = zodResolver(teamMemberSchema as never) as unknown as Resolver<
      MemberValues,
      unknown,
      TeamMember
    >;
    const result = await resolve(values, context, options);
    const typeIssue = memberTypeIssue(members, values.type, index);
    if (!typeIssue || result.errors.type) return result;
    return {
      values: {},
      errors: { ...result.errors, type: { type: 'custom', message: typeIssue } },
    };
  };
  const form = useForm<MemberValues, unknown, TeamMember>({
    resolver: memberResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: index === null ? BLANK_MEMBER : (members[index] ?? BLANK_MEMBER),
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const types = useMemberTypeOptions();
  const t = useT();
  const noContact = (NO_CONTACT_TYPES as readonly string[]).includes(type);

  const onSubmit = form.handleSubmit((member) => onSave(memberValues(member)));

  return (
    <Modal title={t(m.editParticipant)} onClose={onClose}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          // The dialog is portalled out of the step's form, but React still bubbles the event.
          event.stopPropagation();
          void onSubmit(event);
        }}
      >
        <div className="form-row">
          <TextField
            label={t(m.firstName)}
            autoComplete="off"
            data-autofocus
            {...fieldProps(form, 'firstName')}
          />
          <TextField label={t(m.lastName)} autoComplete="off" {...fieldProps(form, 'lastName')} />
        </div>
        <SelectController control={form.control} name="type" label={t(m.type)} options={types} />
        {type === 'PRINCIPAL' ? null : (
          <TextField
            label={t(m.jobTitleOptional)}
            autoComplete="off"
            {...fieldProps(form, 'title')}
          />
        )}
        {noContact ? null : (
          <>
            <TextField
              label={t(m.phone)}
              type="tel"
              autoComplete="off"
              hint={t(m.phoneHint)}
              {...fieldProps(form, 'phone')}
            />
            <TextField
              label={t(m.email)}
              type="email"
              autoComplete="off"
              {...fieldProps(form, 'email')}
            />
          </>
        )}
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            {t(m.cancel)}
          </Button>
          <Button type="submit">{t(m.save)}</Button>
        </div>
      </form>
    </Modal>
  );
}
