import { Navigate } from 'react-router';
import type { ReactNode } from 'react';
import { useSelectedSchoolId } from './school-param';

/** A screen that needs one school: without a chosen school it sends the user to `fallback`. */
export function RequireSchool({
  fallback,
  children,
}: {
  fallback: string;
  children: (schoolId: number) => ReactNode;
}) {
  const schoolId = useSelectedSchoolId();
  if (schoolId === null) return <Navigate to={fallback} replace />;
  return children(schoolId);
}
