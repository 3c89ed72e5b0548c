// Consumer contract of the main backend: every operation driven through the real HTTP adapters against Pact's mock.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSON_HEADERS, PAGE_SERVER_KEY_EXAMPLE, PUBLISHED_HOURS, fromProviderState, adaptersFor, attendedAndOver, boolean, booked, paid, tutorCancelledPaid, chatSaved, capturedAtProvider, freeClass, DEMO, signedClaim, DEMO_DATA, headers, eachLike, emptyPage, failure, integer, like, newPact, ok, page, regex, string, verifyFailure, verifyInteraction } from './pact-helpers';
import {
  at,
  bankAccount,
  cancellation,
  rescheduleProposal,
  message,
  thread,
  chatMessage,
  classChat,
  review,
  classCode,
  courseSession,
  groupCourse,
  instantClass,
  order,
  paymentRecord,
  privateClass,
  rosterEntry,
  statusDetails,
  studentCourse,
  studentListEntry,
  studentPrivateClass,
  topic,
  tutorSummary,
  userProfile,
  withdrawal,
} from './pact-records';

const pact = newPact('tutoring-backend');
const PC = DEMO.privateClass.code;
const GC = DEMO.course.code;
const UNKNOWN = 'ZZunknown0000001';

describe('tutoring-backend: tutor private classes', () => {
  it('GetPrivateClass lists the tutor’s classes', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor lists their scheduled private classes', caller: 'tutor',
      request: { method: 'GET', path: '/GetPrivateClass', query: { Status: 'Scheduled', Page: '1', PageSize: '20' } },
      response: ok(page(privateClass())),
      run: (a) => a.privateClasses.listMine({ status: 'Scheduled', page: 1, pageSize: 20 }),
    });
    expect(result.Items[0]?.ClassLink).toBe(PC);
  });

  it('GetPrivateClass names who booked each class and what became of it (Booking, added beyond the spec)', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor lists their completed private classes with who booked them', caller: 'tutor',
      request: { method: 'GET', path: '/GetPrivateClass', query: { Status: 'Completed', Page: '1', PageSize: '20' } },
      response: ok(page({
        ...privateClass('PCdemo0000000005', 1005),
        Status: regex('^Completed$', 'Completed'),
        Booking: { StudentID: string('student-priya-shah'), StudentName: string('Priya Shah'), State: regex('^(Paid|NotPaid|Refunded|CancelledByTutor|CancelledByStudent|LeftCourse)$', 'Paid'), CurrencyType: regex('^(INR|USD|EUR|GBP|JPY)$', 'INR') },
      })),
      run: (a) => a.privateClasses.listMine({ status: 'Completed', page: 1, pageSize: 20 }),
    });
    // CurrencyType: the payment's (added beyond the spec; its refund is in it, whatever the class's is now).
    expect(result.Items[0]?.Booking).toEqual({ StudentID: 'student-priya-shah', StudentName: 'Priya Shah', State: 'Paid', CurrencyType: 'INR' });
  });

  it('GetPrivateClass refuses a student (403)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a student lists tutor private classes', caller: 'student',
      request: { method: 'GET', path: '/GetPrivateClass' }, response: failure(403), run: (a) => a.privateClasses.listMine(),
    }, 'forbidden');
  });

  it('GetPrivateClass refuses an expired token (401)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a request with an expired token', caller: 'expired',
      request: { method: 'GET', path: '/GetPrivateClass' }, response: failure(401), run: (a) => a.privateClasses.listMine(),
    }, 'unauthorised');
  });

  it('SavePrivateClass creates a class', async () => {
    const input = { ClassName: 'Fractions Refresher', Duration: 45, DateTime: '2027-03-01T10:00:00Z', Price: 300, TransactionFees: 15, CurrencyType: 'INR' as const };
    const saved = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor saves a new private class', caller: 'tutor',
      request: { method: 'POST', path: '/SavePrivateClass', headers: { 'Content-Type': 'application/json' }, body: input },
      response: ok({ ...privateClass('FRact1on5Refresh', 1100), ClassName: string(input.ClassName), Duration: integer(45), Price: integer(300), TransactionFees: integer(15) }),
      run: (a) => a.privateClasses.save(input),
    });
    expect(saved.ClassLink).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('SavePrivateClass refuses a class in the past with a field message (400)', async () => {
    const input = { ClassName: 'Too late', Duration: 60, DateTime: '2020-01-01T10:00:00Z', Price: 300, TransactionFees: 15, CurrencyType: 'INR' as const };
    const error = await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the tutor saves a private class in the past', caller: 'tutor',
      request: { method: 'POST', path: '/SavePrivateClass', headers: { 'Content-Type': 'application/json' }, body: input },
      response: failure(400, ['DateTime']), run: (a) => a.privateClasses.save(input),
    }, 'validation');
    expect(error.fieldErrors[0]?.field).toBe('DateTime');
  });

  it('SavePrivateClass refuses an impossible date, a time zone that is not IANA and a name with a control character, naming each field (400)', async () => {
    const input = { ClassName: 'Bell\u0007', Duration: 60, DateTime: '2027-02-30T10:00:00Z', Price: 300, TransactionFees: 15, CurrencyType: 'INR' as const, TimeZone: 'Mars/Olympus' };
    const error = await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the tutor saves a private class on 30 February, on Mars, with a bell in its name', caller: 'tutor',
      request: { method: 'POST', path: '/SavePrivateClass', headers: { 'Content-Type': 'application/json' }, body: input },
      response: failure(400, ['DateTime']), run: (a) => a.privateClasses.save(input),
    }, 'validation');
    expect(error.fieldErrors[0]?.field).toBe('DateTime');
  });

  it('ChangePrivateClassStatus changes the status', async () => {
    const changed = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor cancels a scheduled private class', caller: 'tutor',
      request: { method: 'POST', path: '/ChangePrivateClassStatus', headers: { 'Content-Type': 'application/json' }, body: { ClassID: DEMO.openPrivateClass.classId, Status: 'Cancelled' } },
      response: ok({ ...privateClass(DEMO.openPrivateClass.code, DEMO.openPrivateClass.classId), Status: 'Cancelled' }),
      run: (a) => a.privateClasses.changeStatus(DEMO.openPrivateClass.classId, 'Cancelled'),
    });
    expect(changed.Status).toBe('Cancelled');
  });

  it('ChangePrivateClassStatus: unknown class (404)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the tutor changes the status of an unknown class', caller: 'tutor',
      request: { method: 'POST', path: '/ChangePrivateClassStatus', headers: { 'Content-Type': 'application/json' }, body: { ClassID: 999999, Status: 'Live' } },
      response: failure(404), run: (a) => a.privateClasses.changeStatus(999999, 'Live'),
    }, 'not-found');
  });

  it('CancelPrivateClass: the student who paid cancels in time and is refunded in full (added beyond the spec)', async () => {
    const code = DEMO.paidPrivateClass.code;
    const body = { ClassCode: code, Reason: 'My exam moved to that day.' };
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the student who paid cancels a private class two days ahead', caller: 'student',
      request: { method: 'POST', path: '/CancelPrivateClass', headers: { 'Content-Type': 'application/json' }, body },
      response: ok({ ...cancellation(code, 'Student', 'InNotice', 525), Reason: string(body.Reason) }),
      run: (a) => a.privateClasses.cancel(code, body.Reason),
    });
    expect(result).toMatchObject({ Rule: 'InNotice', RefundAmount: 525 });
  });

  it('CancelPrivateClass: the student cancels after the free cancellation period, no refund (added beyond the spec)', async () => {
    const code = DEMO.paidPrivateClass.code;
    const result = await verifyInteraction(pact, {
      state: `the class ${code} starts in 5 minutes`, description: 'the student who paid cancels a private class five minutes before it starts', caller: 'student',
      request: { method: 'POST', path: '/CancelPrivateClass', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code } },
      response: ok(cancellation(code, 'Student', 'Late', 0)),
      run: (a) => a.privateClasses.cancel(code),
    });
    expect(result).toMatchObject({ Rule: 'Late', RefundAmount: 0 });
  });

  it('CancelPrivateClass: the tutor cancels and the student is refunded in full (added beyond the spec)', async () => {
    const code = DEMO.paidPrivateClass.code;
    const result = await verifyInteraction(pact, {
      state: `the class ${code} starts in 5 minutes`, description: 'the tutor cancels a paid private class five minutes before it starts', caller: 'tutor',
      request: { method: 'POST', path: '/CancelPrivateClass', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code, Reason: 'I am unwell.' } },
      response: ok({ ...cancellation(code, 'Tutor', 'TutorCancelled', 525), Reason: string('I am unwell.') }),
      run: (a) => a.privateClasses.cancel(code, 'I am unwell.'),
    });
    expect(result.CancelledBy).toBe('Tutor');
  });

  it('CancelPrivateClass: a student who did not pay for it is refused (403)', async () => {
    const code = DEMO.paidPrivateClass.code;
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'another student cancels a private class they did not pay for', caller: 'otherStudent',
      request: { method: 'POST', path: '/CancelPrivateClass', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code } },
      response: failure(403), run: (a) => a.privateClasses.cancel(code),
    }, 'forbidden');
  });

  it('CancelPrivateClass: a completed class cannot be cancelled (409)', async () => {
    const code = 'PCdemo0000000005';
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the tutor cancels a completed private class', caller: 'tutor',
      request: { method: 'POST', path: '/CancelPrivateClass', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code } },
      response: failure(409, ['ClassCode']), run: (a) => a.privateClasses.cancel(code),
    }, 'conflict');
  });

  it('ProposeReschedule: the student who paid proposes a new time (added beyond the spec)', async () => {
    const code = DEMO.paidPrivateClass.code;
    const newTime = '2030-01-10T08:00:00Z';
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the student who paid proposes moving a private class', caller: 'student',
      request: { method: 'POST', path: '/ProposeReschedule', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code, NewDateTime: newTime, Message: 'Could we do later?' } },
      response: ok({ ...rescheduleProposal(code, 'Student', 'Pending'), Message: string('Could we do later?') }),
      run: (a) => a.privateClasses.proposeReschedule(code, newTime, 'Could we do later?'),
    });
    expect(result.Status).toBe('Pending');
  });

  it('ProposeReschedule: a new time less than an hour ahead is refused on NewDateTime (400)', async () => {
    const code = DEMO.paidPrivateClass.code;
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the tutor proposes moving a private class to a time in the past', caller: 'tutor',
      request: { method: 'POST', path: '/ProposeReschedule', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code, NewDateTime: '2020-01-01T10:00:00Z' } },
      response: failure(400, ['NewDateTime']), run: (a) => a.privateClasses.proposeReschedule(code, '2020-01-01T10:00:00Z'),
    }, 'validation');
  });

  it('AnswerReschedule: the tutor accepts the student’s proposal (added beyond the spec)', async () => {
    const code = DEMO.paidPrivateClass.code;
    const result = await verifyInteraction(pact, {
      state: `the demo student has proposed moving ${code} three hours later`, description: 'the tutor accepts a proposed new time', caller: 'tutor',
      request: { method: 'POST', path: '/AnswerReschedule', headers: { 'Content-Type': 'application/json' }, body: { ProposalID: 1, Accept: true } },
      response: ok(rescheduleProposal(code, 'Student', 'Accepted')),
      run: (a) => a.privateClasses.answerReschedule(1, true),
    });
    expect(result.Status).toBe('Accepted');
  });

  it('AnswerReschedule: the student declines the tutor’s proposal (added beyond the spec)', async () => {
    const code = DEMO.paidPrivateClass.code;
    const result = await verifyInteraction(pact, {
      state: `the tutor has proposed moving ${code} three hours later`, description: 'the student declines a proposed new time', caller: 'student',
      request: { method: 'POST', path: '/AnswerReschedule', headers: { 'Content-Type': 'application/json' }, body: { ProposalID: 1, Accept: false } },
      response: ok(rescheduleProposal(code, 'Tutor', 'Declined')),
      run: (a) => a.privateClasses.answerReschedule(1, false),
    });
    expect(result.Status).toBe('Declined');
  });

  it('AnswerReschedule: the side that proposed cannot answer it (403)', async () => {
    const code = DEMO.paidPrivateClass.code;
    await verifyFailure(pact, {
      state: `the demo student has proposed moving ${code} three hours later`, description: 'the student answers their own proposal', caller: 'student',
      request: { method: 'POST', path: '/AnswerReschedule', headers: { 'Content-Type': 'application/json' }, body: { ProposalID: 1, Accept: true } },
      response: failure(403), run: (a) => a.privateClasses.answerReschedule(1, true),
    }, 'forbidden');
  });

  it('GetPrivateClassByCode reads one class', async () => {
    const found = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'a student reads a private class by code', caller: 'student',
      request: { method: 'GET', path: '/GetPrivateClassByCode', query: { ClassCode: PC } },
      response: ok(privateClass()), run: (a) => a.privateClasses.getByCode(PC),
    });
    expect(found.ClassName).toBe('Algebra Basics');
  });

  it('GetPrivateClassByCode: unknown code (404)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a student reads an unknown private class', caller: 'student',
      request: { method: 'GET', path: '/GetPrivateClassByCode', query: { ClassCode: UNKNOWN } },
      response: failure(404), run: (a) => a.privateClasses.getByCode(UNKNOWN),
    }, 'not-found');
  });
});

