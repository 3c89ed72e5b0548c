// The demo seed: the fixed records of demo-data.mjs plus enough surrounding data (tutors, students, classes, courses,
// payments, a bank account, an instant class) for every screen to show something real. All class times
// are relative to `now`, so the demo classes are always in the future.
import { createHash } from 'node:crypto';
import { DEMO } from '../demo-data.mjs';
import { signPayment } from '../provider-stand-ins/index.mjs';
import { TOPICS } from './topics.mjs';
import { iso } from '../lib/time.mjs';
import { MINOR_UNITS } from '../lib/store.mjs';
import { videoUid } from '../handlers/classroom.mjs';
import { faceFileName } from '../lib/faces.mjs';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Midnight UTC of the day after `now`, plus `days` days and `hours` hours, as ISO. */
export function slot(now, days, hours, minutes = 0) {
  const base = new Date(now.getTime());
  base.setUTCHours(0, 0, 0, 0);
  return iso(new Date(base.getTime() + (days + 1) * DAY + hours * HOUR + minutes * 60_000));
}

export const emptyState = () => ({
  meta: {},
  users: [],
  topics: [],
  privateClasses: [],
  courses: [],
  sessions: [],
  bookings: [],
  orders: [],
  providerPayments: [],
  payments: [],
  bankAccounts: [],
  withdrawals: [],
  instantClasses: [],
  uploads: [],
  /** The role each account chose at sign-up (/SaveAccountRole), kept until and after registration. */
  accountRoles: [],
  /** Proposals to move a private class (/ProposeReschedule, /AnswerReschedule). */
  rescheduleProposals: [],
  /** Who was in a class's room and when (the signalling server's joins and leaves): { ClassCode, RoomKey, Uid, Role, JoinedAt, LeftAt? }. */
  attendance: [],
  /** Students' reviews of tutors (/SaveReview, /ReplyToReview, /GetTutorReviews). */
  reviews: [],
  /** Tutors' bookable hours (/SaveAvailability, /GetAvailability, /GetOpenSlots), one record per tutor. */
  availability: [],
  /** Private calendar feeds (/ResetCalendarFeed): { id: UserID, UserID, Token, CreatedAt }; revoked ones are removed. */
  calendarFeeds: [],
  /** Messages between a student and a tutor: { MessageID, ThreadID, SenderID, RecipientID, Text, SentAt, ReadAt? }. */
  messages: [],
  /** Students a tutor blocked from writing: { ThreadID, TutorID, StudentID, BlockedAt }. */
  messageBlocks: [],
  /** Classroom chats a tutor saved to the class page, one per room: { ClassCode, SessionID (null for a private class), SavedAt, SavedBy, Messages }. */
  classChats: [],
  /** The push channel's events (lib/events.mjs): { EventID, UserID, Type, At, Data }, kept 7 days and 500 a user. */
  events: [],
  /** The email outbox (lib/mailer.mjs): { MailID, Key, ToUserID, ToName, ToEmail, Subject, Text, Html, Attachments, Status, Attempts, NextAttemptAt, SentAt? }. */
  outbox: [],
  /** The clock jobs' done work (lib/clock-jobs.mjs): { id: Key, Key, At }, so each happens exactly once. */
  jobRuns: [],
  /** Email settings (/SaveEmailPreferences): { id: UserID, UserID, BookingConfirmations, Reminders }; none: the defaults. */
  emailPreferences: [],
  /** The notification centre (lib/events.mjs makes them): { NotificationID, UserID, Type, At, ReadAt, Facts }, kept 90 days and 200 a user. */
  notifications: [],
});

function user(uid, role, first, last, email, extra = {}) {
  return {
    id: uid,
    UserID: uid,
    Role: role,
    FirstName: first,
    LastName: last,
    Email: email,
    TimeZone: 'Asia/Kolkata',
    LangID: 1,
    TopicIDs: [],
    CreatedAt: '2026-01-10T09:00:00Z',
    ...extra,
  };
}

