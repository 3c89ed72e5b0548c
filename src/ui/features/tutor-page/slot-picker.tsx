import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CalendarX2, ChevronLeft, ChevronRight } from 'lucide-react';
import { freeCancellationPassed, noticeHoursOf } from '../../../domain/cancellation-policy';
import type { LessonOption } from '../../../application/slot-booking';
import { addDays, WEEK_DAYS } from '../../../domain/slot-week';
import { CHECKOUT_SERVICE, SLOT_BOOKING } from '../../../application/tokens';
import { calendarDay } from '../../../domain/class-time';
import { DateTime } from '../../components/kit/date-time';
import { CLOCK } from '../../../ports/clock';
import { formatMoney } from '../../../domain/money';
import type { CheckoutEntity } from '../../../ports/checkout-store';
import { paths } from '../../../domain/routes';
import { useAuthSession } from '../../components/auth/use-auth-session';
import { Button, IconButton } from '../../components/kit/button';
import { useService } from '../../components/container-context';
import { Skeleton } from '../../components/kit/skeleton';
import { BOOKINGS, useAction, useRead } from '../../components/server-state';
import { useProfileTimeZone } from '../../components/use-profile-time-zone';
import { tutorPageText as t } from './tutor-page-text';

type Notice = 'slot-taken' | 'trial-used' | 'refused' | 'failed';

const NOTICE_WORDS: Record<Notice, string> = {
  'slot-taken': t.slotTaken,
  'trial-used': t.trialUsed,
  refused: t.tutorsCannotBook,
  failed: t.holdFailed,
};

/**
 * Booking a time from the tutor's hours (issue 39): every lesson the tutor offers (the trial first, left out for a
 * student who had it), a week of open slots by day in the viewer's zone (the profile's, else the browser's), and a
 * slot held (HoldSlot) then paid at the private-class checkout. Times that start within the tutor's cancellation
 * notice are marked (booked, they could not be cancelled for a refund). Drawn once the services have arrived; its box
 * keeps one size while the slots load (CLS 0).
 */
export function SlotPicker({ slug, noticeHours }: { slug: string; /** The tutor's cancellation notice (TutorSummary.CancellationNoticeHours). */ noticeHours?: number }) {
  const zone = useProfileTimeZone();
  // Under the student's bookings: a trial they pay for leaves the offer (TrialUsed) without a reload.
  const offer = useRead(SLOT_BOOKING, [BOOKINGS, 'slot-offer', slug], (booking) => booking.offer(slug));
  if (offer.status === 'loading') return <SlotPickerSkeleton />;
  if (offer.status === 'error') {
    return (
      <div className="slot-picker">
        <p className="form-alert" role="alert">{t.slotsFailed}</p>
        <Button variant="secondary" size="sm" onClick={offer.retry}>{t.tryAgain}</Button>
      </div>
    );
  }
  // No hours published, or none open within the tutor's horizon: the page's fixed-time classes are all there is.
  if (!offer.data) return null;
  return <SlotWeekPicker slug={slug} zone={zone} lessons={offer.data.lessons} noticeHours={noticeHours} />;
}

/** The picker's shape while it loads: the same box as the week. */
export function SlotPickerSkeleton() {
  return (
    <div className="slot-picker slot-picker-loading">
      <div className="slot-lengths">
        <Skeleton lines={1} />
      </div>
      <div className="slot-week-nav">
        <Skeleton lines={1} />
      </div>
      <div className="slot-week">
        <Skeleton lines={6} />
      </div>
    </div>
  );
}