describe('tutoring-backend: tutor courses and sessions', () => {
  it('GetTutorCourses lists the tutor’s courses', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor lists their courses', caller: 'tutor',
      request: { method: 'GET', path: '/GetTutorCourses' }, response: ok(page(groupCourse())), run: (a) => a.courses.listMine(),
    });
    expect(result.Items[0]?.CourseName).toBe('Spoken English');
  });

  it('GetTutorCourses names who paid for each course and what became of it (Bookings, added beyond the spec)', async () => {
    const result = await verifyInteraction(pact, {
      state: paid(DEMO.course.code), description: 'the tutor lists their courses with who paid for them', caller: 'tutor',
      request: { method: 'GET', path: '/GetTutorCourses', query: { Status: 'Open' } },
      response: ok(page({
        ...groupCourse(),
        Bookings: like([{ StudentID: string(DEMO.student.uid), StudentName: string('Ravi Kumar'), State: regex('^(Paid|NotPaid|Refunded|CancelledByTutor|CancelledByStudent|LeftCourse)$', 'Paid'), CurrencyType: regex('^(INR|USD|EUR|GBP|JPY)$', 'INR') }]),
      })),
      run: (a) => a.courses.listMine({ status: 'Open' }),
    });
    expect(result.Items[0]?.Bookings).toEqual([{ StudentID: DEMO.student.uid, StudentName: 'Ravi Kumar', State: 'Paid', CurrencyType: 'INR' }]);
  });

  it('SaveTutorCourse creates a course', async () => {
    const input = { CourseName: 'Grammar Bootcamp', Description: 'Four weeks of grammar.', TopicID: 2, Price: 1500, TransactionFees: 75, CurrencyType: 'INR' as const, Capacity: 12 };
    const saved = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor saves a new course', caller: 'tutor',
      request: { method: 'POST', path: '/SaveTutorCourse', headers: { 'Content-Type': 'application/json' }, body: input },
      response: ok({ ...groupCourse('GRammarB00tcamp1', 2100), CourseName: string(input.CourseName), SessionCount: integer(0), EnrolledCount: integer(0) }),
      run: (a) => a.courses.save(input),
    });
    expect(saved.SessionCount).toBe(0);
  });

  it('SaveTutorCourse refuses a bad capacity (400)', async () => {
    const input = { CourseName: 'Too big', TopicID: 2, Price: 1500, TransactionFees: 75, CurrencyType: 'INR' as const, Capacity: 5000 };
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the tutor saves a course with too many seats', caller: 'tutor',
      request: { method: 'POST', path: '/SaveTutorCourse', headers: { 'Content-Type': 'application/json' }, body: input },
      response: failure(400, ['Capacity']), run: (a) => a.courses.save(input),
    }, 'validation');
  });

  it('EditTutorCourse changes the given fields', async () => {
    const edited = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor edits a course description', caller: 'tutor',
      request: { method: 'POST', path: '/EditTutorCourse', headers: { 'Content-Type': 'application/json' }, body: { ClassID: DEMO.course.classId, Description: 'Now with role plays.' } },
      response: ok({ ...groupCourse(), Description: 'Now with role plays.' }),
      run: (a) => a.courses.edit({ ClassID: DEMO.course.classId, Description: 'Now with role plays.' }),
    });
    expect(edited.Description).toBe('Now with role plays.');
  });

  it('CancelCourse: the tutor cancels a paid course; each student who paid is refunded the sessions not yet held (added beyond the spec)', async () => {
    const code = DEMO.paidCourse.code;
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor cancels a paid course before its first session', caller: 'tutor',
      request: { method: 'POST', path: '/CancelCourse', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code, Reason: 'I am moving abroad.' } },
      response: ok({
        ClassCode: classCode(code),
        Status: 'Cancelled',
        CancelledAt: at('2026-08-30T10:00:00Z'),
        Reason: string('I am moving abroad.'),
        SessionsHeld: integer(0),
        SessionsTotal: integer(3),
        CurrencyType: regex('^(INR|USD|EUR|GBP|JPY)$', 'INR'),
        Refunds: eachLike({ StudentID: string(DEMO.student.uid), StudentName: string('Ravi Kumar'), RefundAmount: integer(1575), RefundID: regex('^rfnd_[A-Za-z0-9]+$', 'rfnd_Qdemo0000000002') }),
      }),
      run: (a) => a.courses.cancel(code, 'I am moving abroad.'),
    });
    expect(result.Refunds.length).toBeGreaterThan(0);
  });

  it('CancelCourse: a student is refused (403)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a student cancels a course', caller: 'student',
      request: { method: 'POST', path: '/CancelCourse', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: DEMO.paidCourse.code } },
      response: failure(403), run: (a) => a.courses.cancel(DEMO.paidCourse.code),
    }, 'forbidden');
  });

  it('CancelCourseSession: the tutor cancels one session of a paid course; each student who paid is refunded its share (added beyond the spec)', async () => {
    const sessionId = 3006; // the second of the paid course's three sessions
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor cancels one session of a paid course', caller: 'tutor',
      request: { method: 'POST', path: '/CancelCourseSession', headers: { 'Content-Type': 'application/json' }, body: { SessionID: sessionId, Reason: 'I am travelling that week.' } },
      response: ok({
        SessionID: integer(sessionId),
        ClassCode: classCode(DEMO.paidCourse.code),
        Status: 'Cancelled',
        CancelledAt: at('2026-08-30T10:00:00Z'),
        Reason: string('I am travelling that week.'),
        Rule: 'TutorCancelled',
        CurrencyType: regex('^(INR|USD|EUR|GBP|JPY)$', 'INR'),
        Refunds: eachLike({ StudentID: string(DEMO.student.uid), StudentName: string('Ravi Kumar'), RefundAmount: integer(525), RefundID: regex('^rfnd_[A-Za-z0-9]+$', 'rfnd_Qdemo0000000003') }),
      }),
      run: (a) => a.courses.cancelSession(sessionId, 'I am travelling that week.'),
    });
    expect(result.Refunds.length).toBeGreaterThan(0);
  });

  it('CancelCourseSession: a student is refused (403)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a student cancels a course session', caller: 'student',
      request: { method: 'POST', path: '/CancelCourseSession', headers: { 'Content-Type': 'application/json' }, body: { SessionID: 3006 } },
      response: failure(403), run: (a) => a.courses.cancelSession(3006),
    }, 'forbidden');
  });

  it('WithdrawFromCourse: the student who paid leaves; refunded the sessions still free to cancel (added beyond the spec)', async () => {
    const code = DEMO.paidCourse.code;
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the student who paid leaves a course before its first session', caller: 'student',
      request: { method: 'POST', path: '/WithdrawFromCourse', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code } },
      response: ok({
        ClassCode: classCode(code),
        WithdrawnAt: at('2026-08-30T10:00:00Z'),
        SessionsRefunded: integer(3),
        SessionsTotal: integer(3),
        RefundAmount: integer(1575),
        CurrencyType: regex('^(INR|USD|EUR|GBP|JPY)$', 'INR'),
        RefundID: regex('^rfnd_[A-Za-z0-9]+$', 'rfnd_Qdemo0000000004'),
      }),
      run: (a) => a.studentClasses.leaveCourse(code),
    });
    expect(result.SessionsTotal).toBe(3);
  });

  it('WithdrawFromCourse: a tutor is refused (403)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a tutor leaves a course', caller: 'tutor',
      request: { method: 'POST', path: '/WithdrawFromCourse', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: DEMO.paidCourse.code } },
      response: failure(403), run: (a) => a.studentClasses.leaveCourse(DEMO.paidCourse.code),
    }, 'forbidden');
  });

  it('EditTutorCourse: a student is refused (403)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a student edits a course', caller: 'student',
      request: { method: 'POST', path: '/EditTutorCourse', headers: { 'Content-Type': 'application/json' }, body: { ClassID: DEMO.course.classId, Capacity: 20 } },
      response: failure(403), run: (a) => a.courses.edit({ ClassID: DEMO.course.classId, Capacity: 20 }),
    }, 'forbidden');
  });

  it('GetCourseByCode reads one course with its sessions and the notice period in force (its checkout)', async () => {
    const course = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'a student reads a course by code', caller: 'student',
      request: { method: 'GET', path: '/GetCourseByCode', query: { ClassCode: GC } },
      response: ok({ ...groupCourse(), Sessions: eachLike(courseSession()), CancellationNoticeHours: integer(24) }),
      run: (a) => a.courses.getByCode(GC),
    });
    expect(course.Price).toBe(2000);
    expect(course.Sessions[0]).toMatchObject({ Title: 'Week 1: Introductions', Duration: 60 });
    expect(course.CancellationNoticeHours).toBe(24);
  });

  it('SaveTutorSessions adds sessions', async () => {
    const sessions = [{ Title: 'Week 5: Debates', StartDateTime: '2027-03-08T10:00:00Z', Duration: 60 }];
    const saved = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor adds a session to a course', caller: 'tutor',
      request: { method: 'POST', path: '/SaveTutorSessions', headers: { 'Content-Type': 'application/json' }, body: { ClassID: DEMO.course.classId, Sessions: sessions } },
      response: ok(eachLike({ ...courseSession(3100), Title: string('Week 5: Debates') })),
      run: (a) => a.courses.saveSessions(DEMO.course.classId, sessions),
    });
    expect(saved).toHaveLength(1);
  });

  it('SaveTutorSessions refuses an overlap (409)', async () => {
    const sessions = [{ Title: 'Clash', StartDateTime: '2027-03-08T10:00:00Z', Duration: 60 }, { Title: 'Clash again', StartDateTime: '2027-03-08T10:30:00Z', Duration: 60 }];
    const error = await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the tutor adds two overlapping sessions', caller: 'tutor',
      request: { method: 'POST', path: '/SaveTutorSessions', headers: { 'Content-Type': 'application/json' }, body: { ClassID: DEMO.course.classId, Sessions: sessions } },
      response: failure(409, ['Sessions.1.StartDateTime']), run: (a) => a.courses.saveSessions(DEMO.course.classId, sessions),
    }, 'conflict');
    expect(error.fieldErrors).toHaveLength(1);
  });

  it('EditTutorSession changes a session', async () => {
    const edited = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor renames a session', caller: 'tutor',
      request: { method: 'POST', path: '/EditTutorSession', headers: { 'Content-Type': 'application/json' }, body: { SessionID: DEMO.course.sessionIds[0], Title: 'Week 1: Hello' } },
      response: ok({ ...courseSession(), Title: 'Week 1: Hello' }),
      run: (a) => a.courses.editSession({ SessionID: DEMO.course.sessionIds[0]!, Title: 'Week 1: Hello' }),
    });
    expect(edited.Title).toBe('Week 1: Hello');
  });

  it('DeleteTutorSession deletes a session', async () => {
    const sessionId = DEMO.course.sessionIds[3]!;
    const deleted = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor deletes a scheduled session', caller: 'tutor',
      request: { method: 'POST', path: '/DeleteTutorSession', headers: { 'Content-Type': 'application/json' }, body: { SessionID: sessionId } },
      response: ok({ SessionID: sessionId, Deleted: true }), run: (a) => a.courses.deleteSession(sessionId),
    });
    expect(deleted.Deleted).toBe(true);
  });

  it('DeleteTutorSession: unknown session (404)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the tutor deletes an unknown session', caller: 'tutor',
      request: { method: 'POST', path: '/DeleteTutorSession', headers: { 'Content-Type': 'application/json' }, body: { SessionID: 999999 } },
      response: failure(404), run: (a) => a.courses.deleteSession(999999),
    }, 'not-found');
  });

  it('getTutorSessions lists a course’s sessions', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor lists the sessions of a course', caller: 'tutor',
      request: { method: 'GET', path: '/getTutorSessions', query: { ClassID: String(DEMO.course.classId) } },
      response: ok(page(courseSession())), run: (a) => a.courses.listSessions({ classId: DEMO.course.classId }),
    });
    expect(result.Items[0]?.ClassID).toBe(DEMO.course.classId);
  });
});