export function bookingId(kind, classCode, studentId) {
  return `${kind}:${classCode}:${studentId}`;
}

/** A captured payment with the provider record and order behind it, as the stand-in checkout would leave them. */
function capturedPayment(state, { kind, record, student, paidAt, seq, keySecret }) {
  const orderId = `order_seed${String(seq).padStart(10, '0')}`;
  const paymentId = `pay_seed${String(seq).padStart(10, '0')}`;
  const total = record.Price + record.TransactionFees;
  state.orders.push({
    id: orderId,
    amount: total * MINOR_UNITS[record.CurrencyType],
    currency: record.CurrencyType,
    receipt: record.ClassLink,
    ClassCode: record.ClassLink,
    Kind: kind,
    StudentID: student.UserID,
    Price: record.Price,
    TransactionFees: record.TransactionFees,
    CreatedAt: paidAt,
  });
  state.providerPayments.push({ id: paymentId, PaymentID: paymentId, OrderID: orderId, Status: 'captured', CreatedAt: paidAt });
  state.payments.push({
    id: paymentId,
    PaymentID: paymentId,
    OrderID: orderId,
    Signature: signPayment(orderId, paymentId, keySecret),
    ClassCode: record.ClassLink,
    Kind: kind,
    ClassName: kind === 'PrivateClass' ? record.ClassName : record.CourseName,
    Status: 'captured',
    Amount: total,
    Price: record.Price,
    TransactionFees: record.TransactionFees,
    CurrencyType: record.CurrencyType,
    PaidAt: paidAt,
    StudentID: student.UserID,
    StudentName: `${student.FirstName} ${student.LastName}`,
    TutorID: record.TutorID,
  });
}

function book(state, kind, record, student, bookedAt) {
  state.bookings.push({
    id: bookingId(kind, record.ClassLink, student.UserID),
    Kind: kind,
    ClassCode: record.ClassLink,
    ClassID: record.ClassID,
    StudentID: student.UserID,
    TutorID: record.TutorID,
    BookedAt: bookedAt,
  });
}

/**
 * `uploadsUrl`: where the mock serves its uploads (`<publicBaseUrl>/uploads`); given, the seeded tutors have faces
 * there (lib/faces.mjs, written by the server at start).
 */
