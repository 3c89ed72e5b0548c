import { Star } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { classNames } from './class-names';

const OUT_OF = 5;
const STARS = Array.from({ length: OUT_OF }, (_, i) => i + 1);

/** A star's outline in a 24×24 box (lucide's "star"), for the rating's own SVG. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/**
 * A rating shown as five stars filled to `value` (4.6: four and most of the fifth). One image for assistive
 * technology, named by `label` ('Rated 4.6 out of 5 from 12 reviews'). Drawn as one SVG whose gold part is clipped to
 * the value: attributes only, no style attribute, so a page the server rendered shows it under its CSP.
 */
export function StarRating({ value, label, size = 'md' }: { value: number; label: string; size?: 'sm' | 'md' | 'lg' }) {
  const clipId = useId();
  const filled = Math.max(0, Math.min(OUT_OF, value));
  const width = OUT_OF * 24;
  return (
    <svg className={classNames('stars', size)} viewBox={`0 0 ${width} 24`} role="img" aria-label={label}>
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={(filled / OUT_OF) * width} height="24" />
        </clipPath>
      </defs>
      <g className="stars-track">
        {STARS.map((n) => (
          <path key={n} d={STAR_PATH} transform={`translate(${(n - 1) * 24} 0)`} />
        ))}
      </g>
      <g className="stars-fill" clipPath={`url(#${clipId})`}>
        {STARS.map((n) => (
          <path key={n} d={STAR_PATH} transform={`translate(${(n - 1) * 24} 0)`} />
        ))}
      </g>
    </svg>
  );
}

/**
 * Choosing a rating from 1 to 5 with the stars: a group of radio buttons (arrow keys move between them, as in any
 * radio group) drawn as stars, each named by `starLabel(n)` ('4 stars'); the group by `legend`.
 */
export function StarRatingInput({
  legend,
  starLabel,
  value,
  onChange,
  name,
  invalid,
  describedBy,
  autoFocus,
}: {
  legend: string;
  starLabel: (stars: number) => string;
  value: number | null;
  onChange: (stars: number) => void;
  name?: string;
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
}) {
  const ownName = useId();
  return (
    <fieldset className="star-input" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <div className="star-input-row">
        {STARS.map((stars) => (
          <label key={stars} className={classNames('star-choice', value !== null && stars <= value && 'on')}>
            <input
              type="radio"
              className="star-choice-input"
              name={name ?? ownName}
              value={stars}
              checked={value === stars}
              // On each star, as on any field: a form's refused press takes focus to the first field in error.
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(Number(event.target.value))}
              autoFocus={autoFocus && stars === (value ?? 1)}
            />
            <Star aria-hidden="true" />
            <span className="visually-hidden">{starLabel(stars)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