describe('tutoring-backend: student classes', () => {
  it('GetStudentPrivateClass lists booked classes', async () => {
    const result = await verifyInteraction(pact, {
      state: booked(PC), description: 'the student lists their private classes', caller: 'student',
      request: { method: 'GET', path: '/GetStudentPrivateClass' }, response: ok(page(studentPrivateClass())), run: (a) => a.studentClasses.listPrivateClasses(),
    });
    expect(result.Items[0]?.PaymentStatus).toBe('Unpaid');
  });

  it('GetStudentCourse lists booked courses', async () => {
    const result = await verifyInteraction(pact, {
      state: booked(GC), description: 'the student lists their courses', caller: 'student',
      request: { method: 'GET', path: '/GetStudentCourse' }, response: ok(page(studentCourse())), run: (a) => a.studentClasses.listCourses(),
    });
    expect(result.Items[0]?.ClassLink).toBe(GC);
  });

  it('GetStudentPrivateClass: a paid class carries what was paid and in what currency (AmountPaid, PaidCurrencyType; added beyond the spec)', async () => {
    const result = await verifyInteraction(pact, {
      state: paid(PC), description: 'the student lists their private classes after paying one', caller: 'student',
      request: { method: 'GET', path: '/GetStudentPrivateClass' },
      response: ok(page({
        ...studentPrivateClass(),
        Paid: boolean(true),
        PaymentStatus: regex('^(Unpaid|Paid|Failed|Refunded)$', 'Paid'),
        AmountPaid: integer(DEMO.privateClass.price + DEMO.privateClass.transactionFees),
        PaidCurrencyType: regex('^(INR|USD|EUR|GBP|JPY)$', 'INR'),
      })),
      run: (a) => a.studentClasses.listPrivateClasses(),
    });
    expect(result.Items[0]).toMatchObject({ Paid: true, AmountPaid: 525, PaidCurrencyType: 'INR' });
  });

  it('GetStudentCourse: a paid course carries what was paid and in what currency (AmountPaid, PaidCurrencyType; added beyond the spec)', async () => {
    const result = await verifyInteraction(pact, {
      state: paid(GC), description: 'the student lists their courses after paying one', caller: 'student',
      request: { method: 'GET', path: '/GetStudentCourse' },
      response: ok(page({
        ...studentCourse(),
        Paid: boolean(true),
        PaymentStatus: regex('^(Unpaid|Paid|Failed|Refunded)$', 'Paid'),
        AmountPaid: integer(DEMO.course.price + DEMO.course.transactionFees),
        PaidCurrencyType: regex('^(INR|USD|EUR|GBP|JPY)$', 'INR'),
      })),
      run: (a) => a.studentClasses.listCourses(),
    });
    expect(result.Items[0]).toMatchObject({ Paid: true, AmountPaid: 2100, PaidCurrencyType: 'INR' });
  });

  it('GetStudentSessions lists sessions of booked courses', async () => {
    const result = await verifyInteraction(pact, {
      state: booked(GC), description: 'the student lists the sessions of a booked course', caller: 'student',
      request: { method: 'GET', path: '/GetStudentSessions', query: { ClassID: String(DEMO.course.classId) } },
      response: ok(page(courseSession())), run: (a) => a.studentClasses.listSessions({ classId: DEMO.course.classId }),
    });
    expect(result.Total).toBeGreaterThan(0);
  });

  it('GetPrivateClassStatus reads the class status for the student', async () => {
    const status = await verifyInteraction(pact, {
      state: booked(PC), description: 'the student reads the status of a booked private class', caller: 'student',
      request: { method: 'GET', path: '/GetPrivateClassStatus', query: { ClassCode: PC } }, response: ok(statusDetails(PC, 'Scheduled')),
      run: (a) => a.studentClasses.getPrivateClassStatus(PC),
    });
    expect(status.Paid).toBe(false);
  });

  it('GetPrivateClassStatus: malformed code (400)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the student reads the status of a malformed class code', caller: 'student',
      request: { method: 'GET', path: '/GetPrivateClassStatus', query: { ClassCode: 'short' } }, response: failure(400, ['ClassCode']),
      run: (a) => a.studentClasses.getPrivateClassStatus('short'),
    }, 'validation');
  });

  it('GetCourseClassStatus reads the course status for the student', async () => {
    const status = await verifyInteraction(pact, {
      state: booked(GC), description: 'the student reads the status of a booked course', caller: 'student',
      request: { method: 'GET', path: '/GetCourseClassStatus', query: { ClassCode: GC } }, response: ok(statusDetails(GC, 'Open')),
      run: (a) => a.studentClasses.getCourseStatus(GC),
    });
    expect(status.Status).toBe('Open');
  });
});

describe('tutoring-backend: payments', () => {
  it('GetPrivateClassPaymentLink answers an order for the widget', async () => {
    const link = await verifyInteraction(pact, {
      state: booked(PC), description: 'the student asks for the payment link of a booked private class', caller: 'student',
      request: { method: 'POST', path: '/GetPrivateClassPaymentLink', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: PC } },
      response: { status: 200, headers: { 'Content-Type': 'application/json' }, body: { StatusCode: 200, Message: like('OK'), PrivateTutorPaymentLink: null, Data: order() } },
      run: (a) => a.payments.getPrivateClassPaymentLink(PC),
    });
    expect(link).toEqual({ kind: 'order', order: { id: 'order_demo00000001', amount: 52500, currency: 'INR' } });
  });

  it('GetPrivateClassPaymentLink answers a hosted page for a hosted class', async () => {
    const code = DEMO.hostedPrivateClass.code;
    const link = await verifyInteraction(pact, {
      state: booked(code), description: 'the student asks for the payment link of a hosted-payment private class', caller: 'student',
      request: { method: 'POST', path: '/GetPrivateClassPaymentLink', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code } },
      response: {
        status: 200, headers: { 'Content-Type': 'application/json' },
        body: { StatusCode: 200, Message: like('OK'), PrivateTutorPaymentLink: { PaymentURL: regex('^https?://.+', `http://localhost:3001/__provider/hosted/${code}`) }, Data: null },
      },
      run: (a) => a.payments.getPrivateClassPaymentLink(code),
    });
    expect(link.kind).toBe('hosted');
  });

  it('GetPrivateClassPaymentLink: already paid (409)', async () => {
    const code = DEMO.paidPrivateClass.code;
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the student asks for the payment link of a class they have already paid for', caller: 'student',
      request: { method: 'POST', path: '/GetPrivateClassPaymentLink', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code } },
      response: failure(409, ['ClassCode']), run: (a) => a.payments.getPrivateClassPaymentLink(code),
    }, 'conflict');
  });

  it('GetTutorClassPaymentLink answers an order for a course', async () => {
    const link = await verifyInteraction(pact, {
      state: booked(GC), description: 'the student asks for the payment link of a booked course', caller: 'student',
      request: { method: 'POST', path: '/GetTutorClassPaymentLink', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: GC } },
      response: { status: 200, headers: { 'Content-Type': 'application/json' }, body: { StatusCode: 200, Message: like('OK'), PrivateTutorPaymentLink: null, Data: { ...order(), amount: integer(210000) } } },
      run: (a) => a.payments.getCoursePaymentLink(GC),
    });
    expect(link.kind).toBe('order');
  });

  it('GetTutorClassPaymentLink answers a hosted payment form for a course paid by form (added beyond the spec)', async () => {
    const code = DEMO.hostedCourse.code;
    const link = await verifyInteraction(pact, {
      state: booked(code), description: 'the student asks for the payment link of a course whose provider page is opened by a form', caller: 'student',
      request: { method: 'POST', path: '/GetTutorClassPaymentLink', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code } },
      response: {
        status: 200, headers: { 'Content-Type': 'application/json' },
        body: {
          StatusCode: 200, Message: like('OK'), Data: null,
          PrivateTutorPaymentLink: {
            PaymentForm: {
              Action: regex('^https?://.+', 'http://localhost:5173/__provider/hosted/pay'),
              Method: 'POST',
              Fields: eachLike({ Name: like('order_id'), Value: like('order_demo00000001') }),
            },
          },
        },
      },
      run: (a) => a.payments.getCoursePaymentLink(code),
    });
    expect(link).toMatchObject({ kind: 'form', form: { method: 'post', fields: [{ name: 'order_id', value: 'order_demo00000001' }] } });
  });

  it('CreateOrder creates a provider order', async () => {
    const created = await verifyInteraction(pact, {
      state: booked(PC), description: 'the student creates an order for a booked private class', caller: 'student',
      request: { method: 'POST', path: '/CreateOrder', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: PC, Kind: 'PrivateClass' } },
      response: ok(order()), run: (a) => a.payments.createOrder(PC, 'PrivateClass'),
    });
    expect(created.amount).toBe(52500);
  });

  it('CreateOrder: a free class is not ordered at the provider (409)', async () => {
    await verifyFailure(pact, {
      state: freeClass(PC), description: 'the student creates an order for a free private class', caller: 'student',
      request: { method: 'POST', path: '/CreateOrder', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: PC, Kind: 'PrivateClass' } },
      response: failure(409, ['ClassCode']), run: (a) => a.payments.createOrder(PC, 'PrivateClass'),
    }, 'conflict');
  });

  it('CreateOrder: unknown class (404)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the student creates an order for an unknown class', caller: 'student',
      request: { method: 'POST', path: '/CreateOrder', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: UNKNOWN, Kind: 'PrivateClass' } },
      response: failure(404), run: (a) => a.payments.createOrder(UNKNOWN, 'PrivateClass'),
    }, 'not-found');
  });

  it('BookFreeClass books a free private class without the provider: a captured record of Amount 0', async () => {
    const record = await verifyInteraction(pact, {
      state: freeClass(PC), description: 'the student books a free private class', caller: 'student',
      request: { method: 'POST', path: '/BookFreeClass', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: PC, Kind: 'PrivateClass' } },
      response: ok({ ...paymentRecord(PC, 'PrivateClass', 'free_demo0000000001', 'captured'), PaymentID: regex('^free_[A-Za-z0-9]+$', 'free_demo0000000001'), Amount: 0, Price: 0, TransactionFees: 0 }),
      run: (a) => a.payments.bookFreeClass(PC, 'PrivateClass'),
    });
    expect(record).toMatchObject({ Status: 'captured', Amount: 0 });
  });

  it('BookFreeClass: a class that is not free (409)', async () => {
    await verifyFailure(pact, {
      state: booked(PC), description: 'the student books a private class that is not free', caller: 'student',
      request: { method: 'POST', path: '/BookFreeClass', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: PC, Kind: 'PrivateClass' } },
      response: failure(409, ['ClassCode']), run: (a) => a.payments.bookFreeClass(PC, 'PrivateClass'),
    }, 'conflict');
  });

  it('SavePrivateClassPaymentDetails records a signed payment the provider captured as captured', async () => {
    const { orderId, signature } = signedClaim('pay_contract000001');
    const record = await verifyInteraction(pact, {
      state: capturedAtProvider('pay_contract000001', 'the demo student', PC), description: 'the student saves a captured private class payment', caller: 'student',
      request: {
        method: 'POST', path: '/SavePrivateClassPaymentDetails', headers: { 'Content-Type': 'application/json' },
        body: { ClassCode: PC, PaymentID: 'pay_contract000001', OrderID: orderId, Signature: signature },
      },
      response: ok(paymentRecord(PC, 'PrivateClass', 'pay_contract000001', 'captured')),
      run: (a) => a.payments.savePrivateClassPayment({ classCode: PC, paymentId: 'pay_contract000001', orderId, signature }),
    });
    expect([record.PaymentID, record.Status]).toEqual(['pay_contract000001', 'captured']);
  });

  it('SavePrivateClassPaymentDetails refunds a capture for a class another student already paid', async () => {
    const { orderId, signature } = signedClaim('pay_contract000005');
    const record = await verifyInteraction(pact, {
      state: capturedAtProvider('pay_contract000005', 'the demo student', PC, true), description: 'the student saves a captured payment for a private class another student already paid', caller: 'student',
      request: {
        method: 'POST', path: '/SavePrivateClassPaymentDetails', headers: { 'Content-Type': 'application/json' },
        body: { ClassCode: PC, PaymentID: 'pay_contract000005', OrderID: orderId, Signature: signature },
      },
      response: ok({
        ...paymentRecord(PC, 'PrivateClass', 'pay_contract000005', 'refunded'),
        RefundID: regex('^rfnd_[A-Za-z0-9]+$', 'rfnd_contract00001'),
        RefundedAt: at('2026-05-01T09:00:01Z'),
        RefundReason: string('Another student had already paid for this private class.'),
      }),
      run: (a) => a.payments.savePrivateClassPayment({ classCode: PC, paymentId: 'pay_contract000005', orderId, signature }),
    });
    expect([record.Status, record.RefundReason]).toEqual(['refunded', 'Another student had already paid for this private class.']);
  });

  it('SavePrivateClassPaymentDetails records a failure the provider reported as failed', async () => {
    const record = await verifyInteraction(pact, {
      state: booked(PC), description: 'the student saves a failed private class payment', caller: 'student',
      request: {
        method: 'POST', path: '/SavePrivateClassPaymentDetails', headers: { 'Content-Type': 'application/json' },
        body: { ClassCode: PC, PaymentID: 'pay_contract000003', Status: 'failed', ErrorCode: 'BAD_REQUEST_ERROR', ErrorDescription: 'Declined by the bank.' },
      },
      response: ok({ ...paymentRecord(PC, 'PrivateClass', 'pay_contract000003', 'failed'), ErrorCode: 'BAD_REQUEST_ERROR' }),
      run: (a) =>
        a.payments.savePrivateClassPayment({ classCode: PC, paymentId: 'pay_contract000003', status: 'failed', errorCode: 'BAD_REQUEST_ERROR', errorDescription: 'Declined by the bank.' }),
    });
    expect(record.Status).toBe('failed');
  });

  it("SavePrivateClassPaymentDetails: another student's payment (403, nothing stored)", async () => {
    await verifyFailure(pact, {
      state: capturedAtProvider('pay_contract000004', 'another student', PC), description: "the student saves another student's payment", caller: 'student',
      request: { method: 'POST', path: '/SavePrivateClassPaymentDetails', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: PC, PaymentID: 'pay_contract000004' } },
      response: failure(403), run: (a) => a.payments.savePrivateClassPayment({ classCode: PC, paymentId: 'pay_contract000004' }),
    }, 'forbidden');
  });

  it('SavePrivateClassPaymentDetails: bad PaymentID (400)', async () => {
    await verifyFailure(pact, {
      state: booked(PC), description: 'the student saves a payment with an invalid PaymentID', caller: 'student',
      request: { method: 'POST', path: '/SavePrivateClassPaymentDetails', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: PC, PaymentID: 'not valid!' } },
      response: failure(400, ['PaymentID']), run: (a) => a.payments.savePrivateClassPayment({ classCode: PC, paymentId: 'not valid!' }),
    }, 'validation');
  });

  it('SaveGroupCoursePaymentDetails saves the payment', async () => {
    const { orderId, signature } = signedClaim('pay_contract000002');
    const record = await verifyInteraction(pact, {
      state: capturedAtProvider('pay_contract000002', 'the demo student', GC), description: 'the student saves a captured course payment', caller: 'student',
      request: {
        method: 'POST', path: '/SaveGroupCoursePaymentDetails', headers: { 'Content-Type': 'application/json' },
        body: { ClassCode: GC, PaymentID: 'pay_contract000002', OrderID: orderId, Signature: signature },
      },
      response: ok(paymentRecord(GC, 'GroupCourse', 'pay_contract000002', 'captured')),
      run: (a) => a.payments.saveCoursePayment({ classCode: GC, paymentId: 'pay_contract000002', orderId, signature }),
    });
    expect(record.Kind).toBe('GroupCourse');
  });

  it('GetPaymentHistory lists payments with totals', async () => {
    const history = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the student reads their payment history', caller: 'student',
      request: { method: 'GET', path: '/GetPaymentHistory' },
      response: ok({ ...page(paymentRecord(DEMO.paidPrivateClass.code, 'PrivateClass', 'pay_demo0000000002')), Totals: eachLike({ CurrencyType: 'INR', Amount: integer(525) }) }),
      run: (a) => a.payments.getPaymentHistory(),
    });
    expect(history.Totals[0]?.CurrencyType).toBe('INR');
  });
});

