import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { classNames } from './class-names';

/**
 * What a button does, by weight: `primary` the one main action of a view, `secondary` the others, `quiet` a minor or
 * repeated one (in a list, a toolbar), `danger` one that destroys or cancels something.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the label (decorative: the label says what it does). */
  icon?: ReactNode;
  /** Takes the whole width of its container (a phone's form, a booking panel). */
  block?: boolean;
}

function buttonClass({ variant = 'secondary', size = 'md', block }: Look, className?: string): string {
  return classNames('button', variant, size !== 'md' && size, block && 'block', className);
}

export type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement>;

/** A button of the design system; `type` is 'button' unless said otherwise (a form's submit says 'submit'). */
export function Button({ variant, size, icon, block, className, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest}>
      {icon && <span className="button-icon" aria-hidden="true">{icon}</span>}
      {children}
    </button>
  );
}

export type ButtonLinkProps = Look & LinkProps;

/** A link that looks like a button: for an action that goes to another page (Book, Join, Edit). */
export function ButtonLink({ variant, size, icon, block, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClass({ variant, size, block }, className)} {...rest}>
      {icon && <span className="button-icon" aria-hidden="true">{icon}</span>}
      {children}
    </Link>
  );
}

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  /** What it does, for screen readers and as its tooltip: the icon alone does not say it. */
  label: string;
  icon: ReactNode;
  variant?: Exclude<ButtonVariant, 'primary'>;
  size?: ButtonSize;
};

/** A square button showing only an icon; its label is its accessible name and its tooltip. */
export function IconButton({ label, icon, variant = 'quiet', size = 'md', className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button type={type} className={classNames('icon-button', variant, size !== 'md' && size, className)} aria-label={label} title={label} {...rest}>
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
