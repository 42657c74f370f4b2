import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Loading } from '../components/loading';
import { StartupScreen } from './startup-screen';

/** A lazy route's element: the loader (the start-up one for a whole page) while its chunk loads. */
export function Suspended({
  children,
  fullPage = false,
}: {
  children: ReactNode;
  fullPage?: boolean;
}) {
  const fallback = fullPage ? <StartupScreen /> : <Loading />;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