describe('tutoring-backend: users, tutors, topics', () => {
  it('GetUserProfile reads the caller’s profile', async () => {
    const profile = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor reads their profile', caller: 'tutor',
      request: { method: 'GET', path: '/GetUserProfile' }, response: ok(userProfile(DEMO.tutor.uid, 1)), run: (a) => a.profile.getMyProfile(),
    });
    expect(profile?.Role).toBe(1);
  });

  it('GetUserProfile: a student linked to the tutor they came through', async () => {
    const profile = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the demo student reads their profile with their tutor', caller: 'student',
      request: { method: 'GET', path: '/GetUserProfile' },
      response: ok({ ...userProfile(DEMO.student.uid, 2), TopicIDs: eachLike(integer(1)), SelectedTutorSlug: string(DEMO.tutor.slug) }),
      run: (a) => a.profile.getMyProfile(),
    });
    expect(profile?.SelectedTutorSlug).toBe(DEMO.tutor.slug);
  });

  it('GetUserProfile: not registered yet (404 → null)', async () => {
    const profile = await verifyInteraction(pact, {
      state: `the user ${DEMO.student.uid} has no profile`, description: 'a signed-up user without a profile reads it', caller: 'student',
      request: { method: 'GET', path: '/GetUserProfile' }, response: failure(404), run: (a) => a.profile.getMyProfile(),
    });
    expect(profile).toBeNull();
  });

  it('SaveAccountRole keeps the role chosen at sign-up with the new account', async () => {
    const kept = await verifyInteraction(pact, {
      state: `the user ${DEMO.student.uid} has no profile`, description: 'a user who just signed up to teach keeps the role', caller: 'student',
      request: { method: 'POST', path: '/SaveAccountRole', headers: { 'Content-Type': 'application/json' }, body: { Role: 1 } },
      response: ok({ Role: integer(1), Registered: boolean(false) }), run: (a) => a.profile.saveAccountRole(1),
    });
    expect(kept).toEqual({ Role: 1, Registered: false });
  });

  it('SaveAccountRole: the other role than the one chosen (409)', async () => {
    await verifyFailure(pact, {
      state: `the user ${DEMO.student.uid} chose to teach and has no profile`, description: 'a user who chose to teach tries to keep the student role', caller: 'student',
      request: { method: 'POST', path: '/SaveAccountRole', headers: { 'Content-Type': 'application/json' }, body: { Role: 2 } },
      response: failure(409, ['Role']), run: (a) => a.profile.saveAccountRole(2),
    }, 'conflict');
  });

  it('GetAccountRole: an unfinished registration reads the role chosen at sign-up', async () => {
    const role = await verifyInteraction(pact, {
      state: `the user ${DEMO.student.uid} chose to teach and has no profile`, description: 'a user who chose to teach and has not registered reads the role', caller: 'student',
      request: { method: 'GET', path: '/GetAccountRole' }, response: ok({ Role: integer(1), Registered: boolean(false) }), run: (a) => a.profile.getAccountRole(),
    });
    expect(role).toEqual({ Role: 1, Registered: false });
  });

  it('GetAccountRole: no role chosen (404 → null)', async () => {
    const role = await verifyInteraction(pact, {
      state: `the user ${DEMO.student.uid} has no profile`, description: 'a user who chose no role reads it', caller: 'student',
      request: { method: 'GET', path: '/GetAccountRole' }, response: failure(404), run: (a) => a.profile.getAccountRole(),
    });
    expect(role).toBeNull();
  });

  it('SaveUserProfile registers the caller', async () => {
    const input = { Role: 2 as const, FirstName: 'Sam', LastName: 'Student', Phone: '+919876543210', TimeZone: 'Asia/Kolkata', LangID: 1 };
    const saved = await verifyInteraction(pact, {
      state: `the user ${DEMO.student.uid} has no profile`, description: 'a signed-up student registers', caller: 'student',
      request: { method: 'POST', path: '/SaveUserProfile', headers: { 'Content-Type': 'application/json' }, body: input },
      response: ok({ ...userProfile(DEMO.student.uid, 2), Phone: '+919876543210' }), run: (a) => a.profile.saveMyProfile(input),
    });
    expect(saved.Phone).toBe('+919876543210');
  });

  it('SaveUserProfile: a registered tutor edits the profile and sets a photo, keeping what the screen does not show', async () => {
    const input = {
      Role: 1 as const, FirstName: 'Asha', LastName: 'Rao', Phone: '+919800000001', TimeZone: 'Europe/London', LangID: 2, Bio: 'Algebra, step by step.',
      TopicIDs: [1, 2], Slug: DEMO.tutor.slug, PhotoURL: 'https://files.demo.test/ProfilePhoto/new-photo.png', HourlyRate: 500, CurrencyType: 'INR' as const, Languages: ['en', 'hi'],
      CancellationNoticeHours: 48,
    };
    const saved = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the demo tutor saves an edited profile with a new photo', caller: 'tutor',
      request: { method: 'POST', path: '/SaveUserProfile', headers: { 'Content-Type': 'application/json' }, body: input },
      response: ok({
        ...userProfile(DEMO.tutor.uid, 1), TimeZone: string('Europe/London'), LangID: integer(2), Bio: string(input.Bio), Slug: string(DEMO.tutor.slug),
        PhotoURL: string(input.PhotoURL), HourlyRate: integer(500), CurrencyType: string('INR'), Languages: eachLike(string('en')), CancellationNoticeHours: integer(48),
      }),
      run: (a) => a.profile.saveMyProfile(input),
    });
    expect(saved).toMatchObject({ PhotoURL: input.PhotoURL, TimeZone: 'Europe/London', HourlyRate: 500 });
  });

  it('SaveUserProfile: a taken slug (409)', async () => {
    const input = { Role: 1 as const, FirstName: 'Sam', LastName: 'Student', Phone: '+919876543210', TimeZone: 'Asia/Kolkata', LangID: 1, Bio: 'I teach.', TopicIDs: [1], Slug: DEMO.tutor.slug };
    await verifyFailure(pact, {
      state: `the user ${DEMO.student.uid} has no profile`, description: 'a new tutor registers with a slug already taken', caller: 'student',
      request: { method: 'POST', path: '/SaveUserProfile', headers: { 'Content-Type': 'application/json' }, body: input },
      response: failure(409, ['Slug']), run: (a) => a.profile.saveMyProfile(input),
    }, 'conflict');
  });

  it('SaveUserProfile: a reserved slug, a first segment of the route table (400 on Slug)', async () => {
    const input = { Role: 1 as const, FirstName: 'Sam', LastName: 'Student', Phone: '+919876543210', TimeZone: 'Asia/Kolkata', LangID: 1, Bio: 'I teach.', TopicIDs: [1], Slug: 'messages' };
    const error = await verifyFailure(pact, {
      state: `the user ${DEMO.student.uid} has no profile`, description: 'a new tutor registers with the address of an app page', caller: 'student',
      request: { method: 'POST', path: '/SaveUserProfile', headers: { 'Content-Type': 'application/json' }, body: input },
      response: failure(400, ['Slug']), run: (a) => a.profile.saveMyProfile(input),
    }, 'validation');
    expect(error.fieldErrors[0]?.field).toBe('Slug');
  });

  it('GetAllTopics lists topics for a signed-out visitor', async () => {
    const topics = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'a visitor lists all topics', caller: 'anonymous',
      request: { method: 'GET', path: '/GetAllTopics', query: { Page: '1', PageSize: '100' } }, response: ok(page(topic())), run: (a) => a.topics.getAllTopics(),
    });
    expect(topics[0]?.TopicName).toBe('Mathematics');
  });

  it('SaveReview: a student who attended a class that is over reviews it (added beyond the spec)', async () => {
    const code = DEMO.paidPrivateClass.code;
    const saved = await verifyInteraction(pact, {
      state: attendedAndOver(code), description: 'the demo student reviews a class they attended', caller: 'student',
      request: { method: 'POST', path: '/SaveReview', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code, Rating: 5, Text: 'Clear and patient.' } },
      response: ok(review({ ClassCode: classCode(code), ClassName: string('Geometry Practice'), StudentName: string('Ravi K.'), Rating: integer(5), Text: string('Clear and patient.') })),
      run: (a) => a.reviews.save({ ClassCode: code, Rating: 5, Text: 'Clear and patient.' }),
    });
    expect(saved.Rating).toBe(5);
  });

  it('SaveReview: a student who did not attend is refused (403)', async () => {
    const code = DEMO.paidPrivateClass.code;
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the demo student reviews a class they did not attend', caller: 'student',
      request: { method: 'POST', path: '/SaveReview', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code, Rating: 5 } },
      response: failure(403), run: (a) => a.reviews.save({ ClassCode: code, Rating: 5 }),
    }, 'forbidden');
  });

  it('ReplyToReview: the tutor answers a review once (added beyond the spec)', async () => {
    const answered = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor answers a review', caller: 'tutor',
      request: { method: 'POST', path: '/ReplyToReview', headers: { 'Content-Type': 'application/json' }, body: { ReviewID: 1, Text: 'Thank you, Priya!' } },
      response: ok(review({ Reply: { Text: string('Thank you, Priya!'), RepliedAt: at('2026-03-03T10:00:00Z') } })),
      run: (a) => a.reviews.reply(1, 'Thank you, Priya!'),
    });
    expect(answered.Reply?.Text).toBe('Thank you, Priya!');
  });

  it('ReplyToReview: a student is refused (403)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a student answers a review', caller: 'student',
      request: { method: 'POST', path: '/ReplyToReview', headers: { 'Content-Type': 'application/json' }, body: { ReviewID: 1, Text: 'Hello' } },
      response: failure(403), run: (a) => a.reviews.reply(1, 'Hello'),
    }, 'forbidden');
  });

  it('GetTutorReviews: a visitor reads a tutor\'s reviews with the rating (added beyond the spec)', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'a visitor reads the demo tutor\'s reviews', caller: 'anonymous',
      request: { method: 'GET', path: '/GetTutorReviews', query: { Slug: DEMO.tutor.slug, Page: '1', PageSize: '5' } },
      // No ClassCode in what anyone reads (a private class's code would open its time).
      response: ok({ ...page((({ ClassCode: _code, ...rest }) => rest)(review())), Average: like(5), Count: integer(1) }),
      run: (a) => a.reviews.list(DEMO.tutor.slug, { page: 1, pageSize: 5 }),
    });
    expect(result.Count).toBeGreaterThan(0);
  });

  it('GetThreads: the tutor\'s threads with unread counts (added beyond the spec)', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor lists their message threads', caller: 'tutor',
      request: { method: 'GET', path: '/GetThreads', query: { Page: '1', PageSize: '20' } },
      response: ok({ ...page(thread({ LastMessage: message(), Unread: integer(1) })), UnreadTotal: integer(1) }),
      run: (a) => a.messages.threads({ page: 1, pageSize: 20 }),
    });
    expect(result.UnreadTotal).toBeGreaterThan(0);
  });

  it('GetThreadMessages: the student reads their thread with the tutor (added beyond the spec)', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the demo student reads their thread with the demo tutor', caller: 'student',
      request: { method: 'GET', path: '/GetThreadMessages', query: { With: DEMO.tutor.uid } },
      response: ok({ Thread: thread({ LastMessage: message() }), Items: eachLike(message()) }),
      run: (a) => a.messages.messages(DEMO.tutor.uid),
    });
    expect(result.Items.length).toBeGreaterThan(0);
  });

  it('GetThreadMessages: two students have no thread (404, as for an unknown id)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the demo student reads a thread with another student', caller: 'student',
      request: { method: 'GET', path: '/GetThreadMessages', query: { With: 'student-priya-shah' } },
      response: failure(404), run: (a) => a.messages.messages('student-priya-shah'),
    }, 'not-found');
  });

  it('GetUnreadCount: what the navigation polls (added beyond the spec)', async () => {
    const unread = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor asks how many messages are unread', caller: 'tutor',
      request: { method: 'GET', path: '/GetUnreadCount' }, response: ok({ Unread: integer(1) }),
      run: (a) => a.messages.unreadCount(),
    });
    expect(unread).toBeGreaterThan(0);
  });

  it('SendMessage: the tutor answers the student (added beyond the spec)', async () => {
    const sent = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor sends the demo student a message', caller: 'tutor',
      request: { method: 'POST', path: '/SendMessage', headers: { 'Content-Type': 'application/json' }, body: { To: DEMO.student.uid, Text: 'Yes, circle theorems first.' } },
      response: ok(message({ MessageID: integer(2), SenderID: string(DEMO.tutor.uid), SenderRole: regex('^(Tutor|Student)$', 'Tutor'), SenderName: string('Asha Rao'), Text: string('Yes, circle theorems first.') })),
      run: (a) => a.messages.send(DEMO.student.uid, 'Yes, circle theorems first.'),
    });
    expect(sent.SenderRole).toBe('Tutor');
  });

  it('SendMessage: a tutor cannot write first to a student who never booked them (403)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the tutor writes first to a student who never booked them', caller: 'tutor',
      request: { method: 'POST', path: '/SendMessage', headers: { 'Content-Type': 'application/json' }, body: { To: 'student-tom-baker', Text: 'Hello' } },
      response: failure(403), run: (a) => a.messages.send('student-tom-baker', 'Hello'),
    }, 'forbidden');
  });

  it('MarkThreadRead: the tutor reads the thread (added beyond the spec)', async () => {
    const read = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor marks the thread with the demo student read', caller: 'tutor',
      request: { method: 'POST', path: '/MarkThreadRead', headers: { 'Content-Type': 'application/json' }, body: { With: DEMO.student.uid } },
      response: ok(thread({ LastMessage: message() })), run: (a) => a.messages.markRead(DEMO.student.uid),
    });
    expect(read.Unread).toBe(0);
  });

  it('BlockStudent: the tutor blocks a student who wrote to them (added beyond the spec)', async () => {
    const blocked = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor blocks the demo student', caller: 'tutor',
      request: { method: 'POST', path: '/BlockStudent', headers: { 'Content-Type': 'application/json' }, body: { StudentID: DEMO.student.uid, Blocked: true } },
      response: ok(thread({ LastMessage: message(), Unread: integer(1), Blocked: boolean(true) })), run: (a) => a.messages.block(DEMO.student.uid, true),
    });
    expect(blocked.Blocked).toBe(true);
  });

  it('SaveClassChat: the tutor saves the chat of a class that is over to its page (added beyond the spec)', async () => {
    const code = DEMO.paidPrivateClass.code;
    const Messages = [
      { SenderName: 'Asha Rao', FromTutor: true, SentAt: '2026-03-01T10:02:00Z', Text: 'Welcome! Open the practice sheet.' },
      { SenderName: 'Ravi Kumar', FromTutor: false, SentAt: '2026-03-01T10:05:00Z', Text: 'Page 42, exercise 3 please.' },
    ];
    const saved = await verifyInteraction(pact, {
      state: attendedAndOver(code), description: 'the tutor saves the chat of a class the demo student attended', caller: 'tutor',
      request: { method: 'POST', path: '/SaveClassChat', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code, Messages } },
      response: ok(classChat(code, { Messages: [chatMessage(), chatMessage({ SenderName: string('Ravi Kumar'), FromTutor: boolean(false), SentAt: at('2026-03-01T10:05:00Z'), Text: string('Page 42, exercise 3 please.') })] })),
      run: (a) => a.classChat.save({ ClassCode: code, Messages }),
    });
    expect(saved.SessionID).toBeNull();
    expect(saved.Messages.map((m) => m.Text)).toEqual(Messages.map((m) => m.Text));
  });

  it('SaveClassChat: a student is refused (403)', async () => {
    const code = DEMO.paidPrivateClass.code;
    const Messages = [{ SenderName: 'Ravi Kumar', FromTutor: false, SentAt: '2026-03-01T10:05:00Z', Text: 'Page 42, exercise 3 please.' }];
    await verifyFailure(pact, {
      state: attendedAndOver(code), description: 'the demo student saves the chat of a class they attended', caller: 'student',
      request: { method: 'POST', path: '/SaveClassChat', headers: { 'Content-Type': 'application/json' }, body: { ClassCode: code, Messages } },
      response: failure(403), run: (a) => a.classChat.save({ ClassCode: code, Messages }),
    }, 'forbidden');
  });

  it('GetClassChat: a student who paid reads the chat the tutor saved (added beyond the spec)', async () => {
    const code = DEMO.paidPrivateClass.code;
    const chats = await verifyInteraction(pact, {
      state: chatSaved(code), description: 'the demo student reads the saved chat of a class they attended', caller: 'student',
      request: { method: 'GET', path: '/GetClassChat', query: { ClassCode: code } },
      response: ok({ Chats: eachLike(classChat(code)) }),
      run: (a) => a.classChat.chats(code),
    });
    expect(chats[0]?.Messages.length).toBeGreaterThan(0);
  });

  it('GetClassChat: a student who did not pay gets the 404 of an unknown class', async () => {
    const code = DEMO.paidPrivateClass.code;
    await verifyFailure(pact, {
      state: chatSaved(code), description: 'another student reads the saved chat of a class they did not pay for', caller: 'otherStudent',
      request: { method: 'GET', path: '/GetClassChat', query: { ClassCode: code } },
      response: failure(404), run: (a) => a.classChat.chats(code),
    }, 'not-found');
  });

  it('SearchTutors finds tutors', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'a visitor searches tutors by topic, cheapest first', caller: 'anonymous',
      request: { method: 'GET', path: '/SearchTutors', query: { TopicID: '1', Sort: 'PriceAsc' } }, response: ok(page(tutorSummary())),
      run: (a) => a.tutorDirectory.search({ topicId: 1, sort: 'PriceAsc' }),
    });
    expect(result.Items[0]?.Slug).toBe('demo-tutor');
  });

  it('SearchTutors names when the tutor’s next open class starts', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'a visitor searches for the demo tutor, who has classes open for booking', caller: 'anonymous',
      request: { method: 'GET', path: '/SearchTutors', query: { Query: 'asha' } },
      response: ok(page({ ...tutorSummary(), NextClassAt: at('2026-12-01T10:00:00Z') })),
      run: (a) => a.tutorDirectory.search({ query: 'asha' }),
    });
    expect(Date.parse(result.Items[0]?.NextClassAt ?? '')).not.toBeNaN();
  });

  it('SearchTutors says how many open group courses a tutor has (added beyond the spec)', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'a crawler lists the tutors by name, the demo tutor with open courses', caller: 'anonymous',
      request: { method: 'GET', path: '/SearchTutors', query: { Query: 'asha', Sort: 'NameAsc', Page: '1', PageSize: '100' } },
      response: ok(page({ ...tutorSummary(), OpenCourseCount: integer(2) })),
      run: (a) => a.tutorDirectory.search({ query: 'asha', sort: 'NameAsc', page: 1, pageSize: 100 }),
    });
    expect(result.Items[0]?.OpenCourseCount).toBeGreaterThan(0);
  });

  it('ListPublicTutors lists the tutors with a public page for the sitemap, 5,000 a page, each with when its page changed (added beyond the spec)', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'a crawler lists the tutors with a public page, signed out', caller: 'anonymous',
      request: { method: 'GET', path: '/ListPublicTutors', query: { Page: '1', PageSize: '5000' } },
      response: ok({ ...page({ Slug: regex('^[a-z0-9]+(-[a-z0-9]+)*$', DEMO.tutor.slug), OpenCourseCount: integer(2), UpdatedAt: at('2026-01-10T09:00:00Z') }), PageSize: integer(5000) }),
      run: (a) => a.tutorDirectory.listPublic({ page: 1, pageSize: 5000 }),
    });
    expect(result.Items.length).toBeGreaterThan(0);
    expect(result.Items.every((tutor) => /^[a-z0-9-]+$/.test(tutor.Slug))).toBe(true);
    // The sitemap's <lastmod>: a time for every tutor.
    expect(result.Items.every((tutor) => !Number.isNaN(Date.parse(tutor.UpdatedAt)))).toBe(true);
  });

  it('SearchTutors filters by rate within one currency', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'a visitor searches tutors by rate in rupees', caller: 'anonymous',
      request: { method: 'GET', path: '/SearchTutors', query: { MinPrice: '100', MaxPrice: '1000', CurrencyType: 'INR' } },
      // Every tutor found charges in the currency asked for (a regex, since eachLike would otherwise match any string).
      response: ok(page({ ...tutorSummary(), HourlyRate: integer(500), CurrencyType: regex('^INR$', 'INR') })),
      run: (a) => a.tutorDirectory.search({ minPrice: 100, maxPrice: 1000, currencyType: 'INR' }),
    });
    expect(result.Items.every((tutor) => tutor.CurrencyType === 'INR')).toBe(true);
  });

  it('SearchTutors: a rate range with no currency (400)', async () => {
    const error = await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a visitor searches tutors by rate with no currency', caller: 'anonymous',
      request: { method: 'GET', path: '/SearchTutors', query: { MinPrice: '100' } }, response: failure(400, ['CurrencyType']),
      run: (a) => a.tutorDirectory.search({ minPrice: 100 }),
    }, 'validation');
    expect(error.fieldErrors[0]?.field).toBe('CurrencyType');
  });

  it('SearchTutors with no match answers an empty page', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'a visitor searches tutors with no match', caller: 'anonymous',
      request: { method: 'GET', path: '/SearchTutors', query: { Query: 'zzzzzz' } }, response: ok(emptyPage()),
      run: (a) => a.tutorDirectory.search({ query: 'zzzzzz' }),
    });
    expect(result.Items).toEqual([]);
  });

  it('SearchTutors finds the tutors free at the times a student wants, in the student\'s zone (added beyond the spec)', async () => {
    const result = await verifyInteraction(pact, {
      state: PUBLISHED_HOURS, description: 'a student searches tutors free on Monday or Wednesday mornings in Kolkata', caller: 'student',
      request: { method: 'GET', path: '/SearchTutors', query: { FreeDays: '1,3', FreeFrom: '09:00', FreeTo: '12:00', TimeZone: 'Asia/Kolkata' } },
      // The demo tutor's hours (08:00–20:00 Kolkata every day) cover it, and her card says when she is next open.
      response: ok(page({ ...tutorSummary(), NextOpenAt: at('2027-03-01T03:30:00Z') })),
      run: (a) => a.tutorDirectory.search({ freeDays: [1, 3], freeFrom: '09:00', freeTo: '12:00', timeZone: 'Asia/Kolkata' }),
    });
    expect(result.Items[0]?.Slug).toBe(DEMO.tutor.slug);
    expect(Date.parse(result.Items[0]?.NextOpenAt ?? '')).not.toBeNaN();
  });

  it('SearchTutors: nobody is free at a time across midnight outside every tutor\'s hours', async () => {
    const result = await verifyInteraction(pact, {
      state: PUBLISHED_HOURS, description: 'a student searches tutors free on Monday nights from 22:00 to 06:00 in Kolkata', caller: 'student',
      request: { method: 'GET', path: '/SearchTutors', query: { FreeDays: '1', FreeFrom: '22:00', FreeTo: '06:00', TimeZone: 'Asia/Kolkata' } },
      response: ok(emptyPage()),
      run: (a) => a.tutorDirectory.search({ freeDays: [1], freeFrom: '22:00', freeTo: '06:00', timeZone: 'Asia/Kolkata' }),
    });
    expect(result.Items).toEqual([]);
  });

  it('GetTutorPublicProfile reads a public page with courses', async () => {
    const profile = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'a visitor opens the demo tutor’s public page', caller: 'anonymous',
      request: { method: 'GET', path: '/GetTutorPublicProfile', query: { Slug: DEMO.tutor.slug, IncludeCourses: 'true' } },
      response: ok({ Tutor: tutorSummary(), UpcomingPrivateClasses: eachLike(privateClass()), Courses: eachLike({ ...groupCourse(), Sessions: eachLike(courseSession()) }) }),
      run: (a) => a.tutorDirectory.getPublicProfile(DEMO.tutor.slug, { includeCourses: true }),
    });
    expect(profile.Courses?.[0]?.Sessions.length).toBeGreaterThan(0);
  });

  it('GetTutorPublicProfile: unknown slug (404)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a visitor opens an unknown public page', caller: 'anonymous',
      request: { method: 'GET', path: '/GetTutorPublicProfile', query: { Slug: 'no-such-tutor' } }, response: failure(404),
      run: (a) => a.tutorDirectory.getPublicProfile('no-such-tutor'),
    }, 'not-found');
  });

  it('GetTutorPublicProfile for the page server, with its key and the visitor’s address (added beyond the spec)', async () => {
    const pageServer = { key: PAGE_SERVER_KEY_EXAMPLE, visitorAddress: '203.0.113.7' };
    const profile = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the page server renders the demo tutor’s public page for a visitor, with its key', caller: 'anonymous', pageServer,
      request: {
        method: 'GET', path: '/GetTutorPublicProfile', query: { Slug: DEMO.tutor.slug },
        headers: { 'X-Page-Server-Key': PAGE_SERVER_KEY_EXAMPLE, 'X-Visitor-Address': regex('^[0-9a-fA-F.:]{2,45}$', pageServer.visitorAddress) },
      },
      response: ok({ Tutor: tutorSummary(), UpcomingPrivateClasses: eachLike(privateClass()) }),
      run: (a) => a.tutorDirectory.getPublicProfile(DEMO.tutor.slug),
    });
    expect(profile.Tutor.Slug).toBe(DEMO.tutor.slug);
  });

  it('GetTutorPublicProfile: the page server with a wrong key (401; added beyond the spec)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the page server renders a tutor page with a key the backend does not hold', caller: 'anonymous',
      pageServer: { key: 'not-the-page-server-key', visitorAddress: '203.0.113.7' },
      request: {
        method: 'GET', path: '/GetTutorPublicProfile', query: { Slug: DEMO.tutor.slug },
        headers: { 'X-Page-Server-Key': 'not-the-page-server-key', 'X-Visitor-Address': '203.0.113.7' },
      },
      response: failure(401), run: (a) => a.tutorDirectory.getPublicProfile(DEMO.tutor.slug),
    }, 'unauthorised');
  });

  it('ListPublicTutors for the page server’s sitemap, with its key and the crawler’s address (added beyond the spec)', async () => {
    const pageServer = { key: PAGE_SERVER_KEY_EXAMPLE, visitorAddress: '2001:db8::7' };
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the page server lists the tutors for a crawler’s sitemap, with its key', caller: 'anonymous', pageServer,
      request: {
        method: 'GET', path: '/ListPublicTutors', query: { Page: '1', PageSize: '5000' },
        headers: { 'X-Page-Server-Key': PAGE_SERVER_KEY_EXAMPLE, 'X-Visitor-Address': regex('^[0-9a-fA-F.:]{2,45}$', pageServer.visitorAddress) },
      },
      response: ok({ ...page({ Slug: regex('^[a-z0-9]+(-[a-z0-9]+)*$', DEMO.tutor.slug), OpenCourseCount: integer(2), UpdatedAt: at('2026-01-10T09:00:00Z') }), PageSize: integer(5000) }),
      run: (a) => a.tutorDirectory.listPublic({ page: 1, pageSize: 5000 }),
    });
    expect(result.Items.length).toBeGreaterThan(0);
  });

  it('GetStudentsList lists the tutor’s students', async () => {
    const result = await verifyInteraction(pact, {
      state: booked(PC), description: 'the tutor lists the students of a class', caller: 'tutor',
      request: { method: 'GET', path: '/GetStudentsList', query: { ClassCode: PC } }, response: ok(page(studentListEntry())),
      run: (a) => a.studentList.list({ classCode: PC }),
    });
    expect(result.Items[0]?.StudentID).toBe(DEMO.student.uid);
  });

  it('GetStudentsList: a booking the tutor cancelled reads CancelledByTutor with the refund and its date (added beyond the spec)', async () => {
    const code = DEMO.paidPrivateClass.code;
    const result = await verifyInteraction(pact, {
      state: tutorCancelledPaid(code), description: 'the tutor lists the students of a class they cancelled after it was paid', caller: 'tutor',
      request: { method: 'GET', path: '/GetStudentsList', query: { ClassCode: code } },
      response: ok(page({
        ...studentListEntry(),
        ClassID: integer(DEMO.paidPrivateClass.classId),
        ClassCode: classCode(code),
        BookingState: regex('^CancelledByTutor$', 'CancelledByTutor'),
        RefundAmount: integer(525),
        RefundedAt: at('2026-05-01T09:00:00Z'),
      })),
      run: (a) => a.studentList.list({ classCode: code }),
    });
    // CurrencyType is the payment's: the refund is in it.
    expect(result.Items[0]).toMatchObject({ BookingState: 'CancelledByTutor', RefundAmount: 525, Paid: false, CurrencyType: 'INR' });
  });

  it('GetStudentsList refuses a student (403)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a student lists students', caller: 'student',
      request: { method: 'GET', path: '/GetStudentsList' }, response: failure(403), run: (a) => a.studentList.list(),
    }, 'forbidden');
  });
});

