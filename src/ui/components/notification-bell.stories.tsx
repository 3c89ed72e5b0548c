// The notification centre's bell (notification-bell.tsx), in the header's navigation: closed with none and with some
// unread, and open with entries of every kind (unread ones marked), with nothing yet, and when the read failed. The
// entries come from a fake Notifications use case (story-services.tsx), summarized by the domain as in the app.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOTIFICATIONS } from '../../application/tokens';
import type { NotificationCentre } from '../../application/notifications';
import type { Notification } from '../../contract/records';
import { ROLE } from '../../domain/constants';
import { summarize } from '../../domain/notifications';
import { bind, fakes, storyAt, withServices } from './story-services';
import NotificationBell from './notification-bell';

const meta: Meta = { title: 'Shared/NotificationBell', parameters: { layout: 'padded' } };
export default meta;
type Story = StoryObj;

const geometry = { Kind: 'PrivateClass', ClassID: 1002, ClassCode: 'PCdemo0000000002', Title: 'Geometry Practice', StartsAt: storyAt(48 * 60) } as const;
const english = { Kind: 'GroupCourse', ClassID: 2002, SessionID: 3005, SessionTitle: 'Week 2: Small talk', ClassCode: 'GCdemo0000000002', Title: 'Spoken English', StartsAt: storyAt(72 * 60) } as const;
const people = { TutorID: 'demo-tutor-uid', TutorName: 'Asha Rao', StudentID: 'demo-student-uid', StudentName: 'Ravi Kumar' };
const entry = (id: number, minutesAgo: number, read: boolean, facts: Partial<Notification> & Pick<Notification, 'Type'>): Notification =>
  ({ NotificationID: id, At: storyAt(-minutesAgo), ReadAt: read ? storyAt(-1) : null, ...people, ...facts }) as Notification;

const forStudent: Notification[] = [
  entry(6, 2, false, { Type: 'class.cancelled', Class: geometry, By: 'Tutor' }),
  entry(5, 2, false, { Type: 'refund.issued', Class: geometry, Amount: 525, CurrencyType: 'INR', RefundID: 'rfnd_1' }),
  entry(4, 40, false, { Type: 'reschedule.proposed', Class: geometry, ProposalID: 1, NewDateTime: storyAt(50 * 60), By: 'Tutor' }),
  entry(3, 90, true, { Type: 'class.cancelled', Class: english, By: 'Tutor' }),
  entry(2, 60 * 26, true, { Type: 'review.posted', Class: geometry, ReviewID: 1, Rating: 5, Replied: true }),
  entry(1, 60 * 30, true, {
    Type: 'message.sent',
    Message: { MessageID: 2, ThreadID: 'demo-tutor-uid~demo-student-uid', SenderID: 'demo-tutor-uid', SenderRole: 'Tutor', SenderName: 'Asha Rao', Text: 'Yes, circle theorems first. Bring the worksheet from last week, and we will start with the inscribed angle theorem.', SentAt: storyAt(-60 * 30) },
  }),
];
const centre = (items: Notification[]): NotificationCentre => ({ items: items.map((n) => summarize(n, ROLE.STUDENT)), unread: items.filter((n) => n.ReadAt === null).length });

const inNav = (open: boolean) => () => (
  <nav aria-label="Your areas">
    <NotificationBell role={ROLE.STUDENT} defaultOpen={open} />
  </nav>
);

export const NoneUnread: Story = { name: 'Closed, none unread', decorators: [withServices(bind(NOTIFICATIONS, fakes.notifications(centre([]))))], render: inNav(false) };
export const ThreeUnread: Story = { name: 'Closed, three unread', decorators: [withServices(bind(NOTIFICATIONS, fakes.notifications(centre(forStudent))))], render: inNav(false) };
export const OpenWithEntries: Story = { name: 'Open, unread and read entries', decorators: [withServices(bind(NOTIFICATIONS, fakes.notifications(centre(forStudent))))], render: inNav(true) };
export const OpenEmpty: Story = { name: 'Open, nothing yet', decorators: [withServices(bind(NOTIFICATIONS, fakes.notifications(centre([]))))], render: inNav(true) };
export const OpenFailed: Story = { name: 'Open, could not be loaded', decorators: [withServices(bind(NOTIFICATIONS, fakes.notifications(null)))], render: inNav(true) };
