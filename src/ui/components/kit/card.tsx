import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';

type CardElement = 'article' | 'section' | 'li' | 'div';

/**
 * A surface that holds one thing (a class, a course, a tutor): white, rounded, a hairline border and a soft shadow,
 * with room inside. `interactive` lifts it on hover for a card that is a link as a whole.
 */
export function Card({ as: Element = 'div', interactive, className, children, ...rest }: { as?: CardElement; interactive?: boolean; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <Element className={classNames('card', interactive && 'interactive', className)} {...rest}>
      {children}
    </Element>
  );
}

/** A card's top row: its title (and what goes under it) at the start, its actions at the end. */
export function CardHeader({ title, meta, actions, level = 3 }: { title: ReactNode; meta?: ReactNode; actions?: ReactNode; level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <div className="card-header">
      <div className="card-heading">
        <Heading className="card-title">{title}</Heading>
        {meta && <div className="card-meta">{meta}</div>}
      </div>
      {actions && <div className="card-actions">{actions}</div>}
    </div>
  );
}
