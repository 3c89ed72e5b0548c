import { Star } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { classNames } from './class-names';

const OUT_OF = 5;
const STARS = Array.from({ length: OUT_OF }, (_, i) => i + 1);

/**
 * A rating shown as five stars filled to `value` (4.6: four and most of the fifth). One image for assistive
 * technology, named by `label` ('Rated 4.6 out of 5 from 12 reviews'); the stars themselves are decoration.
 */
export function StarRating({ value, label, size = 'md' }: { value: number; label: string; size?: 'sm' | 'md' | 'lg' }) {
  const filled = Math.max(0, Math.min(OUT_OF, value));
  return (
    <span className={classNames('stars', size)} role="img" aria-label={label}>
      <span className="stars-track" aria-hidden="true">
        {STARS.map((n) => (
          <Star key={n} />
        ))}
      </span>
      <span className="stars-fill" aria-hidden="true" style={{ width: `${(filled / OUT_OF) * 100}%` }}>
        {STARS.map((n) => (
          <Star key={n} />
        ))}
      </span>
    </span>
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
    <fieldset className="star-input" aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <div className="star-input-row">
        {STARS.map((stars) => (
          <label key={stars} className={classNames('star-choice', value !== null && stars <= value && 'on')}>
            <input
              type="radio"
              className="visually-hidden"
              name={name ?? ownName}
              value={stars}
              checked={value === stars}
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
