import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { ErrorBlock } from '../../../components/error-block';
import { Loading } from '../../../components/loading';
import type { PortalProgram } from '../../../lib/programs';
import { toast } from '../../../lib/toast-store';
import { AuditHistory } from '../audit-history';
import { parseRouteId } from '../route-id';
import { DistrictActions } from './district-actions';
import { forgetDistrictLists } from './district-cache';
import { DistrictNameForm } from './district-name-form';
import { districtListPath, districtPath } from './district-paths';
import { AdminDistrictDetailsDocument, AdminUpdateDistrictDocument } from './districts.queries';
import type { AdminDistrictDetailFieldsFragment } from '../../../gql/graphql';
import '../admin-detail.css';
import './districts.css';

/**
 * A district ({programUrl}/districts/:id, spec 3 §2): 'new' adds one and then opens it; an
 * existing one can be renamed, archived or restored, and lists its schools and its changes.
 */
export default function DistrictDetailPage({ program }: { program: PortalProgram }) {
  const { id } = useParams();
  const districtId = parseRouteId(id);
  return (
    <section className="admin-detail">
      <Link className="admin-detail-back" to={districtListPath(program)}>
        Back to Districts
      </Link>
      {id === 'new' ? (
        <NewDistrict program={program} />
      ) : districtId === null ? (
        <FailedDistrict program={program} />
      ) : (
        <LoadedDistrict program={program} districtId={districtId} />
      )}
    </section>
  );
}

function FailedDistrict({ program }: { program: PortalProgram }) {
  return (
    <>
      <title>{`Districts | ${program.name} | Partner Portal`}</title>
      <ErrorBlock />
    </>
  );
}

function NewDistrict({ program }: { program: PortalProgram }) {
  const navigate = useNavigate();
  const [save] = useMutation(AdminUpdateDistrictDocument, { update: forgetDistrictLists });
  return (
    <>
      <title>{`Add District | ${program.name} | Partner Portal`}</title>
      <h2>Add District</h2>
      <DistrictNameForm
        mode="create"
        name=""
        onSave={async ({ name }) => {
          const { data } = await save({ variables: { input: { name } } });
          const created = data?.adminUpdateDistrict;
          toast.success(MESSAGES.updateSuccessful);
          if (created) await navigate(districtPath(program, created.districtId), { replace: true });
        }}
      />
    </>
  );
}

function LoadedDistrict({ program, districtId }: { program: PortalProgram; districtId: number }) {
  const { data, error } = useQuery(AdminDistrictDetailsDocument, { variables: { districtId } });
  const district = data?.adminDistrictDetails;
  if (!district || district.districtId !== districtId) {
    return error ? <FailedDistrict program={program} /> : <Loading />;
  }
  return <DistrictView program={program} district={district} />;
}

function DistrictView({
  program,
  district,
}: {
  program: PortalProgram;
  district: AdminDistrictDetailFieldsFragment;
}) {
  const [save] = useMutation(AdminUpdateDistrictDocument, { update: forgetDistrictLists });
  const archived = district.deletedAt != null;
  return (
    <>
      <title>{`${district.name} | ${program.name} | Partner Portal`}</title>
      <div className="admin-detail-header">
        <div className="admin-detail-title">
          <h2>{district.name}</h2>
          {archived ? <span className="admin-detail-badge">Archived</span> : null}
        </div>
        <DistrictActions districtId={district.districtId} archived={archived} />
      </div>
      <DistrictNameForm
        key={district.id}
        mode="rename"
        name={district.name}
        onSave={async ({ name }) => {
          await save({ variables: { input: { districtId: district.districtId, name } } });
          toast.success(MESSAGES.updateSuccessful);
        }}
      />
      <section className="admin-detail-section" aria-labelledby="district-schools-heading">
        <h3 id="district-schools-heading">Schools</h3>
        {district.schools.length === 0 ? (
          <p>{MESSAGES.noResults}</p>
        ) : (
          <ul className="district-schools">
            {district.schools.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        )}
      </section>
      <AuditHistory entries={district.history} />
    </>
  );
}
