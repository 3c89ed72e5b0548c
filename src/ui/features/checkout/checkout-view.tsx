import { useId, type ReactNode } from 'react';
import { CancellationPolicy, CourseCancellationPolicy } from '../../components/cancellation';
import { Link } from 'react-router-dom';
import { formatClassTime } from '../../../domain/class-time';
import { checkoutReturnPath, type CheckoutKind } from '../../../domain/return-path';
import { CLOCK } from '../../../ports/clock';
import { useService, WithServices } from '../../components/container-context';
import { ErrorDialog } from '../../components/error-dialog';
import { LoadingBlock } from '../../components/async-states';
import { PageTitle } from '../../components/page-title';
import { TutorPhoto } from '../../components/tutor-photo';
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

function CheckoutFrame({ back, children = <LoadingBlock /> }: { back: ReactNode; children?: ReactNode }) {
  return (
    <section className="page">
      {back}
      <PageTitle>{checkoutText.heading}</PageTitle>
      {children}
    </section>
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
        <p role="alert">{checkoutText.loadFailed}</p>
      </CheckoutFrame>
    );
  }
  const { entity, summary } = state;
  const money = (amount: number) => checkoutText.amount(amount, summary.currencyType);
  const name = entity.kind === 'private-class' ? entity.record.ClassName : entity.record.CourseName;
  const toClass = <Link to={checkoutReturnPath({ kind: entity.kind, classLink: entity.record.ClassLink })}>{checkoutText.openRefused(name)}</Link>;

  return (
    <section className="page checkout">
      {back}
      <PageTitle>{checkoutText.heading}</PageTitle>
      <section className="order-summary" aria-labelledby={orderId}>
        <h2 id={orderId}>{checkoutText.order}</h2>
        <dl className="checkout-details">
          {entity.kind === 'private-class' ? (
            <>
              <dt>{checkoutText.className}</dt>
              <dd>{entity.record.ClassName}</dd>
              <dt>{checkoutText.duration}</dt>
              <dd>{checkoutText.minutes(entity.record.Duration)}</dd>
              <dt>{checkoutText.dateTime}</dt>
              <dd>{formatClassTime(entity.record.DateTime, clock.now(), timeZone)}</dd>
            </>
          ) : (
            <>
              <dt>{checkoutText.courseName}</dt>
              <dd>{entity.record.CourseName}</dd>
              {state.schedule && (
                <>
                  <dt>{checkoutText.sessions(state.schedule.sessions.length)}</dt>
                  <dd>
                    <ol className="checkout-sessions" aria-label={checkoutText.sessionsOf(entity.record.CourseName)}>
                      {state.schedule.sessions.map((session) => (
                        <li key={session.SessionID}>
                          {checkoutText.session(session.Title, formatClassTime(session.StartDateTime, clock.now(), timeZone), checkoutText.minutes(session.Duration))}
                        </li>
                      ))}
                    </ol>
                  </dd>
                </>
              )}
            </>
          )}
          <dt>{checkoutText.tutor}</dt>
          <dd>
            <TutorPhoto url={entity.record.TutorPhotoURL} />
            {entity.record.TutorName}
          </dd>
        </dl>
        <div className="promo">
          <label htmlFor={promoId}>{checkoutText.promoCode}</label>
          <input id={promoId} type="text" autoComplete="off" />
          {/* Spec §5: promo codes are not validated; Apply does nothing and the discount stays 0. */}
          <button type="button" className="button secondary">
            {checkoutText.apply}
          </button>
        </div>
        <dl className="checkout-summary" aria-label={checkoutText.summary}>
          <dt>{kind === 'private-class' ? checkoutText.sessionPrice : checkoutText.courseFee}</dt>
          <dd>{money(summary.price)}</dd>
          <dt>{checkoutText.transactionFee}</dt>
          <dd>{money(summary.transactionFee)}</dd>
          <dt>{checkoutText.discount}</dt>
          <dd>{money(summary.discount)}</dd>
          <dt>{checkoutText.total}</dt>
          <dd>{money(summary.total)}</dd>
        </dl>
        {/* The cancellation rule before paying, with the deadline (a course: the next one) in the student's zone. */}
        {entity.kind === 'private-class' && (
          <CancellationPolicy status={entity.record.Status} startsAt={entity.record.DateTime} noticeHours={entity.record.CancellationNoticeHours} nowMs={clock.now().getTime()} timeZone={timeZone} />
        )}
        {state.schedule && <CourseCancellationPolicy sessions={state.schedule.sessions} noticeHours={state.schedule.noticeHours} nowMs={clock.now().getTime()} timeZone={timeZone} />}
      </section>
      {state.problem && (
        <p className="form-error" role="alert">
          {checkoutProblemText(state.problem)}
          {/* Refused for a reason about the class (paid already, taken, closed): the way to see it as it is now. */}
          {(state.problem.code === 'payment-refused' || state.problem.code === 'booking-refused') && <> {toClass}</>}
        </p>
      )}
      {state.save === 'confirming' && <p role="status">{checkoutText.confirming}</p>}
      {state.save === 'confirmed' && <p role="status">{checkoutText.confirmed}</p>}
      {state.save === 'booked-free' && <p role="status">{checkoutText.bookedFree}</p>}
      {state.save === 'refunded' && <p role="alert">{checkoutText.refunded(state.reason)}</p>}
      {state.save === 'unverified' && <p role="alert">{checkoutText.unverified(state.reason)}</p>}
      {state.save === 'will-retry' && state.held && (
        <div role="alert">
          <p>{checkoutText.willRetry}</p>
          <button type="button" className="button secondary" onClick={() => void retrySave()}>
            {checkoutText.retryNow}
          </button>
        </div>
      )}
      {state.save === 'needs-attention' && state.held && (
        <div role="alert">
          <p>{checkoutText.needsAttention(state.held.attention ?? '', state.held.PaymentID)}</p>
          <button type="button" className="button secondary" onClick={dismissHeld}>
            {checkoutText.noted}
          </button>
        </div>
      )}
      {state.held && state.save !== 'confirming' && <p className="muted">{checkoutText.payNowHeld}</p>}
      {state.paid ? (
        // Paid already (Back after paying, or a second visit): the way to the class, not a second payment.
        <p role="status">
          <span className="badge badge-paid">{summary.total === 0 ? checkoutText.bookedBadge : checkoutText.paidBadge}</span>{' '}
          {summary.total === 0 ? checkoutText.bookedAlready : checkoutText.paidAlready}{' '}
          <Link to={checkoutReturnPath({ kind: entity.kind, classLink: entity.record.ClassLink })}>{checkoutText.openPaid(name)}</Link>
        </p>
      ) : (
        <button type="button" className="button primary" disabled={state.busy || state.held !== null} onClick={() => void pay()}>
          {summary.total === 0 ? (state.busy ? checkoutText.bookingFree : checkoutText.bookFree) : state.busy ? checkoutText.paying : checkoutText.payNow}
        </button>
      )}
      {state.dialog && (
        // The spec's words first; under them what happened to the money, the provider's reason and a new attempt.
        <ErrorDialog message={state.dialog} onClose={closeDialog}>
          <p>{checkoutText.failedNothingCharged}</p>
          {state.failureReason && <p>{checkoutText.failedReason(state.failureReason)}</p>}
          <div className="dialog-actions">
            <button type="button" className="button primary" data-autofocus onClick={() => void tryAgain()}>
              {checkoutText.tryAgain}
            </button>
          </div>
        </ErrorDialog>
      )}
    </section>
  );
}
