import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PaymentRecord } from '../../../contract/records';
import type { Viewer } from './history-csv';
import { paymentHistoryText as t } from './payment-history-text';
import { TableScroll } from '../../components/table-scroll';
import { paths } from '../../../domain/routes';

/** Where a student sees one class or course they booked. */
export function studentClassPath(record: Pick<PaymentRecord, 'Kind' | 'ClassCode'>): string {
  return record.Kind === 'PrivateClass' ? paths.studentPrivateClass(record.ClassCode) : paths.studentCourseClass(record.ClassCode);
}

/**
 * The payments of one page. The table scrolls sideways inside a focusable region on narrow screens, so keyboard users
 * can scroll it too; the class column heads each row.
 */
export function PaymentTable({
  viewer,
  records,
  formatDate,
  onReceipt,
}: {
  viewer: Viewer;
  records: PaymentRecord[];
  formatDate: (iso: string) => string;
  onReceipt: (record: PaymentRecord) => void;
}) {
  const captionId = useId();
  return (
    <TableScroll labelledBy={captionId}>
      <table className="payment-table">
        <caption id={captionId}>{viewer === 'tutor' ? t.tutorCaption : t.studentCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.date}</th>
            <th scope="col">{t.classCol}</th>
            <th scope="col">{viewer === 'tutor' ? t.student : t.tutor}</th>
            <th scope="col" className="numeric">
              {t.amount}
            </th>
            <th scope="col">{t.status}</th>
            {viewer === 'student' && <th scope="col">{t.receipt}</th>}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const date = formatDate(record.PaidAt);
            return (
              <tr key={record.PaymentID} className={record.Status === 'captured' ? undefined : `payment-${record.Status}`}>
                <td>{date}</td>
                <th scope="row">
                  {viewer === 'student' ? (
                    <Link to={studentClassPath(record)} aria-label={t.classLink(record.ClassName)}>
                      {record.ClassName}
                    </Link>
                  ) : (
                    record.ClassName
                  )}
                  <span className="cell-detail">
                    {t.kinds[record.Kind]} · <code>{record.ClassCode}</code>
                  </span>
                </th>
                <td>{viewer === 'tutor' ? record.StudentName : (record.TutorName ?? t.unknownTutor)}</td>
                <td className="numeric">{t.money(record.Amount, record.CurrencyType)}</td>
                <td>
                  <span className={`badge status-${record.Status}`}>{t.statuses[record.Status]}</span>
                  {record.Status === 'failed' && record.ErrorDescription && <span className="cell-detail">{record.ErrorDescription}</span>}
                  {record.Status === 'refunded' && record.RefundReason && <span className="cell-detail">{record.RefundReason}</span>}
                </td>
                {viewer === 'student' && (
                  <td>
                    <button type="button" className="button secondary small" aria-label={t.openReceipt(record.ClassName, date)} onClick={() => onReceipt(record)}>
                      {t.openReceiptShort}
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
