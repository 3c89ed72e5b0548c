import { useId, type ReactNode } from 'react';
import { CancellationPolicy, CourseCancellationPolicy } from '../../components/cancellation';
import { Link } from 'react-router-dom';
import { DateTime } from '../../components/kit/date-time';
import { checkoutReturnPath, type CheckoutKind } from '../../../domain/return-path';
import { CLOCK } from '../../../ports/clock';
import { useService, WithServices } from '../../components/container-context';
import { ErrorDialog } from '../../components/error-dialog';
import { LoadingBlock } from '../../components/async-states';
import { PageTitle } from '../../components/page-title';
import { Avatar } from '../../components/kit/avatar';
import { Button } from '../../components/kit/button';
import { Card } from '../../components/kit/card';
import { Money } from '../../components/kit/money';
import { Skeleton } from '../../components/kit/skeleton';
import { StatusPill } from '../../components/kit/status-pill';
import { CalendarX2, Clock, Lock } from 'lucide-react';
import { bookedPastFreeCancellation, noticeHoursOf } from '../../../domain/cancellation-policy';
import './checkout.css';
import { checkoutProblemText, checkoutText } from './checkout-text';
import { useCheckout } from './use-checkout';
import { useProfileTimeZone } from '../../components/use-profile-time-zone';

/**
 * Spec §2 checkout page (private class or group course): details, promo box, price lines and Pay Now. The way back and
 * the heading paint at once; the order waits for the services and the class ('Loading.....' under the heading).
 */
export function CheckoutView({ kind, code }: { kind: CheckoutKind; code: string }) {
  const backText = kind === 'private-class' ? checkoutText.backToClass : checkoutText.backToCourse;
  const back = (
    <Link className="back-link" to={checkoutReturnPath({ kind, classLink: code })}>
      ← {backText}
    </Link>
  );
  // The order needs the services: until they are there (they start loading once this frame has painted), the frame.
  return (
    <WithServices fallback={<CheckoutFrame back={back} />}>
      <CheckoutOrder kind={kind} code={code} back={back} />
    </WithServices>
  );
}

/** The checkout's one frame: the way back, the heading and the order card, whatever state the order is in. */
function CheckoutFrame({ back, children }: { back: ReactNode; children?: ReactNode }) {
  return (
    <section className="page checkout">
      {back}
      <PageTitle>{checkoutText.heading}</PageTitle>
      {children ?? <OrderPlaceholder />}
    </section>
  );
}

/** The order card's shape while the class loads ('Loading.....'), so the card does not jump when it arrives. */
function OrderPlaceholder() {
  return (
    <Card as="section" className="order-summary" aria-label={checkoutText.order}>
      <h2 className="order-title">{checkoutText.order}</h2>
      <LoadingBlock />
      <Skeleton avatar lines={3} />
      <Skeleton lines={4} />
    </Card>
  );
}