describe('tutoring-backend: availability (added beyond the spec)', () => {
  const hours = {
    TimeZone: 'Asia/Kolkata',
    CurrencyType: 'INR' as const,
    Weekly: [{ Day: 1, From: '09:00', To: '12:00' }, { Day: 3, From: '16:00', To: '20:00' }],
    Overrides: [{ Date: '2027-12-25', Ranges: [] }],
    Lengths: [{ Minutes: 60, Price: 800, TransactionFees: 40 }],
    BufferMinutes: 10,
    MinNoticeHours: 12,
    HorizonDays: 84,
    Trial: { Minutes: 30, Price: 200, TransactionFees: 10 },
  };
  const timeOfDay = (value: string) => regex('^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$', value);

  it('GetAvailability: a tutor who never saved reads a starting point', async () => {
    const state = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor reads their bookable hours before saving any', caller: 'tutor',
      request: { method: 'GET', path: '/GetAvailability' },
      response: ok({
        Availability: {
          TimeZone: string('Asia/Kolkata'), CurrencyType: string('INR'), Weekly: [], Overrides: [],
          Lengths: eachLike({ Minutes: integer(60), Price: integer(800), TransactionFees: integer(0) }),
          BufferMinutes: integer(0), MinNoticeHours: integer(12), HorizonDays: integer(84), Trial: null,
        },
        UpdatedAt: null,
      }),
      run: (a) => a.availability.get(),
    });
    expect(state.UpdatedAt).toBeNull();
    expect(state.Availability.Weekly).toEqual([]);
  });

  it('GetAvailability: a tutor reads the hours they published', async () => {
    const state = await verifyInteraction(pact, {
      state: PUBLISHED_HOURS, description: 'the tutor reads the bookable hours they published', caller: 'tutor',
      request: { method: 'GET', path: '/GetAvailability' },
      response: ok({
        Availability: {
          TimeZone: string('Asia/Kolkata'), CurrencyType: string('INR'),
          Weekly: eachLike({ Day: integer(1), From: timeOfDay('08:00'), To: timeOfDay('20:00') }), Overrides: [],
          Lengths: eachLike({ Minutes: integer(60), Price: integer(800), TransactionFees: integer(40) }),
          BufferMinutes: integer(0), MinNoticeHours: integer(0), HorizonDays: integer(84),
          Trial: { Minutes: integer(30), Price: integer(200), TransactionFees: integer(10) },
        },
        UpdatedAt: at('2027-02-20T10:00:00Z'),
      }),
      run: (a) => a.availability.get(),
    });
    expect(state.Availability.Trial?.Minutes).toBe(30);
  });

  it('SaveAvailability saves the tutor\'s hours', async () => {
    const saved = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor saves their bookable hours', caller: 'tutor',
      request: { method: 'POST', path: '/SaveAvailability', headers: { 'Content-Type': 'application/json' }, body: hours },
      response: ok({ Availability: hours, UpdatedAt: at('2027-02-20T10:00:00Z') }),
      run: (a) => a.availability.save(hours),
    });
    expect(saved.Availability.Weekly).toHaveLength(2);
  });

  it('SaveAvailability: ranges that overlap and a range that ends before it starts (400)', async () => {
    const bad = { ...hours, Weekly: [{ Day: 1, From: '09:00', To: '12:00' }, { Day: 1, From: '11:00', To: '13:00' }, { Day: 2, From: '10:00', To: '09:00' }] };
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the tutor saves bookable hours that overlap', caller: 'tutor',
      request: { method: 'POST', path: '/SaveAvailability', headers: { 'Content-Type': 'application/json' }, body: bad },
      response: failure(400, ['Weekly[1].From', 'Weekly[2].To']), run: (a) => a.availability.save(bad),
    }, 'validation');
  });

  it('SaveAvailability refuses a student (403)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a student saves bookable hours', caller: 'student',
      request: { method: 'POST', path: '/SaveAvailability', headers: { 'Content-Type': 'application/json' }, body: hours },
      response: failure(403), run: (a) => a.availability.save(hours),
    }, 'forbidden');
  });

  it('GetOpenSlots: a visitor reads a week of a tutor\'s open slots, with the lesson\'s price', async () => {
    const from = '2027-03-01T00:00:00Z';
    const to = '2027-03-08T00:00:00Z';
    const slots = await verifyInteraction(pact, {
      state: PUBLISHED_HOURS, description: 'a visitor reads a week of the demo tutor\'s open hour-long slots', caller: 'anonymous',
      request: {
        method: 'GET', path: '/GetOpenSlots',
        query: { Slug: DEMO.tutor.slug, From: fromProviderState('${From}', from), To: fromProviderState('${To}', to), Minutes: '60' },
      },
      response: ok({
        Slug: DEMO.tutor.slug, TimeZone: string('Asia/Kolkata'), Minutes: 60, Price: integer(800), TransactionFees: integer(40),
        CurrencyType: string('INR'), Trial: false, Slots: eachLike(at('2027-03-01T02:30:00Z')), NextOpenAt: at('2027-02-20T02:30:00Z'),
        // Every lesson the tutor offers (the trial first), whatever length was asked.
        Lessons: eachLike({ Minutes: integer(30), Price: integer(200), TransactionFees: integer(10), CurrencyType: string('INR'), Trial: boolean(true) }),
      }),
      run: (a) => a.availability.openSlots({ slug: DEMO.tutor.slug, from, to, minutes: 60 }),
    });
    expect(slots.Slots.length).toBeGreaterThan(0);
    expect(slots.Price).toBe(800);
    expect(slots.Lessons[0]).toMatchObject({ Minutes: 30, Trial: true });
  });

  it('GetOpenSlots: a length the tutor does not offer (400)', async () => {
    const from = '2027-03-01T00:00:00Z';
    const to = '2027-03-08T00:00:00Z';
    await verifyFailure(pact, {
      state: PUBLISHED_HOURS, description: 'a visitor asks the demo tutor\'s open slots of a length not offered', caller: 'anonymous',
      request: { method: 'GET', path: '/GetOpenSlots', query: { Slug: DEMO.tutor.slug, From: from, To: to, Minutes: '45' } },
      response: failure(400, ['Minutes']), run: (a) => a.availability.openSlots({ slug: DEMO.tutor.slug, from, to, minutes: 45 }),
    }, 'validation');
  });

  it('HoldSlot: a student holds one of the tutor\'s open slots for checkout', async () => {
    const start = '2027-03-01T04:00:00Z';
    const held = await verifyInteraction(pact, {
      state: PUBLISHED_HOURS, description: 'the student holds an open hour-long slot of the demo tutor', caller: 'student',
      request: { method: 'POST', path: '/HoldSlot', headers: { 'Content-Type': 'application/json' }, body: { Slug: DEMO.tutor.slug, Start: fromProviderState('${Slot}', start), Minutes: 60 } },
      response: ok({ ...privateClass(), ClassName: string('60-minute lesson with Asha Rao'), Duration: 60, Price: integer(800), TransactionFees: integer(40), DateTime: at(start), HeldUntil: at('2027-02-28T10:10:00Z') }),
      run: (a) => a.availability.hold({ slug: DEMO.tutor.slug, start, minutes: 60 }),
    });
    expect(held.HeldUntil).toBeDefined();
    expect(held.Duration).toBe(60);
  });

  it('HoldSlot: a time that is not an open slot (409)', async () => {
    const start = '2027-03-01T04:10:00Z';
    await verifyFailure(pact, {
      state: PUBLISHED_HOURS, description: 'the student holds a time off the demo tutor\'s half-hour grid', caller: 'student',
      request: { method: 'POST', path: '/HoldSlot', headers: { 'Content-Type': 'application/json' }, body: { Slug: DEMO.tutor.slug, Start: start, Minutes: 60 } },
      response: failure(409, ['Start']), run: (a) => a.availability.hold({ slug: DEMO.tutor.slug, start, minutes: 60 }),
    }, 'conflict');
  });

  it('GetOpenSlots: an unknown tutor (404)', async () => {
    const from = '2027-03-01T00:00:00Z';
    const to = '2027-03-08T00:00:00Z';
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a visitor asks the open slots of an unknown tutor', caller: 'anonymous',
      request: { method: 'GET', path: '/GetOpenSlots', query: { Slug: 'no-such-tutor', From: from, To: to } },
      response: failure(404), run: (a) => a.availability.openSlots({ slug: 'no-such-tutor', from, to }),
    }, 'not-found');
  });
});

