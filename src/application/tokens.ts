// The use cases' tokens, apart from their classes: a screen that names a use case by its token does not load the class
// (nor inversify's decorators with it), so the shell paints before the container has loaded (src/ui/components/container-context.tsx).

import type { StudentClasses } from './student-classes';
import type { SessionService } from './session-service';
import type { TutorWorkspace } from './tutor-workspace';
import type { CheckoutService } from './checkout';
import type { PaymentOutbox } from './payment-outbox';
import type { PaymentConfirmations } from './payment-confirmations';
import type { ClassroomService } from './classroom';
import type { ClassPlans } from './class-plans';
import type { Reviews } from './reviews';
import type { Messages } from './messages';
import type { LiveUpdates } from './live-updates';
import type { Notifications } from './notifications';
import type { ClassChats } from './class-chat';
import type { Directory } from './directory';
import type { PaymentHistory } from './payment-history';
import type { Uploads } from './uploads';
import type { TutorHours } from './tutor-hours';
import type { SlotBooking } from './slot-booking';
import type { CalendarFeeds } from './calendar-feeds';
import type { EmailSettings } from './email-preferences';
import type { TutorCalendar } from './tutor-calendar';
import { token } from '../ports/token';

export const STUDENT_CLASSES = token<StudentClasses>('StudentClasses');
export const SESSION_SERVICE = token<SessionService>('SessionService');
export const TUTOR_WORKSPACE = token<TutorWorkspace>('TutorWorkspace');
export const CHECKOUT_SERVICE = token<CheckoutService>('CheckoutService');
export const PAYMENT_OUTBOX = token<PaymentOutbox>('PaymentOutbox');
export const PAYMENT_CONFIRMATIONS = token<PaymentConfirmations>('PaymentConfirmations');
export const CLASSROOM_SERVICE = token<ClassroomService>('ClassroomService');
export const CLASS_PLANS = token<ClassPlans>('ClassPlans');
export const REVIEWS = token<Reviews>('Reviews');
export const MESSAGES = token<Messages>('Messages');
export const LIVE_UPDATES = token<LiveUpdates>('LiveUpdates');
export const NOTIFICATIONS = token<Notifications>('Notifications');
export const CLASS_CHAT = token<ClassChats>('ClassChats');
export const DIRECTORY = token<Directory>('Directory');
export const PAYMENT_HISTORY = token<PaymentHistory>('PaymentHistory');
export const UPLOADS = token<Uploads>('Uploads');
export const TUTOR_HOURS = token<TutorHours>('TutorHours');
export const SLOT_BOOKING = token<SlotBooking>('SlotBooking');
export const CALENDAR_FEEDS = token<CalendarFeeds>('CalendarFeeds');
export const EMAIL_SETTINGS = token<EmailSettings>('EmailSettings');
export const TUTOR_CALENDAR = token<TutorCalendar>('TutorCalendar');
