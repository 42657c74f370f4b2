/** An educator screen that comes in a later issue: its heading and a short note. */
export function AreaPlaceholder({ title }: { title: string }) {
  return (
    <section className="area-placeholder">
      <h2>{title}</h2>
      <p>This part of the portal is coming soon.</p>
    </section>
  );
}
