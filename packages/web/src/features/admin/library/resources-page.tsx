import { MESSAGES } from '@portal/domain';
import type { PortalProgram } from '../../../lib/programs';
import { BucketLibrary } from './bucket-library';

/**
 * Resources ({programUrl}/resources, spec 3 §2): files for program administrators only (the
 * server lists and serves the resources bucket to admins alone).
 */
export default function AdminResourcesPage({ program }: { program: PortalProgram }) {
  return (
    <BucketLibrary
      bucket="resources"
      title="Resources"
      programName={program.name}
      intro={MESSAGES.resourcesIntro}
    />
  );
}
