import type { Bind } from 'inversify';
import { BackendError } from '../../domain/backend-error';
import { AVAILABILITY_API } from '../../ports/availability-api';
import { CALENDAR_FEED_API } from '../../ports/calendar-feed-api';
import { EMAIL_PREFERENCES_API } from '../../ports/email-preferences-api';
import { CLASS_CHAT_API } from '../../ports/class-chat-api';
import { CLASS_LIFECYCLE } from '../../ports/class-lifecycle';
import { COURSE_API } from '../../ports/course-api';
import { EARNINGS_API } from '../../ports/earnings-api';
import { FILE_UPLOAD_API } from '../../ports/file-upload-api';
import { INSTANT_CLASS_API } from '../../ports/instant-class-api';
import { LOCAL_STORE, type KeyValueStore } from '../../ports/key-value-store';
import { PAYMENT_API } from '../../ports/payment-api';
import { PRIVATE_CLASS_API } from '../../ports/private-class-api';
import { PROFILE_API } from '../../ports/profile-api';
import { RANDOM_SOURCE, type RandomSource } from '../../ports/random-source';
import { MESSAGES_API } from '../../ports/messages-api';
import { EVENT_STREAM_API } from '../../ports/event-stream-api';
import { NOTIFICATIONS_API } from '../../ports/notifications-api';
import { REVIEWS_API } from '../../ports/reviews-api';
import { ROSTER_API } from '../../ports/roster-api';
import { STUDENT_CLASSES_API } from '../../ports/student-classes-api';
import { STUDENT_LIST_API } from '../../ports/student-list-api';
import { TOPICS_API } from '../../ports/topics-api';
import type { Token } from '../../ports/token';
import { TUTOR_DIRECTORY_API } from '../../ports/tutor-directory-api';
import type { BackendAdapters, BackendUrls } from './backend-adapters';
import { lazyPort } from './lazy-port';
import { yieldToMain } from '../browser/yield-to-main';

/** Binds one port to the adapter `pick` chooses; the token's type checks that the adapter serves that port. */
export type PortBinder = <T extends object>(token: Token<T>, pick: (adapters: BackendAdapters) => T) => void;

/** Each backend port and the adapter that serves it. */
export function eachBackendPort(bindPort: PortBinder): void {
  bindPort(PROFILE_API, (adapters) => adapters.profile);
  bindPort(TOPICS_API, (adapters) => adapters.topics);
  bindPort(PRIVATE_CLASS_API, (adapters) => adapters.privateClasses);
  bindPort(COURSE_API, (adapters) => adapters.courses);
  bindPort(STUDENT_CLASSES_API, (adapters) => adapters.studentClasses);
  bindPort(TUTOR_DIRECTORY_API, (adapters) => adapters.tutorDirectory);
  bindPort(STUDENT_LIST_API, (adapters) => adapters.studentList);
  bindPort(PAYMENT_API, (adapters) => adapters.payments);
  bindPort(EARNINGS_API, (adapters) => adapters.earnings);
  bindPort(AVAILABILITY_API, (adapters) => adapters.availability);
  bindPort(CALENDAR_FEED_API, (adapters) => adapters.calendarFeed);
  bindPort(EMAIL_PREFERENCES_API, (adapters) => adapters.emailPreferences);
  bindPort(INSTANT_CLASS_API, (adapters) => adapters.instantClasses);
  bindPort(ROSTER_API, (adapters) => adapters.roster);
  bindPort(FILE_UPLOAD_API, (adapters) => adapters.fileUpload);
  bindPort(REVIEWS_API, (adapters) => adapters.reviews);
  bindPort(MESSAGES_API, (adapters) => adapters.messages);
  bindPort(EVENT_STREAM_API, (adapters) => adapters.eventStream);
  bindPort(NOTIFICATIONS_API, (adapters) => adapters.notifications);
  bindPort(CLASS_CHAT_API, (adapters) => adapters.classChat);
  bindPort(CLASS_LIFECYCLE, (adapters) => adapters.classLifecycle);
}

/**
 * Binds every backend port to a lazy proxy over the HTTP adapters: the adapter module (zod, generated client) is
 * imported on the first call of any port, once per container. Missing URLs reject each call with a clear message.
 */
export function bindBackendPorts(bind: Bind, urls: { backend: string | undefined; functions: string | undefined }): void {
  let adapters: Promise<BackendAdapters> | null = null;
  const load = (local: KeyValueStore, random: RandomSource): Promise<BackendAdapters> => {
    adapters ??= (async () => {
      if (!urls.backend || !urls.functions) {
        adapters = null;
        throw new BackendError('network', '', [], undefined, undefined, 'The backend address is not configured (VITE_BACKEND_URL, VITE_FUNCTIONS_URL).');
      }
      const resolved: BackendUrls = { backend: urls.backend.replace(/\/$/, ''), functions: urls.functions.replace(/\/$/, '') };
      const module = await import('./backend-adapters');
      // The module's evaluation (zod, the generated client; its schemas are built on first use) and the adapters'
      // building: two tasks.
      await yieldToMain();
      return module.createBackendAdapters(resolved, { local, random });
    })();
    return adapters;
  };
  eachBackendPort((token, pick) => {
    bind(token).toDynamicValue((context) => {
      const local = context.get(LOCAL_STORE);
      const random = context.get(RANDOM_SOURCE);
      return lazyPort(async () => pick(await load(local, random)));
    });
  });
}