describe('tutoring-backend: the push channel (added beyond the spec, issue 41)', () => {
  const pact = newPact('tutoring-backend');
  const SSE = { 'Content-Type': regex('^text/event-stream', 'text/event-stream') };

  it('StreamEvents: the student catches up once after their last event, and nothing happened since', async () => {
    const caughtUp = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the demo student asks once for events after event 0, and there are none', caller: 'student',
      request: { method: 'GET', path: '/StreamEvents', query: { Once: 'true' }, headers: { 'Last-Event-ID': '0' } },
      response: { status: 200, headers: SSE, body: 'retry: 1000\n\n' },
      run: (a) => a.eventStream.catchUp(0),
    });
    expect(caughtUp).toEqual({ events: [], reset: null });
  });

  it('StreamEvents: a message the tutor sent is pushed to the student as message.sent, with the message', async () => {
    // Exact: the provider state sends it at a fixed instant (2026-03-01T10:00:00Z), on a fresh store (EventID 1).
    // The student's event carries their notification of it (the notification centre's first, NotificationID 1).
    const sent = '{"MessageID":2,"ThreadID":"demo-tutor-uid~demo-student-uid","SenderID":"demo-tutor-uid","SenderRole":"Tutor","SenderName":"Asha Rao","Text":"Yes, circle theorems first.","SentAt":"2026-03-01T10:00:00Z"}';
    const body = `retry: 1000\n\nid: 1\nevent: message.sent\ndata: {"EventID":1,"Type":"message.sent","At":"2026-03-01T10:00:00Z","Message":${sent},"Notification":{"NotificationID":1,"Type":"message.sent","At":"2026-03-01T10:00:00Z","ReadAt":null,"Message":${sent}}}\n\n`;
    const caughtUp = await verifyInteraction(pact, {
      state: 'the demo tutor has sent the demo student a message', description: 'the demo student asks once for events after event 0, and the tutor has written', caller: 'student',
      request: { method: 'GET', path: '/StreamEvents', query: { Once: 'true' }, headers: { 'Last-Event-ID': '0' } },
      response: { status: 200, headers: SSE, body },
      run: (a) => a.eventStream.catchUp(0),
    });
    expect(caughtUp.events).toEqual([expect.objectContaining({ EventID: 1, Type: 'message.sent', Message: expect.objectContaining({ Text: 'Yes, circle theorems first.' }), Notification: expect.objectContaining({ NotificationID: 1, ReadAt: null }) })]);
  });

  it('GetNotifications: the student’s notification centre, newest first, with the unread total (added beyond the spec)', async () => {
    const centre = await verifyInteraction(pact, {
      state: 'the demo tutor has sent the demo student a message', description: 'the demo student reads their notifications', caller: 'student',
      request: { method: 'GET', path: '/GetNotifications', query: { Page: '1', PageSize: '20' } },
      response: ok({
        ...page({ NotificationID: integer(1), Type: regex('^[a-z]+\\.[a-z]+$', 'message.sent'), At: at('2026-03-01T10:00:00Z'), ReadAt: null, Message: message({ SenderID: string(DEMO.tutor.uid), SenderRole: regex('^(Tutor|Student)$', 'Tutor'), SenderName: string('Asha Rao') }) }),
        UnreadTotal: integer(1),
      }),
      run: (a) => a.notifications.list({ page: 1, pageSize: 20 }),
    });
    expect(centre.UnreadTotal).toBeGreaterThan(0);
    expect(centre.Items[0]).toMatchObject({ Type: 'message.sent', ReadAt: null });
  });

  it('GetNotifications: nothing yet (added beyond the spec)', async () => {
    const centre = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the demo tutor reads their notifications, and there are none', caller: 'tutor',
      request: { method: 'GET', path: '/GetNotifications', query: { Page: '1', PageSize: '20' } },
      response: ok({ ...emptyPage(), UnreadTotal: integer(0) }),
      run: (a) => a.notifications.list({ page: 1, pageSize: 20 }),
    });
    expect(centre).toMatchObject({ Items: [], UnreadTotal: 0 });
  });

  it('MarkNotificationsRead: the student marks all read; their other tabs are told (added beyond the spec)', async () => {
    const read = await verifyInteraction(pact, {
      state: 'the demo tutor has sent the demo student a message', description: 'the demo student marks all their notifications read', caller: 'student',
      request: { method: 'POST', path: '/MarkNotificationsRead', headers: { 'Content-Type': 'application/json' }, body: { All: true } },
      response: ok({ NotificationIDs: eachLike(integer(1)), UnreadTotal: integer(0) }),
      run: (a) => a.notifications.markRead({ all: true }),
    });
    expect(read).toEqual({ NotificationIDs: [1], UnreadTotal: 0 });
  });

  it('MarkNotificationsRead: another user’s id is ignored, nothing marked (added beyond the spec)', async () => {
    const read = await verifyInteraction(pact, {
      state: 'the demo tutor has sent the demo student a message', description: 'the demo tutor marks the student’s notification read', caller: 'tutor',
      request: { method: 'POST', path: '/MarkNotificationsRead', headers: { 'Content-Type': 'application/json' }, body: { NotificationIDs: [1] } },
      response: ok({ NotificationIDs: [], UnreadTotal: integer(0) }),
      run: (a) => a.notifications.markRead({ ids: [1] }),
    });
    expect(read.NotificationIDs).toEqual([]);
  });

  it('MarkNotificationsRead: no ids (400)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the demo student marks nothing read', caller: 'student',
      request: { method: 'POST', path: '/MarkNotificationsRead', headers: { 'Content-Type': 'application/json' }, body: { NotificationIDs: [] } },
      response: failure(400, ['NotificationIDs']), run: (a) => a.notifications.markRead({ ids: [] }),
    }, 'validation');
  });

  it('StreamEvents: signed out, no stream (401)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a visitor asks for the event stream', caller: 'anonymous',
      request: { method: 'GET', path: '/StreamEvents', query: { Once: 'true' } },
      response: failure(401), run: (a) => a.eventStream.catchUp(0),
    }, 'unauthorised');
  });
});

