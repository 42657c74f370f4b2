/** The loading spinner, announced as 'Loading'. */
export function Loading({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'loading loading-full' : 'loading'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading</span>
    </div>
  );
}
