import { Link } from 'react-router-dom';
import type { PaymentRecord } from '../../../contract/records';
import type { Viewer } from './history-csv';
import { paymentHistoryText, paymentHistoryText as t } from './payment-history-text';
import { DataTable, type Column } from '../../components/data-table';
import { paths } from '../../../domain/routes';
import { ReceiptText } from 'lucide-react';
import type { ProviderPaymentStatus } from '../../../contract/records';
import { Button } from '../../components/kit/button';
import { Money } from '../../components/kit/money';
import { StatusPill, type Tone } from '../../components/kit/status-pill';
import { DateTime, dateTimeWords, type Zoned } from '../../components/kit/date-time';

const STATUS_TONE: Record<ProviderPaymentStatus, Tone> = { captured: 'success', failed: 'danger', refunded: 'warning' };

/** A payment's status in words, its tone repeating it (paid, failed, refunded). */
export function PaymentStatusPill({ status }: { status: ProviderPaymentStatus }) {
  return <StatusPill tone={STATUS_TONE[status]}>{paymentHistoryText.statuses[status]}</StatusPill>;
}

/** Where a student sees one class or course they booked. */
export function studentClassPath(record: Pick<PaymentRecord, 'Kind' | 'ClassCode'>): string {
  return record.Kind === 'PrivateClass' ? paths.studentPrivateClass(record.ClassCode) : paths.studentCourseClass(record.ClassCode);
}

/** The payments of one page; the class column heads each row. */
export function PaymentTable({
  viewer,
  records,
  zoned,
  onReceipt,
}: {
  viewer: Viewer;
  records: PaymentRecord[];
  /** Dates in the viewer's profile zone. */
  zoned: Zoned;
  onReceipt: (record: PaymentRecord) => void;
}) {
  const columns: (Column<PaymentRecord> | false)[] = [
    { header: t.date, cell: (record) => <DateTime value={record.PaidAt} {...zoned} /> },
    {
      header: t.classCol,
      rowHeader: true,
      cell: (record) => (
        <>
          {viewer === 'student' ? (
            <Link to={studentClassPath(record)} aria-label={t.classLink(record.ClassName)}>
              {record.ClassName}
            </Link>
          ) : (
            record.ClassName
          )}
          <span className="cell-detail">{t.kinds[record.Kind]}</span>
        </>
      ),
    },
    { header: viewer === 'tutor' ? t.student : t.tutor, cell: (record) => (viewer === 'tutor' ? record.StudentName : (record.TutorName ?? t.unknownTutor)) },
    { header: t.amount, className: 'numeric', cell: (record) => <Money amount={record.Amount} currency={record.CurrencyType} /> },
    {
      header: t.status,
      cell: (record) => (
        <>
          <PaymentStatusPill status={record.Status} />
          {/* The provider's reason is written to the payer; the tutor reads what happened in their own words. */}
          {record.Status === 'failed' && viewer === 'tutor' && <span className="cell-detail">{t.failedForTutor}</span>}
          {record.Status === 'failed' && viewer === 'student' && record.ErrorDescription && <span className="cell-detail">{record.ErrorDescription}</span>}
          {record.Status === 'refunded' && record.RefundReason && <span className="cell-detail">{record.RefundReason}</span>}
          {/* Part of a captured payment given back (a course cancelled after some sessions). */}
          {record.Status === 'captured' && record.RefundID && record.RefundAmount !== undefined && (
            <span className="cell-detail">
              {t.partRefunded(t.money(record.RefundAmount, record.CurrencyType))}
              {record.RefundReason ? `: ${record.RefundReason}` : ''}
            </span>
          )}
        </>
      ),
    },
    viewer === 'student' && {
      header: t.receipt,
      cell: (record) => (
        <Button variant="secondary" size="sm" icon={<ReceiptText />} aria-label={t.openReceipt(record.ClassName, dateTimeWords({ value: record.PaidAt, ...zoned }).text)} onClick={() => onReceipt(record)}>
          {t.openReceiptShort}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      className="payment-table"
      caption={viewer === 'tutor' ? t.tutorCaption : t.studentCaption}
      rows={records}
      rowKey={(record) => record.PaymentID}
      rowClassName={(record) => (record.Status === 'captured' ? undefined : `payment-${record.Status}`)}
      columns={columns}
    />
  );
}
