import { useMutation } from '@apollo/client/react';
import type { PortalProgram } from '../../../lib/programs';
import { ProgramStatusSection } from '../program-status-section';
import { forgetSchoolList } from './school-detail-program';
import type { SchoolDetail, SchoolDetailBinding } from './school-detail-program';
import { AdminUpdateProgramStatusDocument } from './school-detail.queries';

/**
 * Program Status: one value of the programStatuses enumeration for the school in this program,
 * with the date it was last set; Save (once changed) saves it with 'Update Successful'.
 */
export function SchoolStatusTab({
  program,
  binding,
  school,
}: {
  program: PortalProgram;
  binding: SchoolDetailBinding;
  school: SchoolDetail;
}) {
  const [update] = useMutation(AdminUpdateProgramStatusDocument, {
    update: forgetSchoolList(program),
  });
  return (
    <ProgramStatusSection
      saved={school.programStatus}
      updatedAt={school.programStatusUpdatedAt}
      save={(status) =>
        update({
          variables: {
            input: { program: binding.schoolProgram, schoolId: school.schoolId, status },
          },
        })
      }
    />
  );
}