describe('tutoring-backend: calendar feeds (added beyond the spec)', () => {
  const feedUrl = regex('^https?://.+/CalendarFeed\\?Token=[A-Za-z0-9]{32}$', 'http://localhost:5173/api/CalendarFeed?Token=Q3vX9kLmP2rT8wYz4bNc6dFh1jGs5aEu');

  it('GetCalendarFeed: off until the user starts one', async () => {
    const feed = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the student reads their calendar feed before starting one', caller: 'student',
      request: { method: 'GET', path: '/GetCalendarFeed' }, response: ok({ Enabled: false }), run: (a) => a.calendarFeed.get(),
    });
    expect(feed.Enabled).toBe(false);
  });

  it('ResetCalendarFeed: a new private address', async () => {
    const feed = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the student starts their calendar feed', caller: 'student',
      request: { method: 'POST', path: '/ResetCalendarFeed' }, response: ok({ Enabled: true, FeedURL: feedUrl }), run: (a) => a.calendarFeed.reset(),
    });
    expect(feed.FeedURL).toMatch(/Token=/);
  });

  it('RevokeCalendarFeed: the address stops working', async () => {
    const feed = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor turns their calendar feed off', caller: 'tutor',
      request: { method: 'POST', path: '/RevokeCalendarFeed' }, response: ok({ Enabled: false }), run: (a) => a.calendarFeed.revoke(),
    });
    expect(feed.Enabled).toBe(false);
  });
});

