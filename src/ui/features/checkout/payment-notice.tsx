import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import type { PaymentConfirmation } from '../../../application/payment-confirmations';
import { PAYMENT_CONFIRMATIONS } from '../../../application/tokens';
import { checkoutReturnPath } from '../../../domain/return-path';
import { paths } from '../../../domain/routes';
import { useService } from '../../components/container-context';
import { checkoutText } from './checkout-text';

function words(notice: PaymentConfirmation): { title: string; lines: string[]; toCheckout: boolean } {
  switch (notice.result) {
    case 'confirmed':
      return { title: checkoutText.noticeReceived, lines: [checkoutText.noticeBooked(notice.name)], toCheckout: false };
    case 'failed':
      return {
        title: checkoutText.noticeFailed,
        lines: [checkoutText.noticeFailedFor(notice.name), ...(notice.reason ? [checkoutText.failedReason(notice.reason)] : [])],
        toCheckout: true,
      };
    case 'refunded':
      return { title: checkoutText.noticeReceived, lines: [checkoutText.refunded(notice.reason)], toCheckout: false };
    case 'unverified':
      return { title: checkoutText.noticeReceived, lines: [checkoutText.unverified(notice.reason)], toCheckout: false };
    case 'will-retry':
      return { title: checkoutText.noticeReceived, lines: [checkoutText.willRetry], toCheckout: true };
    case 'needs-attention':
      return { title: checkoutText.noticeReceived, lines: [checkoutText.needsAttention(notice.reason ?? '', notice.paymentId)], toCheckout: true };
  }
}

/**
 * A payment that completed after the student left its checkout (Back while the provider's dialog was open, a link):
 * said on whatever page they are on, naming the class, with the way to it (or back to its checkout when something is
 * left to do). A non-modal dialog that takes the focus (the provider's dialog that had it is gone); Close and Escape give
 * it back to where it was (else to the page's <main>), as the notice then goes away.
 */
export function PaymentNotice() {
  const confirmations = useService(PAYMENT_CONFIRMATIONS);
  const { notice } = useSyncExternalStore(confirmations.subscribe, confirmations.getSnapshot);
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const focusBefore = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!notice) return;
    const active = document.activeElement;
    // A notice that follows another keeps the place the first one took the focus from.
    if (active instanceof HTMLElement && active !== document.body && !box.current?.contains(active)) focusBefore.current = active;
    box.current?.focus();
  }, [notice]);

  const close = () => {
    const back = focusBefore.current;
    focusBefore.current = null;
    // Before the notice unmounts, so the focus never drops to <body>.
    if (back?.isConnected) back.focus();
    else document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
    confirmations.dismiss();
  };

  if (!notice) return null;
  const { title, lines, toCheckout } = words(notice);
  const to = toCheckout
    ? notice.kind === 'private-class'
      ? paths.privateClassCheckout(notice.classCode)
      : paths.courseClassCheckout(notice.classCode)
    : checkoutReturnPath({ kind: notice.kind, classLink: notice.classCode });
  return (
    <aside aria-label={checkoutText.noticeRegion}>
      <div
        ref={box}
        className="payment-notice"
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <h2 id={titleId} className="payment-notice-title">
          {title}
        </h2>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <div className="dialog-actions">
          <Link className="button primary" to={to} onClick={() => confirmations.dismiss()}>
            {toCheckout ? (notice.result === 'failed' ? checkoutText.tryAgain : checkoutText.noticeOpenCheckout) : checkoutText.openPaid(notice.name)}
          </Link>
          <button type="button" className="button secondary" onClick={close}>
            {checkoutText.noticeClose}
          </button>
        </div>
      </div>
    </aside>
  );
}
