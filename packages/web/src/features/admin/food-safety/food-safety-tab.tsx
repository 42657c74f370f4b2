import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import { AdminSchoolBackpackBuddyDocument } from '../schools/school-detail.queries';
import { CertificateState } from './certificate-state';
import { FoodSafetyEntries } from './food-safety-entries';
import { FoodSafetyEntryForm } from './food-safety-entry-form';
import { FoodSafetyStatusForm } from './food-safety-status-form';
import {
  AdminDeleteFoodSafetyEntryDocument,
  AdminSchoolFoodSafetyDocument,
  AdminUpdateFoodSafetyDocument,
  AdminUpdateFoodSafetyStatusDocument,
} from './food-safety.queries';
import './food-safety.css';

/** The Backpack Buddy school list (any term) is dropped, so Back to Schools shows the change. */
function forgetBackpackBuddyList(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'schoolsBackpackBuddy' });
}

/**
 * The Food Safety tab of a Backpack Buddy school ({programUrl}/schools/:id/food-safety, spec 3
 * §2): the certificate's state (expired and expiring soon stand out), the school's food safety
 * status, a form recording a training (Completed By, Completion Date, Expiration Date) and the
 * entries, newest first, each with Delete ('Are you sure?'). Each change answers with the
 * school's food safety and reads the school again (its change history).
 */
export default function FoodSafetyTab({ schoolId }: { schoolId: number }) {
  const { data, error } = useQuery(AdminSchoolFoodSafetyDocument, { variables: { schoolId } });
  const options = {
    update: forgetBackpackBuddyList,
    refetchQueries: [{ query: AdminSchoolBackpackBuddyDocument, variables: { schoolId } }],
  };
  const [saveEntry] = useMutation(AdminUpdateFoodSafetyDocument, options);
  const [deleteEntry] = useMutation(AdminDeleteFoodSafetyEntryDocument, options);
  const [saveStatus] = useMutation(AdminUpdateFoodSafetyStatusDocument, options);

  const school = data?.school;
  if (!school || school.schoolId !== schoolId) {
    return error ? <ErrorBlock headingLevel={3} /> : <Loading />;
  }
  return (
    <section className="school-tab food-safety" aria-labelledby="food-safety-heading">
      {/* Focus lands here when a deleted row takes its Delete button away. */}
      <h3 id="food-safety-heading" tabIndex={-1}>
        Food Safety
      </h3>
      <p className="food-safety-summary">
        <span>Certificate:</span>
        <CertificateState
          state={school.foodSafetyCertificate}
          expirationDate={school.foodSafetyExpirationDate}
        />
      </p>
      <div className="food-safety-forms">
        <FoodSafetyStatusForm
          key={school.foodSafetyStatus ?? ''}
          saved={school.foodSafetyStatus ?? ''}
          onSave={(foodSafetyStatus) => saveStatus({ variables: { schoolId, foodSafetyStatus } })}
        />
        <FoodSafetyEntryForm onSave={(entry) => saveEntry({ variables: { schoolId, ...entry } })} />
      </div>
      <FoodSafetyEntries
        entries={school.foodSafetyEntries}
        onDelete={(foodSafetyEntryId) => deleteEntry({ variables: { foodSafetyEntryId } })}
      />
    </section>
  );
}