describe('tutoring-backend: email settings (added beyond the spec, issue 41)', () => {
  it('GetEmailPreferences: every mail until the user chooses, cancellations and refunds always', async () => {
    const settings = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the student reads their email settings', caller: 'student',
      request: { method: 'GET', path: '/GetEmailPreferences' },
      response: ok({ BookingConfirmations: true, Reminders: true, CancellationsAndRefunds: true }),
      run: (a) => a.emailPreferences.get(),
    });
    expect(settings).toEqual({ BookingConfirmations: true, Reminders: true, CancellationsAndRefunds: true });
  });

  it('SaveEmailPreferences: reminders off, confirmations on', async () => {
    const choice = { BookingConfirmations: true, Reminders: false };
    const settings = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor switches their reminder emails off', caller: 'tutor',
      request: { method: 'POST', path: '/SaveEmailPreferences', headers: { 'Content-Type': 'application/json' }, body: choice },
      response: ok({ BookingConfirmations: true, Reminders: false, CancellationsAndRefunds: true }),
      run: (a) => a.emailPreferences.save(choice),
    });
    expect(settings.Reminders).toBe(false);
  });

  it('GetEmailPreferences: signed out, nothing (401)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a visitor asks for email settings', caller: 'anonymous',
      request: { method: 'GET', path: '/GetEmailPreferences' },
      response: failure(401), run: (a) => a.emailPreferences.get(),
    }, 'unauthorised');
  });
});

describe('tutoring-backend: earnings', () => {
  it('GetEarningsSummary reads balances', async () => {
    const summary = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor reads their earnings', caller: 'tutor',
      request: { method: 'GET', path: '/GetEarningsSummary' },
      response: ok({ Balances: eachLike({ CurrencyType: 'INR', Earned: integer(2500), Withdrawn: integer(0), PendingWithdrawals: integer(0), Available: integer(2500), FeesExcluded: integer(125) }) }),
      run: (a) => a.earnings.getSummary(),
    });
    expect(summary.Balances[0]?.Available).toBe(2500);
  });

  it('GetBankAccounts lists bank accounts', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor lists their bank accounts', caller: 'tutor',
      request: { method: 'GET', path: '/GetBankAccounts' }, response: ok(page(bankAccount())), run: (a) => a.earnings.listBankAccounts(),
    });
    expect(result.Items[0]?.AccountLast4).toMatch(/^\d{4}$/);
  });

  it('SaveBankAccount adds an account', async () => {
    const input = { HolderName: 'Asha Rao', AccountNumber: '123456789012', ConfirmAccountNumber: '123456789012', IFSC: 'HDFC0001234', BankName: 'HDFC Bank' };
    const saved = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor adds a bank account', caller: 'tutor',
      request: { method: 'POST', path: '/SaveBankAccount', headers: { 'Content-Type': 'application/json' }, body: input },
      response: ok({ ...bankAccount(), IFSC: 'HDFC0001234', BankName: string('HDFC Bank') }), run: (a) => a.earnings.saveBankAccount(input),
    });
    expect(saved.IFSC).toBe('HDFC0001234');
  });

  it('SaveBankAccount: numbers that do not match (400)', async () => {
    const input = { HolderName: 'Asha Rao', AccountNumber: '123456789012', ConfirmAccountNumber: '123456789013', IFSC: 'HDFC0001234', BankName: 'HDFC Bank' };
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the tutor adds a bank account with mismatched numbers', caller: 'tutor',
      request: { method: 'POST', path: '/SaveBankAccount', headers: { 'Content-Type': 'application/json' }, body: input },
      response: failure(400, ['ConfirmAccountNumber']), run: (a) => a.earnings.saveBankAccount(input),
    }, 'validation');
  });

  it('GetWithdrawals lists withdrawals', async () => {
    const result = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor lists their withdrawals', caller: 'tutor',
      request: { method: 'GET', path: '/GetWithdrawals' }, response: ok(emptyPage()), run: (a) => a.earnings.listWithdrawals(),
    });
    expect(result.Total).toBe(0);
  });

  it('RequestWithdrawal over the balance (409)', async () => {
    const input = { BankAccountID: 1, Amount: 9_000_000, CurrencyType: 'INR' as const };
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the tutor requests a withdrawal above the available balance', caller: 'tutor',
      request: { method: 'POST', path: '/RequestWithdrawal', headers: { 'Content-Type': 'application/json' }, body: input },
      response: failure(409, ['Amount']), run: (a) => a.earnings.requestWithdrawal(input),
    }, 'conflict');
  });

  it('RequestWithdrawal to an unknown account (404)', async () => {
    const input = { BankAccountID: 999999, Amount: 100, CurrencyType: 'INR' as const };
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'the tutor requests a withdrawal to an unknown bank account', caller: 'tutor',
      request: { method: 'POST', path: '/RequestWithdrawal', headers: { 'Content-Type': 'application/json' }, body: input },
      response: failure(404), run: (a) => a.earnings.requestWithdrawal(input),
    }, 'not-found');
  });
  it('RequestWithdrawal requests a payout to a saved account', async () => {
    const input = { BankAccountID: 1, Amount: 100, CurrencyType: 'INR' as const };
    const requested = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor requests a withdrawal within the available balance', caller: 'tutor',
      request: { method: 'POST', path: '/RequestWithdrawal', headers: { 'Content-Type': 'application/json' }, body: input },
      response: ok({ ...withdrawal(), Amount: 100 }), run: (a) => a.earnings.requestWithdrawal(input),
    });
    expect(requested.Amount).toBe(100);
  });
});

describe('tutoring-backend: instant classes and classroom', () => {
  it('StartInstantClass starts a class', async () => {
    const started = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor starts an instant class', caller: 'tutor',
      request: { method: 'POST', path: '/StartInstantClass', headers: { 'Content-Type': 'application/json' }, body: { Title: 'Exam doubts' } },
      response: ok({ ...instantClass('ICstart000000001'), Title: 'Exam doubts' }), run: (a) => a.instantClasses.start('Exam doubts'),
    });
    expect(started.Status).toBe('Live');
  });

  it('StartInstantClass refuses a student (403)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a student starts an instant class', caller: 'student',
      request: { method: 'POST', path: '/StartInstantClass', headers: { 'Content-Type': 'application/json' }, body: { Title: 'Exam doubts' } },
      response: failure(403), run: (a) => a.instantClasses.start('Exam doubts'),
    }, 'forbidden');
  });

  it('GetInstantClass reads an instant class', async () => {
    const found = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'a visitor reads the demo instant class', caller: 'anonymous',
      request: { method: 'GET', path: '/GetInstantClass', query: { ClassCode: DEMO.instantClass.code } }, response: ok(instantClass()),
      run: (a) => a.instantClasses.get(DEMO.instantClass.code),
    });
    expect(found.ClassCode).toBe(DEMO.instantClass.code);
  });

  it('GetTutorInstantClasses lists the tutor’s own Live instant classes (added beyond the spec)', async () => {
    const mine = await verifyInteraction(pact, {
      state: DEMO_DATA, description: 'the tutor lists their instant classes', caller: 'tutor',
      request: { method: 'GET', path: '/GetTutorInstantClasses' }, response: ok(eachLike(instantClass())),
      run: (a) => a.instantClasses.mine(),
    });
    expect(mine[0]?.ClassCode).toBe(DEMO.instantClass.code);
  });

  it('GetTutorInstantClasses refuses a student (403)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a student lists instant classes', caller: 'student',
      request: { method: 'GET', path: '/GetTutorInstantClasses' }, response: failure(403), run: (a) => a.instantClasses.mine(),
    }, 'forbidden');
  });

  it('GetClassRoster lists who may join', async () => {
    const roster = await verifyInteraction(pact, {
      state: booked(PC), description: 'the tutor reads the roster of a booked private class', caller: 'tutor',
      request: { method: 'GET', path: '/GetClassRoster', query: { ClassCode: PC } }, response: ok(page(rosterEntry())),
      run: (a) => a.roster.getRoster(PC),
    });
    expect(roster.Items[0]?.Role).toBe(1);
  });

  it('GetClassRoster: not in the class (403)', async () => {
    await verifyFailure(pact, {
      state: DEMO_DATA, description: 'a student reads the roster of a class they have not booked', caller: 'student',
      request: { method: 'GET', path: '/GetClassRoster', query: { ClassCode: DEMO.openPrivateClass.code } }, response: failure(403),
      run: (a) => a.roster.getRoster(DEMO.openPrivateClass.code),
    }, 'forbidden');
  });
});

void at;
void classCode;

describe('tutoring-backend: file upload', () => {
  const pixelPath = path.resolve(__dirname, '../fixtures/pixel.png');

  it('FileUpload stores an image (Purpose in the query, the file as the one multipart part)', async () => {
    pact
      .given(DEMO_DATA)
      .uponReceiving('the tutor uploads a profile photo')
      .withRequestMultipartFileUpload({ method: 'POST', path: '/FileUpload', query: { Purpose: 'ProfilePhoto' }, headers: headers('tutor') }, 'image/png', pixelPath, 'file', 'TutoringPactBoundary01')
      .willRespondWith(ok({ FileURL: regex('^https?://.+', 'http://localhost:3001/files/ProfilePhoto/1-pixel.png'), Purpose: 'ProfilePhoto', ContentType: 'image/png', Size: integer(70) }));
    const uploaded = await pact.executeTest((server) => {
      const file = new Blob([readFileSync(pixelPath)], { type: 'image/png' });
      return adaptersFor(server.url, 'tutor').fileUpload.upload({ file, fileName: 'pixel.png', purpose: 'ProfilePhoto' });
    });
    expect(uploaded?.ContentType).toBe('image/png');
  });

  it('FileUpload: the quota is used up (429 with Retry-After and the words on file; added beyond the spec)', async () => {
    pact
      .given('the demo tutor has uploaded 20 images in the last hour')
      .uponReceiving('the tutor uploads a 21st image within 24 hours')
      .withRequestMultipartFileUpload({ method: 'POST', path: '/FileUpload', query: { Purpose: 'ProfilePhoto' }, headers: headers('tutor') }, 'image/png', pixelPath, 'file', 'TutoringPactBoundary01')
      .willRespondWith({ ...failure(429, ['file']), headers: { ...JSON_HEADERS, 'Retry-After': regex('^[0-9]+$', '82800') } });
    const error = await pact.executeTest(async (server) => {
      const file = new Blob([readFileSync(pixelPath)], { type: 'image/png' });
      try {
        await adaptersFor(server.url, 'tutor').fileUpload.upload({ file, fileName: 'pixel.png', purpose: 'ProfilePhoto' });
      } catch (caught) {
        return caught as { kind?: string; fieldErrors?: { field: string }[] };
      }
      return null;
    });
    expect([error?.kind, error?.fieldErrors?.[0]?.field]).toEqual(['rate-limited', 'file']);
  });
});
