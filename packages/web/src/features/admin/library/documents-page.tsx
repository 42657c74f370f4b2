import type { PortalProgram } from '../../../lib/programs';
import { BucketLibrary } from './bucket-library';

/** Documents ({programUrl}/documents, spec 3 §2): the library educators download from. */
export default function AdminDocumentsPage({ program }: { program: PortalProgram }) {
  return <BucketLibrary bucket="documents" title="Documents" programName={program.name} />;
}
