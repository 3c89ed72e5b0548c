import type { Bind } from 'inversify';
import { CHECKOUT_SERVICE, CheckoutService } from './checkout';
import { CLASSROOM_SERVICE, ClassroomService } from './classroom';
import { PAYMENT_OUTBOX, PaymentOutbox } from './payment-outbox';
import { SESSION_SERVICE, SessionService } from './session-service';
import { STUDENT_CLASSES, StudentClasses } from './student-classes';
import { TUTOR_WORKSPACE, TutorWorkspace } from './tutor-workspace';

/** The use cases, one instance each per container: every profile (offline, production, tests) binds them the same way. */
export function bindUseCases(bind: Bind): void {
  bind(SESSION_SERVICE).to(SessionService).inSingletonScope();
  bind(PAYMENT_OUTBOX).to(PaymentOutbox).inSingletonScope();
  bind(CHECKOUT_SERVICE).to(CheckoutService).inSingletonScope();
  bind(CLASSROOM_SERVICE).to(ClassroomService).inSingletonScope();
  bind(TUTOR_WORKSPACE).to(TutorWorkspace).inSingletonScope();
  bind(STUDENT_CLASSES).to(StudentClasses).inSingletonScope();
}
