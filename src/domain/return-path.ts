import { DomainError } from './errors.ts';

export type CheckoutKind = 'private-class' | 'group-course';

/** Spec §4 step 6: where a finished checkout returns, decided by the link value held in session storage. */
export function checkoutReturnPath({ kind, classLink }: { kind: CheckoutKind; classLink: string }): string {
  const link = typeof classLink === 'string' ? classLink.trim() : '';
  if (link.length === 0) {
    throw new DomainError('CHECKOUT.MISSING_CLASS_LINK', 'The class link is empty, so there is no page to return to.');
  }
  const encoded = encodeURIComponent(link);
  switch (kind) {
    case 'private-class':
      return `/student-private-class/${encoded}`;
    case 'group-course':
      return `/student-course-class/${encoded}`;
    default:
      throw new DomainError('CHECKOUT.UNKNOWN_KIND', `Unknown checkout kind '${String(kind)}'.`);
  }
}
