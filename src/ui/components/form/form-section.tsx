import { useId, type ReactNode } from 'react';

/**
 * A titled group of a long form's fields, on a card of its own (theme.css .form-section, as the profile page has
 * them); `level` keeps the heading in the page's outline (a form inside a card's h3 takes h4 or h5). A group, not a
 * region: two forms on a page (a course's edit form, the create form) have sections of the same name, and landmarks
 * must have unique names.
 */
export function FormSection({ title, level = 2, className, children }: { title: string; level?: 2 | 3 | 4 | 5; className?: string; children: ReactNode }) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <div role="group" className={className ? `form-section ${className}` : 'form-section'} aria-labelledby={id}>
      <Heading id={id} className="form-section-title">
        {title}
      </Heading>
      {children}
    </div>
  );
}
