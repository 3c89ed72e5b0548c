import { useId, type ReactNode } from 'react';

/**
 * A titled group of a long form's fields, on a card of its own (theme.css .form-section, as the profile page has
 * them); `level` keeps the heading in the page's outline (a form inside a card's h3 takes h4 or h5).
 */
export function FormSection({ title, level = 2, className, children }: { title: string; level?: 2 | 3 | 4 | 5; className?: string; children: ReactNode }) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={className ? `form-section ${className}` : 'form-section'} aria-labelledby={id}>
      <Heading id={id} className="form-section-title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
