import type { Program } from '@portal/domain';
import { OneStepApplication } from '../one-step-application';
import {
  PartnerServicesApplicationDocument,
  PartnerServicesIntakeDocument,
} from './application.queries';
import { PartnerServicesForm } from './partner-services-form';

/**
 * The Partner Services application: /partner-services/application/:step/:id? with step-1 (the
 * form) and status, by the rules of the holder programs (OneStepApplication, as Kids Cafe's); an
 * admin's Exit goes to the organization's applications.
 */
export default function PartnerServicesApplication({ program }: { program: Program }) {
  return (
    <OneStepApplication
      program={program}
      className="partner-services-application"
      applicationDocument={PartnerServicesApplicationDocument}
      applicationOf={(data) => data.applicationPartnerServices}
      idOf={(application) => application.applicationPartnerServicesId}
      intakeDocument={PartnerServicesIntakeDocument}
      configOf={(data) => data.programConfig}
      holderApplicationsPath={({ organization }) =>
        organization.organizationId
          ? `${program.url}/organizations/${organization.organizationId}/applications`
          : null
      }
      renderForm={(context) => <PartnerServicesForm context={context} />}
    />
  );
}
