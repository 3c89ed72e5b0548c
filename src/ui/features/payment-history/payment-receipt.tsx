import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { PaymentRecord } from '../../../contract/records';
import { receiptAmounts } from '../../../domain/payment-history';
import { paymentHistoryText as t } from './payment-history-text';
import { PaymentStatusPill, studentClassPath } from './payment-table';
import { Button } from '../../components/kit/button';
import { Printer, X } from 'lucide-react';

/**
 * One payment as a printable receipt: a focused section (focus moves to its heading when it opens); the print
 * stylesheet prints only this section while it is open.
 */
export function PaymentReceipt({ record, date, refundDate, onClose }: { record: PaymentRecord; date: React.ReactNode; refundDate?: React.ReactNode; onClose: () => void }) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [record.PaymentID]);
  const amounts = receiptAmounts(record);
  const failed = record.Status === 'failed';
  const refunded = record.Status === 'refunded';
  // Part of it given back: a captured payment with a refund (a course cancelled after some sessions).
  const partRefunded = record.Status === 'captured' && record.RefundID !== undefined && record.RefundAmount !== undefined;
  return (
    <section className="receipt card" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t.receiptTitle}
      </h2>
      <dl className="receipt-facts">
        <dt>{t.paymentId}</dt>
        <dd>
          <code>{record.PaymentID}</code>
        </dd>
        {record.OrderID && (
          <>
            <dt>{t.orderId}</dt>
            <dd>
              <code>{record.OrderID}</code>
            </dd>
          </>
        )}
        <dt>{t.classLabel[record.Kind]}</dt>
        <dd>
          <Link to={studentClassPath(record)}>{record.ClassName}</Link>
        </dd>
        <dt>{t.tutor}</dt>
        <dd>{record.TutorName ?? t.unknownTutor}</dd>
        <dt>{t.dateTime}</dt>
        <dd>{date}</dd>
        {amounts.itemised ? (
          <>
            <dt>{t.priceLabel[record.Kind]}</dt>
            <dd>{amounts.summary.price}</dd>
            <dt>{t.transactionFee}</dt>
            <dd>{amounts.summary.transactionFee}</dd>
            <dt>{t.discount}</dt>
            <dd>{amounts.summary.discount}</dd>
            <dt>{t.total}</dt>
            <dd>
              <strong>{t.money(amounts.summary.total, amounts.summary.currencyType)}</strong>
            </dd>
          </>
        ) : (
          <>
            <dt>{t.amountCharged}</dt>
            <dd>
              <strong>{t.money(amounts.total, amounts.currencyType)}</strong>
            </dd>
          </>
        )}
        <dt>{t.status}</dt>
        <dd>
          <PaymentStatusPill status={record.Status} />
          {failed && record.ErrorDescription && <span className="cell-detail">{record.ErrorDescription}</span>}
        </dd>
        {(refunded || partRefunded) && record.RefundID && (
          <>
            <dt>{t.refundId}</dt>
            <dd>
              <code>{record.RefundID}</code>
            </dd>
          </>
        )}
        {(refunded || partRefunded) && refundDate && (
          <>
            <dt>{t.refundedAt}</dt>
            <dd>{refundDate}</dd>
          </>
        )}
      </dl>
      {failed && <p className="muted">{t.notCharged}</p>}
      {refunded && <p className="muted">{t.refundedNote(record.RefundReason)}</p>}
      {partRefunded && (
        <p className="muted">{t.partRefundedNote(t.money(record.RefundAmount ?? 0, record.CurrencyType), t.money(record.Amount, record.CurrencyType), record.RefundReason)}</p>
      )}
      <div className="actions no-print">
        <Button variant="primary" icon={<Printer />} onClick={() => window.print()}>
          {t.print}
        </Button>
        <Button variant="secondary" icon={<X />} onClick={onClose}>
          {t.closeReceipt}
        </Button>
      </div>
    </section>
  );
}
