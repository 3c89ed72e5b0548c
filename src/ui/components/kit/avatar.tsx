import { classNames } from './class-names';

export type AvatarSize = 32 | 48 | 64 | 96 | 128;

/** The initials a face is drawn with when there is no photo: the first letter of the first and the last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * A person's photo in a circle, or their initials on the brand's soft colour when they have none. Decorative by
 * default (the name is beside it); `alt` when it stands alone.
 */
export function Avatar({ name, photoUrl, size = 48, alt = '', className }: { name: string; photoUrl?: string | null; size?: AvatarSize; alt?: string; className?: string }) {
  // Sizes by class, not a style attribute: the page's CSP refuses inline styles in the server's HTML.
  const sized = classNames('avatar', `size-${size}`, className);
  if (photoUrl) return <img className={sized} src={photoUrl} alt={alt} width={size} height={size} loading="lazy" />;
  return (
    <span className={classNames(sized, 'initials')} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
      {initialsOf(name)}
    </span>
  );
}
