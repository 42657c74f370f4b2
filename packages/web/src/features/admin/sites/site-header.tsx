import { Link } from 'react-router';
import type { PortalProgram } from '../../../lib/programs';
import { SiteActions } from './site-actions';
import { siteListPath } from './site-detail-program';
import type { SiteDetail } from './site-detail-program';

/** 'Back to Sites', always shown (also while loading and on the error view). */
export function BackToSites({ program }: { program: PortalProgram }) {
  return (
    <Link className="school-back" to={siteListPath(program)}>
      Back to Sites
    </Link>
  );
}

/** The site's name (h2), 'Archived' when it is, and the site actions. */
export function SiteHeader({ program, site }: { program: PortalProgram; site: SiteDetail }) {
  return (
    <div className="school-header">
      <div className="school-title">
        <h2>{site.name}</h2>
        {site.deletedAt != null ? <span className="school-archived">Archived</span> : null}
      </div>
      <SiteActions program={program} site={site} />
    </div>
  );
}
