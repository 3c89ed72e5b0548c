import { Star } from 'lucide-react';
import { initialsOf } from '../../components/kit/avatar';
import { StarRating } from '../../components/kit/star-rating';

// This page is drawn by the server (src/serve-page.tsx), and the Content-Security-Policy refuses style attributes in
// served HTML: the kit's Avatar and StarRating size and fill themselves with one. Here the face takes its size from
// tutor-page.css, and the stars are filled once hydrated (React sets the width then, through the DOM, which the
// policy allows); until then their place is kept, empty.

/** The tutor's photo (or initials) beside their name, sized by the page's CSS. */
export function ProfileFace({ name, photoUrl, alt }: { name: string; photoUrl: string | undefined; alt: string }) {
  if (photoUrl) return <img className="avatar tutor-profile-photo" src={photoUrl} alt={alt} width={128} height={128} />;
  return (
    <span className="avatar initials tutor-profile-photo" role="img" aria-label={alt}>
      {initialsOf(name)}
    </span>
  );
}

/** The kit's StarRating once hydrated; before, the same box, empty (named the same for assistive technology). */
export function ProfileStars({ value, label, hydrated }: { value: number; label: string; hydrated: boolean }) {
  if (hydrated) return <StarRating value={value} label={label} />;
  return (
    <span className="stars md profile-stars-pending" role="img" aria-label={label}>
      <span className="stars-track" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} />
        ))}
      </span>
    </span>
  );
}
