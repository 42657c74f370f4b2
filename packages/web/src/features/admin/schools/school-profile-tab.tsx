import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import {
  COUNT_MAX_DIGITS,
  ENUMERATIONS,
  LONG_TEXT_MAX,
  MESSAGES,
  formatShortDate,
  gradesServedOptions,
} from '@portal/domain';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CheckboxGroupController, YesNoController } from '../../../components/choice-controllers';
import { SelectController } from '../../../components/select-controller';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { fieldProps, useZodForm } from '../../../lib/forms';
import type { PortalProgram } from '../../../lib/programs';
import { changeErrorMessage, serverFieldIssues } from '../../../lib/mutation-errors';
import { toast } from '../../../lib/toast-store';
import { AuditHistory } from '../audit-history';
import { useFocusFirstInvalid } from './school-detail-form';
import { forgetSchoolList } from './school-detail-program';
import type { SchoolDetail, SchoolDetailBinding } from './school-detail-program';
import { AdminUpdateSchoolProfileDocument } from './school-detail.queries';
import { SchoolDistrictSelect } from './school-district-select';
import { profileInput, profileSchema, profileValues } from './school-profile-values';
import type { ProfileForm, ProfileValues } from './school-profile-values';

const COUNT_INPUT = {
  inputMode: 'numeric',
  maxLength: COUNT_MAX_DIGITS,
  autoComplete: 'off',
} as const;

/** Change History names for school fields whose keys read badly when split into words. */
const HISTORY_FIELDS = {
  type: 'School type',
  districtId: 'District',
  backpackBuddyId: 'Backpack Buddy ID',
  schoolMarketAgencyNumber: 'Agency number',
  teachersAidSchoolNumber: 'School number',
  numTotalEnrollment: 'Total enrollment',
  numReducedLunch: 'Reduced lunch',
  numFreeLunch: 'Free lunch',
  statusBackpackBuddy: 'Program status',
  statusSchoolMarket: 'Program status',
  statusTeachersAid: 'Program status',
};

/**
 * School Profile: the school's fields checked by the domain's admin profile rules, with the
 * approved application's counts when there is one; Save Changes (once something changed) saves
 * them with 'Update Successful'. Below, the school's change history.
 */
export function SchoolProfileTab({
  program,
  binding,
  school,
}: {
  program: PortalProgram;
  binding: SchoolDetailBinding;
  school: SchoolDetail;
}) {
  const form: ProfileForm = useZodForm(profileSchema(school), {
    defaultValues: profileValues(school),
    shouldFocusError: false,
  });
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const [update] = useMutation(AdminUpdateSchoolProfileDocument, {
    update: forgetSchoolList(program),
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const approved = school.approvedApplicationId != null;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      // The answer is the school as saved: it refreshes the cached school and its history.
      const { data } = await update({
        variables: { input: profileInput(binding.schoolProgram, school, values) },
      });
      toast.success(MESSAGES.updateSuccessful);
      if (data) form.reset(profileValues(data.adminUpdateSchoolProfile));
    } catch (error) {
      setServerError(changeErrorMessage(error));
      // The server's own field issues show on their fields, as the form's would.
      for (const issue of serverFieldIssues(error)) {
        form.setError(issue.path as Path<ProfileValues>, {
          type: 'server',
          message: issue.message,
        });
      }
    }
  }, onInvalid);

  return (
    <section className="school-tab" aria-labelledby="school-profile-heading">
      <h3 id="school-profile-heading">School Profile</h3>
      {school.lastEdited ? (
        <p className="school-edited">Last edited {formatShortDate(school.lastEdited)}</p>
      ) : null}
      <form
        ref={formRef}
        className="form school-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <Alert>{serverError}</Alert>
        <div className="form-grid">
          <TextField label="Name" autoComplete="off" {...fieldProps(form, 'name')} />
          <SelectController
            control={form.control}
            name="type"
            label="School Type"
            options={ENUMERATIONS.schoolTypes.options}
          />
          <TextField
            label={binding.programIdLabel}
            hint="Optional"
            autoComplete="off"
            {...fieldProps(form, 'programId')}
          />
          <SchoolDistrictSelect form={form} school={school} />
          <TextField label="Address 1" autoComplete="off" {...fieldProps(form, 'address1')} />
          <TextField
            label="Address 2"
            hint="Optional"
            autoComplete="off"
            {...fieldProps(form, 'address2')}
          />
          <TextField label="City" autoComplete="off" {...fieldProps(form, 'city')} />
          <SelectController
            control={form.control}
            name="county"
            label="County"
            options={ENUMERATIONS.counties.options}
          />
          <SelectController
            control={form.control}
            name="state"
            label="State"
            options={ENUMERATIONS.states.options}
          />
          <TextField
            label="Zip"
            autoComplete="off"
            inputMode="numeric"
            maxLength={10}
            {...fieldProps(form, 'zip')}
          />
        </div>
        <CheckboxGroupController
          control={form.control}
          name="gradesServed"
          legend="Grades Served"
          options={gradesServedOptions()}
          columns
        />
        <TextareaField label="Notes" maxLength={LONG_TEXT_MAX} {...fieldProps(form, 'notes')} />
        {approved ? <ApprovedApplicationFields form={form} /> : null}
        <Button type="submit" busy={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
          Save Changes
        </Button>
      </form>
      <AuditHistory entries={school.history} fieldLabels={HISTORY_FIELDS} />
    </section>
  );
}

/** The counts of the most recent approved application, and whether the school took part before. */
function ApprovedApplicationFields({ form }: { form: ProfileForm }) {
  return (
    <>
      <div className="form-grid">
        <TextField
          label="Total Enrollment"
          {...COUNT_INPUT}
          {...fieldProps(form, 'numTotalEnrollment')}
        />
        <TextField
          label="Reduced Lunch"
          {...COUNT_INPUT}
          {...fieldProps(form, 'numReducedLunch')}
        />
        <TextField label="Free Lunch" {...COUNT_INPUT} {...fieldProps(form, 'numFreeLunch')} />
      </div>
      <YesNoController
        control={form.control}
        name="participatedLastYear"
        legend="Participated Last Year"
      />
    </>
  );
}
