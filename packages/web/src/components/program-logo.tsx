/** A text logo: the program's initials in a coloured badge. */
export function ProgramLogo({ name, slug }: { name: string; slug: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase())
    .join('')
    .slice(0, 3);
  return (
    <span className={`program-logo program-logo-${slug}`} aria-hidden="true">
      {initials}
    </span>
  );
}
