// Loaded on first use of any backend port (see lazy-port.ts), so zod, the generated client and the adapters stay
// out of the initial chunk of `/`.
import type { KeyValueStore } from '../../ports/key-value-store';
import type { RandomSource } from '../../ports/random-source';
import { HttpClassChatApi } from './http-class-chat-api';
import { HttpClassLifecycle } from './http-class-lifecycle';
import { HttpCourseApi } from './http-course-api';
import { HttpEarningsApi } from './http-earnings-api';
import { HttpAvailabilityApi } from './http-availability-api';
import { HttpCalendarFeedApi } from './http-calendar-feed-api';
import { HttpEmailPreferencesApi } from './http-email-preferences-api';
import { HttpFileUploadApi } from './http-file-upload-api';
import { HttpInstantClassApi } from './http-instant-class-api';
import { HttpPaymentApi } from './http-payment-api';
import { HttpPrivateClassApi } from './http-private-class-api';
import { HttpMessagesApi } from './http-messages-api';
import { HttpNotificationsApi } from './http-notifications-api';
import { HttpEventStreamApi } from './http-event-stream-api';
import { HttpProfileApi } from './http-profile-api';
import { HttpReviewsApi } from './http-reviews-api';
import { HttpRosterApi } from './http-roster-api';
import { HttpStudentClassesApi } from './http-student-classes-api';
import { HttpStudentListApi } from './http-student-list-api';
import { HttpTopicsApi } from './http-topics-api';
import { HttpTutorDirectoryApi } from './http-tutor-directory-api';
import { BackendHeaders } from './http/backend-headers';
import { BackendTransport } from './http/backend-transport';

export interface BackendUrls {
  /** Main backend, e.g. '/api' offline (Vite proxies it to the mock). */
  backend: string;
  /** Cloud functions, e.g. '/functions' offline. */
  functions: string;
}

export interface BackendDependencies {
  local: KeyValueStore;
  random: RandomSource;
  fetch?: typeof fetch;
}

export function createBackendAdapters(urls: BackendUrls, deps: BackendDependencies) {
  const headers = new BackendHeaders(deps.local, deps.random);
  const backend = new BackendTransport({ baseUrl: urls.backend, headers, fetch: deps.fetch });
  const functions = new BackendTransport({ baseUrl: urls.functions, headers, fetch: deps.fetch });
  return {
    profile: new HttpProfileApi(backend),
    topics: new HttpTopicsApi(backend),
    privateClasses: new HttpPrivateClassApi(backend),
    courses: new HttpCourseApi(backend),
    studentClasses: new HttpStudentClassesApi(backend),
    tutorDirectory: new HttpTutorDirectoryApi(backend),
    studentList: new HttpStudentListApi(backend),
    payments: new HttpPaymentApi(backend),
    earnings: new HttpEarningsApi(backend),
    availability: new HttpAvailabilityApi(backend),
    calendarFeed: new HttpCalendarFeedApi(backend),
    emailPreferences: new HttpEmailPreferencesApi(backend),
    instantClasses: new HttpInstantClassApi(backend),
    roster: new HttpRosterApi(backend),
    fileUpload: new HttpFileUploadApi(backend),
    reviews: new HttpReviewsApi(backend),
    messages: new HttpMessagesApi(backend),
    eventStream: new HttpEventStreamApi(backend),
    notifications: new HttpNotificationsApi(backend),
    classChat: new HttpClassChatApi(backend),
    classLifecycle: new HttpClassLifecycle(functions),
  };
}

export type BackendAdapters = ReturnType<typeof createBackendAdapters>;
