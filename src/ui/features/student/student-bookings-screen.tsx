import type { ReactNode } from 'react';
import { SkippedNote } from '../../components/skipped-note';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorBlock, LoadingBlock } from '../../components/async-states';
import { PageTitle } from '../../components/page-title';
import type { AsyncState } from '../../components/server-state';
import { studentText as t } from './student-text';
import { PaymentBadge } from './student-views';
import { useClassStatus } from './use-student-classes';
import { paths } from '../../../domain/routes';
import { CalendarCheck, CalendarDays, CircleCheck, History } from 'lucide-react';
import { ButtonLink } from '../../components/kit/button';
import { EmptyState } from '../../components/kit/empty-state';
import { StatusPill } from '../../components/kit/status-pill';
import { Tabs } from '../../components/kit/tabs';

interface Props<T extends { ClassLink: string }> {
  kind: 'private' | 'course';
  title: string;
  focusedTitle: string;
  emptyText: string;
  allHeading: string;
  /** Under the title (e.g. which time zone the times are in). */
  note?: string;
  /** `skipped`: bookings the app could not read, left out (SkippedNote says how many). */
  bookings: AsyncState<T[]> & { retry: () => void; skipped?: number };
  focusCode: string | undefined;
  /** What a booking is called (the class's or course's name). */
  nameOf: (booking: T) => string;
  card: (booking: T, focused: boolean) => ReactNode;
  /** What a paid booking's confirmation offers besides its receipt (its calendar file). */
  confirmationAction?: (booking: T) => ReactNode;
  /**
   * Upcoming and past as two tabs (the chosen one in the URL, `?tab=past`, so a reload keeps it): which bookings are
   * still ahead, and when each starts (upcoming soonest first, past latest first). Without it, one list.
   */
  split?: { isAhead: (booking: T) => boolean; startsAt: (booking: T) => number };
}

export type BookingTab = 'upcoming' | 'past';
/** The search param that keeps the chosen tab. */
export const BOOKING_TAB_PARAM = 'tab';

/**
 * The student's private classes or courses; with a code, one of them is focused with its live status (where a finished
 * checkout returns).
 */
export function StudentBookingsScreen<T extends { ClassLink: string }>({ kind, title, focusedTitle, emptyText, allHeading, note, bookings, focusCode, nameOf, card, confirmationAction, split }: Props<T>) {
  const status = useClassStatus(kind, focusCode);
  const focused = bookings.status === 'ready' ? bookings.data.find((booking) => booking.ClassLink === focusCode) : undefined;
  return (
    <section className="page student-page">
      <header className="page-header">
        <div className="page-header-text">
          <PageTitle>{title}</PageTitle>
          {note && <p className="page-header-lead">{note}</p>}
        </div>
      </header>
      <SkippedNote count={bookings.skipped} words={t.skipped} />
      {focusCode && (
        <section aria-labelledby="focused-heading" className="focused-booking">
          <h2 id="focused-heading" className="student-section-title">
            {focusedTitle}
          </h2>
          {status.status === 'loading' && <p role="status">{t.statusLoading}</p>}
          {status.status === 'error' && <ErrorBlock message={t.statusFailed} onRetry={status.retry} />}
          {status.status === 'ready' && status.data && (
            // Where a finished checkout returns: a paid class reads as a confirmation, with the receipt one step away.
            status.data.Paid ? (
              <>
                <p role="status" className="booking-confirmed">
                  <CircleCheck aria-hidden="true" />
                  <span>{t.paidConfirmation(focused ? nameOf(focused) : focusedTitle)}</span>
                </p>
                <div className="booking-confirmed-actions">
                  {focused && confirmationAction?.(focused)}
                  <Link to={paths.studentPaymentHistory()}>{t.receiptLink}</Link>
                </div>
              </>
            ) : (
              <p className="booking-pills">
                {focused ? nameOf(focused) : focusedTitle}: <PaymentBadge status={status.data.PaymentStatus} /> <StatusPill>{t.status[status.data.Status] ?? status.data.Status}</StatusPill>
              </p>
            )
          )}
          {focused && <ul className="card-list">{card(focused, true)}</ul>}
        </section>
      )}
      {bookings.status === 'loading' && <LoadingBlock />}
      {bookings.status === 'error' && <ErrorBlock onRetry={bookings.retry} />}
      {bookings.status === 'ready' &&
        (bookings.data.length === 0 ? (
          <EmptyState
            icon={<CalendarDays />}
            title={t.nothingYetTitle}
            action={
              <ButtonLink variant="primary" to={paths.tutorSearch()}>
                {t.findTutor}
              </ButtonLink>
            }
          >
            <p>{emptyText}</p>
          </EmptyState>
        ) : (
          <>
            {focusCode && !bookings.data.some((booking) => booking.ClassLink === focusCode) && <p className="muted">{t.notBooked}</p>}
            <h2 className="student-section-title">{allHeading}</h2>
            {split ? (
              <BookingTabs label={allHeading} title={title} bookings={bookings.data.filter((booking) => booking.ClassLink !== focusCode)} split={split} card={card} />
            ) : (
              <ul className="card-list" aria-label={title}>
                {bookings.data.filter((booking) => booking.ClassLink !== focusCode).map((booking) => card(booking, false))}
              </ul>
            )}
          </>
        ))}
    </section>
  );
}

/** The bookings as Upcoming and Past tabs, each with its count; the chosen tab is the URL's. */
function BookingTabs<T extends { ClassLink: string }>({ label, title, bookings, split, card }: { label: string; title: string; bookings: T[]; split: NonNullable<Props<T>['split']>; card: Props<T>['card'] }) {
  const [params, setParams] = useSearchParams();
  const tab: BookingTab = params.get(BOOKING_TAB_PARAM) === 'past' ? 'past' : 'upcoming';
  const choose = (next: BookingTab) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'upcoming') changed.delete(BOOKING_TAB_PARAM);
        else changed.set(BOOKING_TAB_PARAM, next);
        return changed;
      },
      { replace: true },
    );
  const upcoming = bookings.filter(split.isAhead).sort((a, b) => split.startsAt(a) - split.startsAt(b));
  const past = bookings.filter((booking) => !split.isAhead(booking)).sort((a, b) => split.startsAt(b) - split.startsAt(a));
  const shown = tab === 'past' ? past : upcoming;
  return (
    <Tabs
      label={label}
      value={tab}
      onChange={choose}
      tabs={[
        { id: 'upcoming', label: t.upcoming, count: upcoming.length },
        { id: 'past', label: t.past, count: past.length },
      ]}
    >
      {shown.length > 0 ? (
        <ul className="card-list" aria-label={title}>
          {shown.map((booking) => card(booking, false))}
        </ul>
      ) : tab === 'past' ? (
        <EmptyState icon={<History />} title={t.noPastClasses} />
      ) : (
        <EmptyState
          icon={<CalendarCheck />}
          title={t.noUpcomingClasses}
          action={
            <ButtonLink variant="primary" to={paths.tutorSearch()}>
              {t.findTutor}
            </ButtonLink>
          }
        />
      )}
    </Tabs>
  );
}
