import { Fragment, type ReactNode } from 'react';
import { calendarDay, classTimeParts, formatChatTime, formatClassTime, formatClassTimeInText, formatTimeRange, messageDay } from '../../../domain/class-time';

// Every date a user reads is a <time> with a machine-readable value, its words in the user's profile time zone. The
// words come from the domain's time family (domain/class-time.ts: formatClassTime and friends); this component only
// puts them in the element. tests/lint/date-time-only.test.ts keeps those formatters out of every other UI file.

type Instant = Date | string | number;

/** The clock's now and the user's zone a screen reads dates with: `<DateTime value={at} {...zoned} />`. */
export interface Zoned {
  now: Date | number;
  timeZone: string;
}

/**
 * How the instant reads (spec §9 and the screens that already say so):
 * - `class` (default): '4:05 PM, Today' or 'Tue, 24 Nov 2026, 4:05 PM'
 * - `in-text`: inside a sentence, 'today at 4:05 PM' or 'on Tue, 24 Nov 2026 at 4:05 PM'
 * - `chat`: '4:05 PM' today, else the full date and time
 * - `time`: '4:05 PM' alone; `date`: 'Tue, 24 Nov 2026' alone
 * - `day`: a day relative to today: `words.today` / `words.yesterday` where given, else the date
 * - `recent`: a conversation's last message: the time today, `words.yesterday`, else the date
 * - `range`: from `value` to `end`, '10:30 – 11:30 AM' (an end on another day with its date)
 */
export type DateTimeVariant = 'class' | 'in-text' | 'chat' | 'time' | 'date' | 'day' | 'recent' | 'range';

export interface DateTimeProps {
  value: Instant;
  /** The clock's now, for "Today": the screen's clock (useNowMs, clock.now()), never the machine's. */
  now: Date | number;
  /** The user's profile time zone (useProfileTimeZone). */
  timeZone: string;
  variant?: DateTimeVariant;
  /** The end of a `range`. */
  end?: Instant;
  /** The words of the relative variants (from the feature's *-text.ts). */
  words?: { today?: string; yesterday?: string };
  /**
   * The sentence the date stands in, from the feature's text module ('Opens at 4:05 PM, Today'): the sentence is shown
   * with only the date inside <time> (and `className` on it; `children` and `id` are not used).
   */
  within?: (when: string) => string;
  /**
   * With `within`: the whole sentence inside the <time> (one run of text), for a line that must draw exactly as plain
   * text would (a right-aligned line, whose start moves with every split of its text).
   */
  whole?: boolean;
  /** Shown after the date inside the element (e.g. ' (edited)'). */
  children?: ReactNode;
  className?: string;
  id?: string;
}

const iso = (value: Instant) => (typeof value === 'string' ? value : new Date(value).toISOString());

/** The words and the machine-readable value of an instant in a variant (for an accessible name that names a date; on screen, <DateTime>). */
export function dateTimeWords({ value, now, timeZone, variant = 'class', end, words }: Omit<DateTimeProps, 'within' | 'whole' | 'children' | 'className' | 'id'>): { text: string; machine: string } {
  switch (variant) {
    case 'class':
      return { text: formatClassTime(value, now, timeZone), machine: iso(value) };
    case 'in-text':
      return { text: formatClassTimeInText(value, now, timeZone), machine: iso(value) };
    case 'chat':
      return { text: formatChatTime(value, now, timeZone), machine: iso(value) };
    case 'time':
      return { text: classTimeParts(value, now, timeZone).time, machine: iso(value) };
    case 'date':
      return { text: classTimeParts(value, now, timeZone).date, machine: calendarDay(value, timeZone) };
    case 'day': {
      const day = messageDay(value, now, timeZone);
      const text = day.when === 'today' ? words?.today : day.when === 'yesterday' ? words?.yesterday : undefined;
      return { text: text ?? day.date, machine: day.key };
    }
    case 'recent': {
      const day = messageDay(value, now, timeZone);
      if (day.when === 'today') return { text: classTimeParts(value, now, timeZone).time, machine: iso(value) };
      return { text: day.when === 'yesterday' && words?.yesterday ? words.yesterday : day.date, machine: iso(value) };
    }
    case 'range': {
      if (end === undefined) throw new Error('DateTime: a range needs its end.');
      // A <time> holds one instant: the range's start is its machine-readable value.
      return { text: formatTimeRange(value, end, timeZone), machine: iso(value) };
    }
  }
}

/** A date or time on screen: `<time dateTime="…">` with the words of `variant`, optionally inside a sentence. */
export function DateTime({ within, whole = false, children, className, id, ...at }: DateTimeProps) {
  if (within && !whole) return <DatedText dates={[at]} now={at.now} timeZone={at.timeZone} text={within} className={className} />;
  const { text: words, machine } = dateTimeWords(at);
  const text = within ? within(words) : words;
  return (
    <time dateTime={machine} className={className} id={id}>
      {text}
      {children}
    </time>
  );
}

/** One date of a sentence: the instant and how it reads. */
export type DateAt = Pick<DateTimeProps, 'value' | 'variant' | 'end' | 'words'>;

/**
 * A sentence of the feature's text module with one or more dates in it ('You proposed moving it to … (until …)'): the
 * words as the text module writes them, each date inside its own <time>. A date the sentence leaves out shows nothing.
 */
export function DatedText({ dates, now, timeZone, text, className }: { dates: DateAt[]; now: Date | number; timeZone: string; text: (...when: string[]) => string; className?: string }) {
  const shown = dates.map((date) => dateTimeWords({ ...date, now, timeZone }));
  const sentence = text(...shown.map((date) => date.text));
  const pieces: ReactNode[] = [];
  let from = 0;
  shown.forEach((date, i) => {
    const at = sentence.indexOf(date.text, from);
    if (at < 0) return;
    pieces.push(sentence.slice(from, at));
    pieces.push(
      <time key={i} dateTime={date.machine} className={className}>
        {date.text}
      </time>,
    );
    from = at + date.text.length;
  });
  pieces.push(sentence.slice(from));
  return <Fragment>{pieces}</Fragment>;
}
