import type { ClassKind, Order, PaymentHistoryPage, PaymentLink, PaymentRecord } from '../../domain/backend-records';
import { toMinorUnits } from '../../domain/checkout';
import type { PaymentApi, PaymentDetails, PaymentHistoryQuery } from '../../ports/payment-api';
import { conflict, FakeBackendDb, inWindow, invalid, notFound, paginate, requireClassCode } from './fake-backend-db';

export class FakePaymentApi implements PaymentApi {
  /** Orders created, newest last (tests read them). */
  readonly orders: Order[] = [];

  constructor(readonly db: FakeBackendDb = new FakeBackendDb()) {}

  async getPrivateClassPaymentLink(classCode: string): Promise<PaymentLink> {
    return this.paymentLink(classCode, 'PrivateClass');
  }

  async getCoursePaymentLink(classCode: string): Promise<PaymentLink> {
    return this.paymentLink(classCode, 'GroupCourse');
  }

  async createOrder(classCode: string, kind: ClassKind): Promise<Order> {
    const student = this.db.enter({ role: 2 })!;
    this.payable(student.uid, classCode, kind);
    return this.newOrder(classCode);
  }

  async savePrivateClassPayment(details: PaymentDetails): Promise<PaymentRecord> {
    return this.savePayment(details, 'PrivateClass');
  }

  async saveCoursePayment(details: PaymentDetails): Promise<PaymentRecord> {
    return this.savePayment(details, 'GroupCourse');
  }

  async getPaymentHistory(query: PaymentHistoryQuery = {}): Promise<PaymentHistoryPage> {
    const user = this.db.enter()!;
    const mine = this.db.payments
      .filter((payment) => (user.role === 1 ? payment.TutorID : payment.StudentID) === user.uid)
      .filter((payment) => (query.kind === undefined || payment.Kind === query.kind) && (query.status === undefined || payment.Status === query.status))
      .filter((payment) => inWindow(payment.PaidAt, query.from, query.to))
      .sort((a, b) => Date.parse(b.PaidAt) - Date.parse(a.PaidAt));
    const totals = new Map<PaymentRecord['CurrencyType'], number>();
    for (const payment of mine) {
      if (payment.Status === 'captured') totals.set(payment.CurrencyType, (totals.get(payment.CurrencyType) ?? 0) + payment.Amount);
    }
    return { ...paginate(mine, query), Totals: [...totals].map(([CurrencyType, Amount]) => ({ CurrencyType, Amount })) };
  }

  private paymentLink(classCode: string, kind: ClassKind): PaymentLink {
    const student = this.db.enter({ role: 2 })!;
    this.payable(student.uid, classCode, kind);
    if (this.db.hostedCodes.has(classCode)) return { kind: 'hosted', url: `/__provider/hosted-payment?ClassCode=${classCode}` };
    const { id, amount, currency } = this.newOrder(classCode);
    return { kind: 'order', order: { id, amount, currency } };
  }

  private payable(studentId: string, classCode: string, kind: ClassKind): void {
    requireClassCode(classCode);
    const found = this.db.findClass(classCode);
    if (!found || found.kind !== kind) throw notFound(kind === 'PrivateClass' ? 'Class' : 'Course');
    if (!this.db.bookings.some((booking) => booking.studentId === studentId && booking.classCode === classCode)) {
      throw conflict('ClassCode', 'Book this class before paying.');
    }
    if (this.db.isPaid(studentId, classCode)) throw conflict('ClassCode', 'This class is already paid.');
  }

  private newOrder(classCode: string): Order {
    const found = this.db.findClass(classCode)!;
    const order: Order = { id: this.db.newOrderId(), amount: toMinorUnits(found.price + found.fees, found.currency), currency: found.currency };
    this.orders.push(order);
    return order;
  }

  private savePayment(details: PaymentDetails, kind: ClassKind): PaymentRecord {
    const student = this.db.enter({ role: 2 })!;
    requireClassCode(details.classCode);
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(details.paymentId)) throw invalid('PaymentID', 'PaymentID must be letters, digits, _ or -.');
    // Idempotent on PaymentID: a repeat returns the first record.
    const previous = this.db.payments.find((payment) => payment.PaymentID === details.paymentId);
    if (previous) {
      if (previous.ClassCode !== details.classCode) throw conflict('PaymentID', 'This PaymentID belongs to another class.');
      return previous;
    }
    const found = this.db.findClass(details.classCode);
    if (!found || found.kind !== kind) throw notFound(kind === 'PrivateClass' ? 'Class' : 'Course');
    const record: PaymentRecord = {
      ...this.db.paymentRecord(details.classCode, details.paymentId, details.status ?? 'captured', this.db.nowIso(), student.uid),
      ...(details.orderId ? { OrderID: details.orderId } : {}),
      ...(details.errorCode ? { ErrorCode: details.errorCode } : {}),
      ...(details.errorDescription ? { ErrorDescription: details.errorDescription } : {}),
    };
    this.db.payments.push(record);
    return record;
  }
}
