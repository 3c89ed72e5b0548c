import { inject, injectable } from 'inversify';
import type { CurrencyType, PrivateClassRecord } from '../contract/records';
import { isBackendError } from '../domain/backend-error';
import { addDays, dayStart, WEEK_DAYS } from '../domain/slot-week';
import { calendarDay } from '../domain/class-time';
import { AVAILABILITY_API, type AvailabilityApi } from '../ports/availability-api';
import { CLOCK, type Clock } from '../ports/clock';
import { refusalOf, type Outcome, type Refusal } from './outcome';

/** One lesson a student may book from a tutor's hours: a regular length, or the tutor's trial. */
export interface LessonOption {
  minutes: number;
  trial: boolean;
  price: number;
  fees: number;
  currency: CurrencyType;
}

/**
 * What a tutor's hours offer from now: every lesson (the trial first, unless this student had it) and the next open
 * time; null without hours.
 */
export interface HoursOffer {
  lessons: [LessonOption, ...LessonOption[]];
  nextOpenAt: string;
  /** A signed-in student who had their trial with this tutor: the trial is left out of `lessons`. */
  trialUsed: boolean;
}

/** A week of open slots, day by day in the viewer's zone (every day listed, an empty one too). */
export interface SlotWeek {
  firstDay: string;
  days: { day: string; slots: string[] }[];
  /** The first open time from now (any week), for "Next open". */
  nextOpenAt: string | null;
}

/** Why a slot could not be held: taken or held by someone else meanwhile, or the student's trial with this tutor was had. */
export type HoldRefusal = { code: 'slot-taken' | 'trial-used'; serverMessage?: string } | Refusal;

/**
 * The student's side of a tutor's hours (added beyond the spec, issue 39): what they offer (GetOpenSlots, for
 * anyone), a week of open slots in the viewer's zone, and holding one (HoldSlot, students) as a private class that is
 * then paid through the usual private-class checkout.
 */
@injectable()
export class SlotBooking {
  constructor(
    @inject(AVAILABILITY_API) private readonly availability: AvailabilityApi,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Today in a zone (YYYY-MM-DD): the first week shown. */
  today(timeZone: string): string {
    return calendarDay(this.clock.now(), timeZone);
  }

  /**
   * Every lesson the tutor offers (the trial first; left out for a student who had it) and their next open time, from
   * one GetOpenSlots; null when they publish no hours or none is open within their horizon (their page keeps its
   * fixed-time classes).
   */
  async offer(slug: string): Promise<HoursOffer | null> {
    const from = this.clock.now().getTime();
    // A one-minute window: the lessons and NextOpenAt are what is asked, not the slots.
    const open = await this.availability.openSlots({ slug, from: new Date(from).toISOString(), to: new Date(from + 60_000).toISOString() });
    const trialUsed = open.TrialUsed === true;
    const lessons = open.Lessons.filter((l) => !(l.Trial && trialUsed)).map(
      (l): LessonOption => ({ minutes: l.Minutes, trial: l.Trial, price: l.Price, fees: l.TransactionFees, currency: l.CurrencyType }),
    );
    const [first, ...rest] = lessons;
    if (open.NextOpenAt === null || !first) return null;
    return { lessons: [first, ...rest], nextOpenAt: open.NextOpenAt, trialUsed };
  }

  /** The open slots of one lesson in the week from `firstDay`, each day's in the viewer's zone. */
  async week(slug: string, lesson: Pick<LessonOption, 'minutes' | 'trial'>, firstDay: string, timeZone: string): Promise<SlotWeek> {
    const from = dayStart(firstDay, timeZone);
    const to = dayStart(addDays(firstDay, WEEK_DAYS), timeZone);
    const open = await this.availability.openSlots({
      slug,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      ...(lesson.trial ? { trial: true } : { minutes: lesson.minutes }),
    });
    const days = Array.from({ length: WEEK_DAYS }, (_, i) => ({ day: addDays(firstDay, i), slots: [] as string[] }));
    for (const slot of open.Slots) days.find((d) => d.day === calendarDay(slot, timeZone))?.slots.push(slot);
    return { firstDay, days, nextOpenAt: open.NextOpenAt };
  }

  /** Holds a slot for the calling student (10 minutes): the held private class, to pay at its checkout. */
  async hold(slug: string, lesson: Pick<LessonOption, 'minutes' | 'trial'>, start: string): Promise<Outcome<PrivateClassRecord, HoldRefusal>> {
    try {
      return { ok: true, value: await this.availability.hold({ slug, start, ...(lesson.trial ? { trial: true } : { minutes: lesson.minutes }) }) };
    } catch (error) {
      if (isBackendError(error, 'conflict')) {
        const trialUsed = error.fieldErrors.some((f) => f.field === 'Trial');
        return { ok: false, code: trialUsed ? 'trial-used' : 'slot-taken', serverMessage: error.message || undefined };
      }
      return { ok: false, ...refusalOf(error) };
    }
  }
}
