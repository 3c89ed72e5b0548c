import type { Bind } from 'inversify';
import { CheckoutService } from './checkout';
import { ClassPlans } from './class-plans';
import { ClassroomService } from './classroom';
import { PaymentOutbox } from './payment-outbox';
import { PaymentConfirmations } from './payment-confirmations';
import { Reviews } from './reviews';
import { Messages } from './messages';
import { LiveUpdates } from './live-updates';
import { Notifications } from './notifications';
import { ClassChats } from './class-chat';
import { SessionService } from './session-service';
import { StudentClasses } from './student-classes';
import { TutorWorkspace } from './tutor-workspace';
import { Directory } from './directory';
import { PaymentHistory } from './payment-history';
import { Uploads } from './uploads';
import { TutorHours } from './tutor-hours';
import { SlotBooking } from './slot-booking';
import { CalendarFeeds } from './calendar-feeds';
import { EmailSettings } from './email-preferences';
import { TutorCalendar } from './tutor-calendar';
import {
  CHECKOUT_SERVICE,
  CLASS_CHAT,
  CLASS_PLANS,
  CLASSROOM_SERVICE,
  DIRECTORY,
  MESSAGES,
  LIVE_UPDATES,
  NOTIFICATIONS,
  PAYMENT_CONFIRMATIONS,
  PAYMENT_HISTORY,
  PAYMENT_OUTBOX,
  REVIEWS,
  SESSION_SERVICE,
  STUDENT_CLASSES,
  TUTOR_WORKSPACE,
  TUTOR_HOURS,
  UPLOADS,
  SLOT_BOOKING,
  CALENDAR_FEEDS,
  EMAIL_SETTINGS,
  TUTOR_CALENDAR,
} from './tokens';

/** The use cases, one instance each per container: every profile (offline, production, tests) binds them the same way. */
export function bindUseCases(bind: Bind): void {
  bind(SESSION_SERVICE).to(SessionService).inSingletonScope();
  bind(PAYMENT_OUTBOX).to(PaymentOutbox).inSingletonScope();
  bind(PAYMENT_CONFIRMATIONS).to(PaymentConfirmations).inSingletonScope();
  bind(CHECKOUT_SERVICE).to(CheckoutService).inSingletonScope();
  bind(CLASSROOM_SERVICE).to(ClassroomService).inSingletonScope();
  bind(TUTOR_WORKSPACE).to(TutorWorkspace).inSingletonScope();
  bind(STUDENT_CLASSES).to(StudentClasses).inSingletonScope();
  bind(CLASS_PLANS).to(ClassPlans).inSingletonScope();
  bind(REVIEWS).to(Reviews).inSingletonScope();
  bind(MESSAGES).to(Messages).inSingletonScope();
  bind(LIVE_UPDATES).to(LiveUpdates).inSingletonScope();
  bind(NOTIFICATIONS).to(Notifications).inSingletonScope();
  bind(CLASS_CHAT).to(ClassChats).inSingletonScope();
  bind(DIRECTORY).to(Directory).inSingletonScope();
  bind(PAYMENT_HISTORY).to(PaymentHistory).inSingletonScope();
  bind(UPLOADS).to(Uploads).inSingletonScope();
  bind(TUTOR_HOURS).to(TutorHours).inSingletonScope();
  bind(SLOT_BOOKING).to(SlotBooking).inSingletonScope();
  bind(CALENDAR_FEEDS).to(CalendarFeeds).inSingletonScope();
  bind(EMAIL_SETTINGS).to(EmailSettings).inSingletonScope();
  bind(TUTOR_CALENDAR).to(TutorCalendar).inSingletonScope();
}
