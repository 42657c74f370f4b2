import { Link, NavLink } from 'react-router';
import type { NavTab } from '@portal/domain';
import type { PortalProgram } from '../../../lib/programs';
import { SchoolActions } from './school-actions';
import { schoolListPath } from './school-detail-program';
import type { SchoolDetail, SchoolDetailBinding } from './school-detail-program';

/** 'Back to Schools', always shown (also while loading and on the error view). */
export function BackToSchools({ program }: { program: PortalProgram }) {
  return (
    <Link className="school-back" to={schoolListPath(program)}>
      Back to Schools
    </Link>
  );
}

/** The school's name (h2), 'Archived' when it is, and the school actions. */
export function SchoolHeader({
  program,
  binding,
  school,
}: {
  program: PortalProgram;
  binding: SchoolDetailBinding;
  school: SchoolDetail;
}) {
  return (
    <div className="school-header">
      <div className="school-title">
        <h2>{school.name}</h2>
        {school.deletedAt != null ? <span className="school-archived">Archived</span> : null}
      </div>
      <SchoolActions program={program} binding={binding} school={school} />
    </div>
  );
}

/** The tab bar: links to the tabs with a screen; the current one has aria-current="page". */
export function SchoolTabs({
  base,
  tabs,
  schoolName,
}: {
  /** {programUrl}/schools/{id} */
  base: string;
  tabs: readonly NavTab[];
  schoolName: string;
}) {
  return (
    <nav className="sub-nav school-tabs" aria-label={`${schoolName} sections`}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink to={`${base}${tab.path}`} end={tab.path === ''}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