export function buildDemoSeed({ now = new Date(), keySecret = 'mock_key_secret_offline_only', uploadsUrl = undefined } = {}) {
  const state = emptyState();
  state.meta = { seed: 'demo', seededAt: iso(now) };
  state.topics = TOPICS.map((t) => ({ id: t.TopicID, ...t }));
  const past = (days) => iso(new Date(now.getTime() - days * DAY));

  const tutor = user(DEMO.tutor.uid, 1, 'Asha', 'Rao', DEMO.tutor.email, {
    Phone: '+919800000001',
    Bio: 'Maths and English tutor with ten years of classroom experience.',
    TopicIDs: [1, 2],
    Slug: DEMO.tutor.slug,
    HourlyRate: 500,
    CurrencyType: 'INR',
    Languages: ['en', 'hi'],
  });
  const tutors = [
    tutor,
    user('tutor-daniel-okafor', 1, 'Daniel', 'Okafor', 'daniel.okafor@demo.test', {
      TimeZone: 'Europe/London',
      Bio: 'Physics and chemistry for GCSE and A-level, with lots of worked problems.',
      TopicIDs: [3, 4],
      Slug: 'daniel-okafor',
      HourlyRate: 30,
      CurrencyType: 'GBP',
      Languages: ['en'],
    }),
    user('tutor-meera-iyer', 1, 'Meera', 'Iyer', 'meera.iyer@demo.test', {
      Bio: 'Carnatic vocal and Hindi conversation for beginners of every age.',
      TopicIDs: [7, 8],
      Slug: 'meera-iyer',
      HourlyRate: 800,
      CurrencyType: 'INR',
      Languages: ['hi', 'ta', 'en'],
    }),
    user('tutor-sofia-garcia', 1, 'Sofia', 'Garcia', 'sofia.garcia@demo.test', {
      TimeZone: 'Europe/Madrid',
      Bio: 'Spanish and English conversation, exam preparation and business writing.',
      TopicIDs: [2, 11],
      Slug: 'sofia-garcia',
      HourlyRate: 25,
      CurrencyType: 'EUR',
      Languages: ['es', 'en'],
    }),
    user('tutor-kenji-sato', 1, 'Kenji', 'Sato', 'kenji.sato@demo.test', {
      TimeZone: 'Asia/Tokyo',
      Bio: 'Programming fundamentals in Python and JavaScript, from first loop to first app.',
      TopicIDs: [6, 1],
      Slug: 'kenji-sato',
      HourlyRate: 3500,
      CurrencyType: 'JPY',
      Languages: ['ja', 'en'],
    }),
  ];
  // The demo student came through the demo tutor's page (/student-signup/demo-tutor).
  const student = user(DEMO.student.uid, 2, 'Ravi', 'Kumar', DEMO.student.email, {
    TopicIDs: [1, 2],
    Phone: '+919800000002',
    SelectedTutorSlug: DEMO.tutor.slug,
  });
  const students = [
    student,
    user('student-priya-shah', 2, 'Priya', 'Shah', 'priya.shah@demo.test', { TopicIDs: [2] }),
    user('student-arjun-mehta', 2, 'Arjun', 'Mehta', 'arjun.mehta@demo.test', { TopicIDs: [1, 3] }),
    user('student-lena-fischer', 2, 'Lena', 'Fischer', 'lena.fischer@demo.test', { TimeZone: 'Europe/Berlin', TopicIDs: [11] }),
    user('student-tom-baker', 2, 'Tom', 'Baker', 'tom.baker@demo.test', { TimeZone: 'Europe/London', TopicIDs: [6] }),
  ];
  if (uploadsUrl) {
    // Not in state.uploads: those are what users sent (the quota counts them); these are the demo's own.
    for (const t of tutors) t.PhotoURL = `${uploadsUrl}/${faceFileName(t.Slug)}`;
  }
  state.users = [...tutors, ...students];
  const [, daniel, meera, sofia, kenji] = tutors;
  const [, priya, arjun, lena, tom] = students;

  const pc = (classId, code, name, duration, dateTime, price, fees, currency, tutorRec, extra = {}) => ({
    id: classId,
    ClassID: classId,
    ClassLink: code,
    ClassName: name,
    Duration: duration,
    DateTime: dateTime,
    Price: price,
    TransactionFees: fees,
    CurrencyType: currency,
    Status: 'Scheduled',
    TutorID: tutorRec.UserID,
    TimeZone: tutorRec.TimeZone,
    PaymentMode: 'Order',
    CreatedAt: past(20),
    ...extra,
  });
  const P = DEMO.privateClass;
  state.privateClasses = [
    pc(P.classId, P.code, P.className, P.duration, slot(now, 1, 5), P.price, P.transactionFees, P.currencyType, tutor),
    pc(DEMO.paidPrivateClass.classId, DEMO.paidPrivateClass.code, 'Geometry Practice', 60, slot(now, 2, 5), 500, 25, 'INR', tutor),
    pc(DEMO.openPrivateClass.classId, DEMO.openPrivateClass.code, 'Trigonometry Starter', 45, slot(now, 3, 5), 400, 20, 'INR', tutor),
    pc(DEMO.hostedPrivateClass.classId, DEMO.hostedPrivateClass.code, 'Essay Writing Clinic', 60, slot(now, 4, 5), 600, 30, 'INR', tutor, {
      PaymentMode: 'Hosted',
    }),
    pc(1005, 'PCdemo0000000005', 'Fractions Refresher', 60, past(6), 450, 20, 'INR', tutor, { Status: 'Completed' }),
    pc(1101, 'PCdano0000000001', 'Forces and Motion', 60, slot(now, 2, 16), 30, 2, 'GBP', daniel),
    pc(1102, 'PCdano0000000002', 'Balancing Equations', 45, slot(now, 5, 16), 25, 2, 'GBP', daniel),
    pc(1103, 'PCmeer0000000001', 'Hindi for Travellers', 60, slot(now, 3, 12), 800, 40, 'INR', meera),
    // A free class (total 0): booked with /BookFreeClass, never through the provider (the contract's BookFreeClass example).
    pc(1106, 'PCmeer0000000002', 'Hindi Taster', 30, slot(now, 5, 12), 0, 0, 'INR', meera),
    pc(1104, 'PCsofi0000000001', 'Spanish Conversation A2', 60, slot(now, 1, 17), 25, 2, 'EUR', sofia),
    pc(1105, 'PCkenj0000000001', 'Python: Your First Script', 90, slot(now, 6, 1), 5000, 250, 'JPY', kenji),
  ];

  const gc = (classId, code, name, description, topicId, price, fees, currency, capacity, tutorRec, extra = {}) => ({
    id: classId,
    ClassID: classId,
    ClassLink: code,
    CourseName: name,
    Description: description,
    TopicID: topicId,
    Price: price,
    TransactionFees: fees,
    CurrencyType: currency,
    Capacity: capacity,
    Status: 'Open',
    TutorID: tutorRec.UserID,
    PaymentMode: 'Order',
    CreatedAt: past(30),
    ...extra,
  });
  const C = DEMO.course;
  state.courses = [
    gc(C.classId, C.code, C.courseName, 'Four evening sessions of guided conversation practice for intermediate learners.', 2, C.price, C.transactionFees, C.currencyType, 20, tutor, {
      CreatedAt: past(30),
    }),
    gc(DEMO.paidCourse.classId, DEMO.paidCourse.code, 'Calculus Foundations', 'Limits, derivatives and their uses in three guided sessions.', 1, 1500, 75, 'INR', 15, tutor, {
      CreatedAt: past(25),
    }),
    gc(DEMO.hostedCourse.classId, DEMO.hostedCourse.code, 'Creative Writing Workshop', 'Three sessions on story, voice and editing, with feedback on your drafts.', 2, 1800, 90, 'INR', 12, tutor, {
      PaymentMode: 'HostedForm',
      CreatedAt: past(22),
    }),
    gc(2101, 'GCdano0000000001', 'Exam Physics Bootcamp', 'Two intensive sessions of past-paper practice.', 3, 60, 4, 'GBP', 10, daniel),
    gc(2102, 'GCsofi0000000001', 'Spanish for Beginners', 'Greetings, numbers and everyday phrases in two sessions.', 11, 50, 3, 'EUR', 8, sofia),
  ];
  const weekly = (first, count, startDays, hourUtc, classId, titles, duration = 60) =>
    titles.slice(0, count).map((title, i) => ({
      id: first + i,
      SessionID: first + i,
      ClassID: classId,
      Title: title,
      StartDateTime: slot(now, startDays + 7 * i, hourUtc, 30),
      Duration: duration,
      Status: 'Scheduled',
    }));
  state.sessions = [
    ...weekly(3001, 4, 1, 12, C.classId, [
      'Session 1: Introductions and small talk',
      'Session 2: Describing your day',
      'Session 3: Opinions and agreeing',
      'Session 4: Telling a story',
    ]),
    ...weekly(3005, 3, 2, 13, DEMO.paidCourse.classId, ['Limits', 'Derivatives', 'Using derivatives']),
    ...weekly(3008, 3, 3, 14, DEMO.hostedCourse.classId, ['Finding your story', 'Voice and point of view', 'Editing your draft']),
    ...weekly(3101, 2, 4, 17, 2101, ['Mechanics past papers', 'Electricity past papers']),
    ...weekly(3103, 2, 2, 18, 2102, ['Hola: greetings and numbers', 'En la ciudad: getting around']),
  ];

  const byCode = (code) => state.privateClasses.find((c) => c.ClassLink === code) ?? state.courses.find((c) => c.ClassLink === code);
  // Bookings of the demo student, as demo-data.mjs describes them.
  book(state, 'PrivateClass', byCode(P.code), student, past(3));
  book(state, 'PrivateClass', byCode(DEMO.paidPrivateClass.code), student, past(4));
  book(state, 'GroupCourse', byCode(C.code), student, past(2));
  book(state, 'GroupCourse', byCode(DEMO.paidCourse.code), student, past(5));
  // Other students' bookings, some paid: earnings for the demo tutor and rows for the students list.
  book(state, 'GroupCourse', byCode(DEMO.paidCourse.code), priya, past(6));
  book(state, 'GroupCourse', byCode(C.code), arjun, past(3));
  book(state, 'PrivateClass', byCode('PCdemo0000000005'), priya, past(9));
  book(state, 'GroupCourse', byCode('GCsofi0000000001'), lena, past(2));
  book(state, 'PrivateClass', byCode('PCkenj0000000001'), tom, past(1));

  let seq = 1;
  const pay = (kind, code, who, days) =>
    capturedPayment(state, { kind, record: byCode(code), student: who, paidAt: past(days), seq: seq++, keySecret });
  pay('PrivateClass', DEMO.paidPrivateClass.code, student, 4);
  pay('GroupCourse', DEMO.paidCourse.code, student, 5);
  pay('GroupCourse', DEMO.paidCourse.code, priya, 6);
  pay('PrivateClass', 'PCdemo0000000005', priya, 9);
  pay('GroupCourse', 'GCsofi0000000001', lena, 2);

  // Priya attended the Fractions Refresher she paid for (so did Asha), and reviewed it: the demo tutor's first review.
  const fractions = byCode('PCdemo0000000005');
  const began = Date.parse(fractions.DateTime);
  const inRoom = (who, Role, minutes) => ({
    id: `seed:${fractions.ClassLink}:${who.UserID}`,
    ClassCode: fractions.ClassLink,
    RoomKey: fractions.ClassLink,
    Uid: videoUid(who.UserID),
    Role,
    JoinedAt: iso(new Date(began - 2 * 60_000)),
    LeftAt: iso(new Date(began + minutes * 60_000)),
  });
  state.attendance.push(inRoom(tutor, 'Tutor', 60), inRoom(priya, 'Student', 58));
  state.reviews.push({
    id: 1,
    ReviewID: 1,
    TutorID: tutor.UserID,
    ClassCode: fractions.ClassLink,
    ClassName: fractions.ClassName,
    Kind: 'PrivateClass',
    StudentID: priya.UserID,
    Rating: 5,
    Text: 'Asha explains every step and checks that I follow. The practice sheets were just right.',
    CreatedAt: past(5),
  });
  Object.assign(tutor, { RatingAverage: 5, RatingCount: 1 });

  // The demo student has written to the demo tutor once (not read yet): their thread.
  state.messages.push({
    id: 1,
    MessageID: 1,
    ThreadID: `${tutor.UserID}~${student.UserID}`,
    SenderID: student.UserID,
    RecipientID: tutor.UserID,
    Text: 'Hello Asha! Before Geometry Practice: could we start with circle theorems?',
    SentAt: past(1),
  });

  const fingerprint = createHash('sha256').update('50100987654321|HDFC0001234').digest('hex');
  state.bankAccounts = [
    {
      id: 1,
      BankAccountID: 1,
      TutorID: tutor.UserID,
      HolderName: 'Asha Rao',
      AccountLast4: '4321',
      IFSC: 'HDFC0001234',
      BankName: 'HDFC Bank',
      Fingerprint: fingerprint,
      CreatedAt: past(40),
    },
  ];
  // No withdrawal yet: the withdrawals list starts empty (the Pact interaction for GetWithdrawals relies on it).
  state.instantClasses = [
    {
      id: DEMO.instantClass.code,
      ClassCode: DEMO.instantClass.code,
      TutorID: tutor.UserID,
      Title: 'Quick doubt-clearing session',
      CreatedAt: iso(new Date(now.getTime() - 10 * 60_000)),
      Status: 'Live',
    },
  ];
  return state;
}