function SlotWeekPicker({ slug, zone, lessons, noticeHours }: { slug: string; zone: string; lessons: [LessonOption, ...LessonOption[]]; noticeHours?: number }) {
  const [lessonIndex, setLessonIndex] = useState(0);
  const lesson = lessons[lessonIndex] ?? lessons[0];
  const booking = useService(SLOT_BOOKING);
  const clock = useService(CLOCK);
  const [today] = useState(() => booking.today(zone));
  const [firstDay, setFirstDay] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [holding, setHolding] = useState<string | null>(null);
  const signedIn = useAuthSession().status === 'signed-in';
  const navigate = useNavigate();
  const location = useLocation();
  const lengthLabel = useId();
  const weekLabel = useId();
  const lateLegend = useId();

  const startDay = firstDay ?? today;
  const week = useRead(SLOT_BOOKING, ['slot-week', slug, lesson.minutes, lesson.trial, startDay, zone], (booking) => booking.week(slug, lesson, startDay, zone));
  const hold = useAction(SLOT_BOOKING, (booking, start: string) => booking.hold(slug, lesson, start));
  const keep = useAction(CHECKOUT_SERVICE, (checkout, entity: CheckoutEntity) => checkout.choose(entity, slug));

  const choose = async (start: string) => {
    setNotice(null);
    if (!signedIn) {
      // Sign in first, then back to this page (the login's return path).
      await navigate(paths.login(), { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    setHolding(start);
    const held = await hold(start);
    setHolding(null);
    if (held.ok) {
      await keep({ kind: 'private-class', record: held.value });
      await navigate(paths.privateClassCheckout(held.value.ClassLink));
      return;
    }
    if (held.code === 'slot-taken') {
      setNotice('slot-taken');
      week.refresh();
    } else if (held.code === 'trial-used') {
      setNotice('trial-used');
      // The regular lesson instead.
      const regular = lessons.findIndex((l) => !l.trial);
      if (regular >= 0) setLessonIndex(regular);
    } else setNotice(held.code === 'refused' ? 'refused' : 'failed');
  };

  const lastDay = addDays(startDay, WEEK_DAYS - 1);
  const nextOpenAt = week.status === 'ready' ? week.data.nextOpenAt : null;
  const nextOpenDay = nextOpenAt ? calendarDay(nextOpenAt, zone) : null;
  const nextOpenElsewhere = nextOpenDay !== null && (nextOpenDay < startDay || nextOpenDay > lastDay);
  // The cancellation rule's own test: booked now, a time within the notice could not be cancelled for a refund.
  const nowMs = clock.now().getTime();
  const late = (slot: string) => freeCancellationPassed({ startsAt: slot, noticeHours }, nowMs);
  const anyLate = week.status === 'ready' && week.data.days.some((d) => d.slots.some(late));

  return (
    <div className="slot-picker">
      <div className="slot-lengths" role="group" aria-labelledby={lengthLabel}>
        <span id={lengthLabel} className="visually-hidden">{t.lessonLength}</span>
        {lessons.map((option, i) => (
          <Button
            key={`${option.trial}-${option.minutes}`}
            size="sm"
            variant={option === lesson ? 'primary' : 'secondary'}
            aria-pressed={option === lesson}
            aria-label={t.lessonChip(option.trial, option.minutes, formatMoney(option.price + option.fees, option.currency))}
            onClick={() => {
              setNotice(null);
              setLessonIndex(i);
            }}
          >
            <span className="slot-chip-name">{t.lessonName(option.trial, option.minutes)}</span>
            <span className="slot-chip-terms">{t.lessonTerms(option.trial, option.minutes, formatMoney(option.price + option.fees, option.currency))}</span>
          </Button>
        ))}
      </div>
      <div className="slot-week-nav">
        <IconButton label={t.previousWeek} size="sm" variant="quiet" icon={<ChevronLeft />} disabled={startDay <= today} onClick={() => setFirstDay(addDays(startDay, -WEEK_DAYS))} />
        <h3 id={weekLabel} className="slot-week-title">{t.weekOf(startDay, lastDay)}</h3>
        <IconButton label={t.nextWeek} size="sm" variant="quiet" icon={<ChevronRight />} onClick={() => setFirstDay(addDays(startDay, WEEK_DAYS))} />
      </div>
      {notice && (
        <p className="form-alert slot-notice" role="alert">
          {NOTICE_WORDS[notice]}
        </p>
      )}
      <div className="slot-week" role="region" aria-labelledby={weekLabel} tabIndex={0}>
        {week.status === 'loading' ? (
          <Skeleton lines={6} />
        ) : week.status === 'error' ? (
          <div>
            <p className="form-alert" role="alert">{t.slotsFailed}</p>
            <Button variant="secondary" size="sm" onClick={week.retry}>{t.tryAgain}</Button>
          </div>
        ) : week.data.days.every((d) => d.slots.length === 0) ? (
          <p className="muted booking-empty">{t.noSlotsThisWeek}</p>
        ) : (
          <>
            {anyLate && (
              <p id={lateLegend} className="slot-late-legend">
                <CalendarX2 aria-hidden="true" />
                {t.lateLegend(noticeHoursOf(noticeHours))}
              </p>
            )}
            {week.data.days
              .filter((d) => d.slots.length > 0)
              .map((d) => (
                <section key={d.day} className="slot-day" aria-label={t.slotsOf(d.day)}>
                  <h4 className="slot-day-title">{t.dayHeading(d.day)}</h4>
                  <ul className="slot-times">
                    {d.slots.map((slot) => {
                      const time = t.slotTime(slot, zone);
                      const isLate = late(slot);
                      return (
                        <li key={slot}>
                          <Button
                            size="sm"
                            variant="secondary"
                            className={isLate ? 'slot-late' : undefined}
                            icon={isLate && holding !== slot ? <CalendarX2 /> : undefined}
                            aria-label={t.slotLabel(time, d.day, lesson.minutes)}
                            aria-describedby={isLate ? lateLegend : undefined}
                            disabled={holding !== null}
                            onClick={() => void choose(slot)}
                          >
                            {holding === slot ? t.holding : time}
                          </Button>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              ))}
          </>
        )}
      </div>
      {nextOpenAt && nextOpenDay && nextOpenElsewhere && (
        <p className="slot-next-open">
          <Button variant="quiet" size="sm" onClick={() => setFirstDay(nextOpenDay)}>
            <DateTime value={nextOpenAt} now={clock.now()} timeZone={zone} within={t.nextOpen} />
          </Button>
        </p>
      )}
    </div>
  );
}
