import type { PaymentRecord } from '../../../contract/records';
import { buildCsv, type CsvCell } from '../../../domain/csv';
import { isoToZonedLocal } from '../../../domain/zoned-time';
import { paymentHistoryText as t } from './payment-history-text';

export type Viewer = 'tutor' | 'student';

/** The export: a header row, then one row per payment; the other party is the student (tutor) or the tutor (student). */
export function paymentHistoryCsv(records: readonly PaymentRecord[], viewer: Viewer, timeZone: string): string {
  const c = t.csvColumns;
  const header = [c.paidAt(timeZone), c.kind, c.className, c.classCode, viewer === 'tutor' ? c.student : c.tutor, c.amount, c.currency, c.status, c.paymentId, c.orderId];
  const rows = records.map((record): CsvCell[] => [
    isoToZonedLocal(record.PaidAt, timeZone).replace('T', ' '),
    t.kinds[record.Kind],
    record.ClassName,
    record.ClassCode,
    viewer === 'tutor' ? record.StudentName : (record.TutorName ?? ''),
    record.Amount,
    record.CurrencyType,
    t.statuses[record.Status],
    record.PaymentID,
    record.OrderID ?? '',
  ]);
  return buildCsv(header, rows);
}
