import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatShortDate } from '@portal/domain';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import { AdminSchoolBackpackBuddyDocument } from '../schools/school-detail.queries';
import { AllocationEntries } from './allocation-entries';
import {
  AdminDeleteAllocationEntryDocument,
  AdminSaveAllocationDocument,
  AdminSchoolAllocationsDocument,
} from './allocations.queries';
import { MonthlyAllocations } from './monthly-allocations';
import { WeeklyAllocationForm } from './weekly-allocation-form';
import './allocate.css';

/** The Backpack Buddy school list (any term) is dropped, so Back to Schools shows the change. */
function forgetBackpackBuddyList(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'schoolsBackpackBuddy' });
}

/**
 * The Allocate tab of a Backpack Buddy school ({programUrl}/schools/:id/allocate, spec 3 §2): the
 * weekly allocation in force and a form to save a new one (which sets the current and future
 * term months), the entries, newest first, each with Delete ('Are you sure?'), and the monthly
 * allocation per term month with the current month compared to the next. Each change answers
 * with the school's allocations and reads the school again (its change history).
 */
export default function AllocateTab({ schoolId }: { schoolId: number }) {
  const { data, error } = useQuery(AdminSchoolAllocationsDocument, { variables: { schoolId } });
  const options = {
    update: forgetBackpackBuddyList,
    refetchQueries: [{ query: AdminSchoolBackpackBuddyDocument, variables: { schoolId } }],
  };
  const [save] = useMutation(AdminSaveAllocationDocument, options);
  const [remove] = useMutation(AdminDeleteAllocationEntryDocument, options);

  const school = data?.school;
  if (!school || school.schoolId !== schoolId) {
    return error ? <ErrorBlock headingLevel={3} /> : <Loading />;
  }
  const inForce = school.allocationEntries[0];
  return (
    <section className="school-tab allocate" aria-labelledby="allocate-heading">
      {/* Focus lands here when a deleted row takes its Delete button away. */}
      <h3 id="allocate-heading" tabIndex={-1}>
        Allocate
      </h3>
      <p className="allocation-in-force">
        {inForce
          ? `Weekly allocation in force: ${inForce.weeklyAllocation} (saved ${formatShortDate(inForce.createdAt)}${inForce.updatedBy ? ` by ${inForce.updatedBy}` : ''}).`
          : 'No weekly allocation saved yet.'}
      </p>
      <WeeklyAllocationForm
        onSave={(weeklyAllocation) => save({ variables: { schoolId, weeklyAllocation } })}
      />
      <div className="allocate-tables">
        <AllocationEntries
          entries={school.allocationEntries}
          onDelete={(allocationEntryId) => remove({ variables: { allocationEntryId } })}
        />
        <MonthlyAllocations months={school.termMonths} />
      </div>
    </section>
  );
}