/** One line of the order: its label at the start, its value at the end. */
function Line({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `order-line ${className}` : 'order-line'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function CheckoutOrder({ kind, code, back }: { kind: CheckoutKind; code: string; back: ReactNode }) {
  const { state, pay, retrySave, dismissHeld, closeDialog, tryAgain } = useCheckout(kind, code);
  const clock = useService(CLOCK);
  const promoId = useId();
  const orderId = useId();
  const timeZone = useProfileTimeZone();

  if (state.status === 'loading') return <CheckoutFrame back={back} />;
  if (state.status === 'load-failed' || !state.entity || !state.summary) {
    return (
      <CheckoutFrame back={back}>
        <Card as="section" className="order-summary" aria-label={checkoutText.order}>
          <h2 className="order-title">{checkoutText.order}</h2>
          <p className="form-alert" role="alert">
            {checkoutText.loadFailed}
          </p>
        </Card>
      </CheckoutFrame>
    );
  }
  const { entity, summary } = state;
  const currency = summary.currencyType;
  const name = entity.kind === 'private-class' ? entity.record.ClassName : entity.record.CourseName;
  const free = summary.total === 0;
  const toClass = <Link to={checkoutReturnPath({ kind: entity.kind, classLink: entity.record.ClassLink })}>{checkoutText.openRefused(name)}</Link>;

  return (
    <CheckoutFrame back={back}>
      <Card as="section" className="order-summary" aria-labelledby={orderId}>
        <h2 id={orderId} className="order-title">
          {checkoutText.order}
        </h2>
        <div className="order-item">
          <Avatar name={entity.record.TutorName} photoUrl={entity.record.TutorPhotoURL} size={48} />
          <dl className="order-details">
            {entity.kind === 'private-class' ? (
              <>
                <Line label={checkoutText.className} className="order-name">
                  {entity.record.ClassName}
                </Line>
                <Line label={checkoutText.tutor}>{entity.record.TutorName}</Line>
                <Line label={checkoutText.dateTime}><DateTime value={entity.record.DateTime} now={clock.now()} timeZone={timeZone} /></Line>
                <Line label={checkoutText.duration}>{checkoutText.minutes(entity.record.Duration)}</Line>
              </>
            ) : (
              <>
                <Line label={checkoutText.courseName} className="order-name">
                  {entity.record.CourseName}
                </Line>
                <Line label={checkoutText.tutor}>{entity.record.TutorName}</Line>
                {state.schedule && (
                  <Line label={checkoutText.sessions(state.schedule.sessions.length)} className="order-sessions-line">
                    <ol className="checkout-sessions" aria-label={checkoutText.sessionsOf(entity.record.CourseName)}>
                      {state.schedule.sessions.map((session) => (
                        <li key={session.SessionID}>
                          <DateTime value={session.StartDateTime} now={clock.now()} timeZone={timeZone} within={(when) => checkoutText.session(session.Title, when, checkoutText.minutes(session.Duration))} />
                        </li>
                      ))}
                    </ol>
                  </Line>
                )}
              </>
            )}
          </dl>
        </div>
        {entity.kind === 'private-class' && entity.record.HeldUntil && (
          <p className="order-held">
            <Clock aria-hidden="true" />
            {checkoutText.heldUntil(entity.record.HeldUntil, timeZone)}
          </p>
        )}
        <div className="promo">
          <label htmlFor={promoId}>{checkoutText.promoCode}</label>
          <div className="promo-row">
            <input id={promoId} type="text" autoComplete="off" />
            {/* Spec §5: promo codes are not validated; Apply does nothing and the discount stays 0. */}
            <Button variant="secondary">{checkoutText.apply}</Button>
          </div>
        </div>
        <dl className="order-amounts" aria-label={checkoutText.summary}>
          <Line label={kind === 'private-class' ? checkoutText.sessionPrice : checkoutText.courseFee}>
            <Money amount={summary.price} currency={currency} />
          </Line>
          <Line label={checkoutText.transactionFee}>
            <Money amount={summary.transactionFee} currency={currency} />
          </Line>
          <Line label={checkoutText.discount}>
            <Money amount={summary.discount} currency={currency} />
          </Line>
          <Line label={checkoutText.total} className="order-total">
            <Money amount={summary.total} currency={currency} />
          </Line>
        </dl>
        {/* The cancellation rule before paying, with the deadline (a course: the next one) in the student's zone; a
            class that starts within the notice period says first, plainly, that it cannot be cancelled for a refund. */}
        {entity.kind === 'private-class' &&
          (!state.paid && !free && bookedPastFreeCancellation({ status: entity.record.Status, startsAt: entity.record.DateTime, noticeHours: entity.record.CancellationNoticeHours }, clock.now().getTime()) ? (
            <p className="order-note warning order-late-booking">
              <CalendarX2 aria-hidden="true" />
              <span>
                <strong>{checkoutText.startsWithinNotice(noticeHoursOf(entity.record.CancellationNoticeHours))}</strong> {checkoutText.tutorCancelsRefunds}
              </span>
            </p>
          ) : (
            <CancellationPolicy status={entity.record.Status} startsAt={entity.record.DateTime} noticeHours={entity.record.CancellationNoticeHours} nowMs={clock.now().getTime()} timeZone={timeZone} />
          ))}
        {state.schedule && <CourseCancellationPolicy sessions={state.schedule.sessions} noticeHours={state.schedule.noticeHours} nowMs={clock.now().getTime()} timeZone={timeZone} />}
        <div className="order-outcome">
          {state.problem && (
            <p className="form-alert" role="alert">
              {checkoutProblemText(state.problem)}
              {/* Refused for a reason about the class (paid already, taken, closed): the way to see it as it is now. */}
              {(state.problem.code === 'payment-refused' || state.problem.code === 'booking-refused') && <> {toClass}</>}
            </p>
          )}
          {state.save === 'confirming' && (
            <p className="order-note info" role="status">
              {checkoutText.confirming}
            </p>
          )}
          {state.save === 'confirmed' && (
            <p className="order-note success" role="status">
              {checkoutText.confirmed}
            </p>
          )}
          {state.save === 'booked-free' && (
            <p className="order-note success" role="status">
              {checkoutText.bookedFree}
            </p>
          )}
          {state.save === 'refunded' && (
            <p className="order-note warning" role="alert">
              {checkoutText.refunded(state.reason)}
            </p>
          )}
          {state.save === 'unverified' && (
            <p className="order-note warning" role="alert">
              {checkoutText.unverified(state.reason)}
            </p>
          )}
          {state.save === 'will-retry' && state.held && (
            <div className="order-note warning" role="alert">
              <p>{checkoutText.willRetry}</p>
              <Button variant="secondary" size="sm" onClick={() => void retrySave()}>
                {checkoutText.retryNow}
              </Button>
            </div>
          )}
          {state.save === 'needs-attention' && state.held && (
            <div className="order-note warning" role="alert">
              <p>{checkoutText.needsAttention(state.held.attention ?? '', state.held.PaymentID)}</p>
              <Button variant="secondary" size="sm" onClick={dismissHeld}>
                {checkoutText.noted}
              </Button>
            </div>
          )}
          {state.held && state.save !== 'confirming' && <p className="muted">{checkoutText.payNowHeld}</p>}
        </div>
        <div className="order-pay">
          {state.paid ? (
            // Paid already (Back after paying, or a second visit): the way to the class, not a second payment.
            <p className="order-paid" role="status">
              <StatusPill tone="success">{free ? checkoutText.bookedBadge : checkoutText.paidBadge}</StatusPill> {free ? checkoutText.bookedAlready : checkoutText.paidAlready}{' '}
              <Link to={checkoutReturnPath({ kind: entity.kind, classLink: entity.record.ClassLink })}>{checkoutText.openPaid(name)}</Link>
            </p>
          ) : (
            <Button variant="primary" size="lg" className="order-pay-button" icon={free ? undefined : <Lock />} disabled={state.busy || state.held !== null} onClick={() => void pay()}>
              {free ? (state.busy ? checkoutText.bookingFree : checkoutText.bookFree) : state.busy ? checkoutText.paying : checkoutText.payNow}
            </Button>
          )}
          {!state.paid && <p className="order-provider">{free ? checkoutText.freeNote : checkoutText.providerNote}</p>}
        </div>
      </Card>
      {state.dialog && (
        // The spec's words first; under them what happened to the money, the provider's reason and a new attempt.
        <ErrorDialog
          message={state.dialog}
          onClose={closeDialog}
          actions={
            <Button variant="primary" data-autofocus onClick={() => void tryAgain()}>
              {checkoutText.tryAgain}
            </Button>
          }
        >
          <p>{checkoutText.failedNothingCharged}</p>
          {state.failureReason && <p>{checkoutText.failedReason(state.failureReason)}</p>}
        </ErrorDialog>
      )}
    </CheckoutFrame>
  );
}
