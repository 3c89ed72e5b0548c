import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/contract/records';
import { ROLE } from '../../../src/domain/constants';
import { changesNotifications, classCardAnchor, PREVIEW_CHARS, refreshGroupsOf, summarize } from '../../../src/domain/notifications';
import { isNotable } from '../../../src/domain/notification-rules';

// What a notification says (its topic and facts) and where it leads, for each reader; which pushes the bell and the
// screens react to.

const privateClass = { Kind: 'PrivateClass', ClassID: 1003, ClassCode: 'PCdemo0000000003', Title: 'Algebra basics', StartsAt: '2026-05-03T10:00:00Z' } as const;
const course = { Kind: 'GroupCourse', ClassID: 2002, SessionID: 3005, SessionTitle: 'Week 2', ClassCode: 'GCdemo0000000002', Title: 'Spoken English', StartsAt: '2026-05-04T10:00:00Z' } as const;
const base = { NotificationID: 7, At: '2026-05-01T09:00:00Z', ReadAt: null, TutorID: 't', TutorName: 'Asha Rao', StudentID: 's', StudentName: 'Ravi Kumar' };
const n = (facts: Partial<Notification> & Pick<Notification, 'Type'>): Notification => ({ ...base, ...facts }) as Notification;

describe('summarize', () => {
  it('a paid booking: the tutor reads who booked and lands on the class card; the student reads it confirmed, on their class page', () => {
    const paid = n({ Type: 'booking.paid', Class: privateClass, Amount: 525, CurrencyType: 'INR' });
    expect(summarize(paid, ROLE.TUTOR)).toMatchObject({
      id: 7,
      topic: 'booked',
      person: 'Ravi Kumar',
      title: 'Algebra basics',
      startsAt: '2026-05-03T10:00:00Z',
      money: { amount: 525, currency: 'INR' },
      link: `/tutor-dashboard#${classCardAnchor('PCdemo0000000003')}`,
      unread: true,
    });
    expect(summarize(paid, ROLE.STUDENT)).toMatchObject({ topic: 'booking-confirmed', person: 'Asha Rao', link: '/student-private-class/PCdemo0000000003' });
  });

  it('a free booking shows no money', () => {
    expect(summarize(n({ Type: 'booking.paid', Class: privateClass, Amount: 0, CurrencyType: 'INR' }), ROLE.TUTOR).money).toBeNull();
  });

  it('a course session: "Course · Session", the tutor to its sessions, the student to the course', () => {
    const cancelled = n({ Type: 'class.cancelled', Class: course, By: 'Tutor' });
    expect(summarize(cancelled, ROLE.STUDENT)).toMatchObject({ topic: 'cancelled', title: 'Spoken English · Week 2', byOther: true, link: '/student-course-class/GCdemo0000000002' });
    expect(summarize(cancelled, ROLE.TUTOR)).toMatchObject({ byOther: false, link: '/course-class/managesession/2002' });
  });

  it('a cancellation by the student is the other side’s for the tutor, not for the student', () => {
    const cancelled = n({ Type: 'class.cancelled', Class: privateClass, By: 'Student' });
    expect(summarize(cancelled, ROLE.TUTOR).byOther).toBe(true);
    expect(summarize(cancelled, ROLE.STUDENT).byOther).toBe(false);
  });

  it('a refund leads the student to their payments', () => {
    expect(summarize(n({ Type: 'refund.issued', Class: privateClass, Amount: 525, CurrencyType: 'INR', RefundID: 'rfnd_1' }), ROLE.STUDENT)).toMatchObject({ topic: 'refund', money: { amount: 525, currency: 'INR' }, link: '/student-payment-history' });
  });

  it('a proposal shows the new time; an answer says accepted or declined', () => {
    expect(summarize(n({ Type: 'reschedule.proposed', Class: privateClass, ProposalID: 3, NewDateTime: '2026-05-05T10:00:00Z', By: 'Tutor' }), ROLE.STUDENT)).toMatchObject({ topic: 'reschedule-proposed', startsAt: '2026-05-05T10:00:00Z', link: '/student-private-class/PCdemo0000000003' });
    expect(summarize(n({ Type: 'reschedule.answered', Class: privateClass, ProposalID: 3, Accepted: true }), ROLE.TUTOR).topic).toBe('reschedule-accepted');
    expect(summarize(n({ Type: 'class.moved', Class: privateClass, NewDateTime: '2030-03-05T10:00:00Z', TutorName: 'Asha Rao' }), ROLE.STUDENT)).toMatchObject({ topic: 'moved', person: 'Asha Rao', startsAt: '2030-03-05T10:00:00Z' });
    expect(summarize(n({ Type: 'reschedule.answered', Class: privateClass, ProposalID: 3, Accepted: false }), ROLE.TUTOR).topic).toBe('reschedule-declined');
  });

  it('a review leads the tutor to their reviews; the reply leads the student to the class', () => {
    expect(summarize(n({ Type: 'review.posted', Class: privateClass, ReviewID: 4, Rating: 5 }), ROLE.TUTOR)).toMatchObject({ topic: 'review', rating: 5, link: '/tutor-dashboard#reviews-panel-title' });
    expect(summarize(n({ Type: 'review.posted', Class: privateClass, ReviewID: 4, Rating: 5, Replied: true }), ROLE.STUDENT)).toMatchObject({ topic: 'review-reply', link: '/student-private-class/PCdemo0000000003' });
  });

  it('a message: from its sender, to the thread, its first words only; read once ReadAt is set', () => {
    const long = 'word '.repeat(40);
    const message = n({
      Type: 'message.sent',
      ReadAt: '2026-05-01T10:00:00Z',
      Message: { MessageID: 1, ThreadID: 'x', SenderID: 'tutor-demo', SenderRole: 'Tutor', SenderName: 'Asha Rao', Text: long, SentAt: '2026-05-01T09:00:00Z' },
    });
    const summary = summarize(message, ROLE.STUDENT);
    expect(summary).toMatchObject({ topic: 'message', person: 'Asha Rao', link: '/messages/tutor-demo', unread: false });
    expect(summary.preview!.length).toBe(PREVIEW_CHARS);
    expect(summary.preview!.endsWith('…')).toBe(true);
  });

  it('a class starting soon leads to the class', () => {
    expect(summarize(n({ Type: 'class.starting', Class: privateClass }), ROLE.STUDENT)).toMatchObject({ topic: 'starting', link: '/student-private-class/PCdemo0000000003' });
  });
});

describe('which pushes matter', () => {
  it('the bell: a notification carried, one read elsewhere, a reset; not a bare event', () => {
    expect(changesNotifications({ Type: 'booking.paid', Notification: {} })).toBe(true);
    expect(changesNotifications({ Type: 'notification.read' })).toBe(true);
    expect(changesNotifications({ Type: 'reset' })).toBe(true);
    expect(changesNotifications({ Type: 'message.sent' })).toBe(false);
  });

  it('the screens: classes on bookings, cancellations and new times; payments on money; reviews on reviews; nothing on a message', () => {
    expect(refreshGroupsOf('booking.paid')).toEqual(['classes', 'payments']);
    expect(refreshGroupsOf('reschedule.answered')).toEqual(['classes']);
    expect(refreshGroupsOf('refund.issued')).toContain('payments');
    expect(refreshGroupsOf('review.posted')).toContain('reviews');
    expect(refreshGroupsOf('message.sent')).toEqual([]);
    expect(refreshGroupsOf('notification.read')).toEqual([]);
  });

  it('the backend notifies every event but notification.read', () => {
    expect(isNotable('class.starting')).toBe(true);
    expect(isNotable('message.sent')).toBe(true);
    expect(isNotable('notification.read')).toBe(false);
  });
});
