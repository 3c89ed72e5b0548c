// The catalogue's services (stories only; nothing in the app imports this): a container of small fakes, so a shared
// component that reads the clock, the scheduler or a use case renders in a story as on a page, with no backend. The
// screens' component tests use the real container over the in-process mock (tests/component/backend.ts); a story
// needs only what its component asks for, and says what that answers.
import type { Decorator } from '@storybook/react-vite';
import { Container } from 'inversify';
import { MemoryRouter } from 'react-router-dom';
import { LIVE_UPDATES, PAYMENT_CONFIRMATIONS, SESSION_SERVICE } from '../../application/tokens';
import type { Messages } from '../../application/messages';
import type { NotificationCentre, Notifications } from '../../application/notifications';
import type { Uploads } from '../../application/uploads';
import { CLOCK } from '../../ports/clock';
import { SCHEDULER } from '../../ports/scheduler';
import type { Token } from '../../ports/token';
import { ContainerProvider } from './container-context';

/** The catalogue's fixed now: Monday 2 March 2026, 11:30 AM in Asia/Kolkata (the visual test's instant). */
export const STORY_NOW = Date.parse('2026-03-02T06:00:00.000Z');
/** The zone the stories' dates read in. */
export const STORY_ZONE = 'Asia/Kolkata';
/** An instant `minutes` after the catalogue's now, as the backend writes it. */
export const storyAt = (minutes: number) => new Date(STORY_NOW + minutes * 60_000).toISOString();

type Binding = [Token<unknown>, unknown];
/** A binding of a story's fake: `bind(UPLOADS, { image: … })`, only the members the component calls. */
export const bind = <T,>(token: Token<T>, fake: Partial<T>): Binding => [token as Token<unknown>, fake];

function storyContainer(bindings: Binding[]): Container {
  const container = new Container();
  // What every read and every phase asks for: the fixed clock, a scheduler that never fires (the story stays as drawn),
  // a signed-out session and no payment confirmations (server-state follows both).
  container.bind(CLOCK).toConstantValue({ now: () => new Date(STORY_NOW) });
  container.bind(SCHEDULER).toConstantValue({ every: () => () => undefined, after: () => () => undefined });
  container.bind(SESSION_SERVICE).toConstantValue({
    session: () => ({ status: 'signed-out' }),
    subscribeSession: () => () => undefined,
    // The profile's time zone (useProfileTimeZone): the stories' zone.
    subscribeRole: () => () => undefined,
    storedTimeZone: () => STORY_ZONE,
    ensureProfile: () => undefined,
  } as never);
  // No push channel in the catalogue: nothing arrives, and screens show what they read.
  container.bind(LIVE_UPDATES).toConstantValue({ listen: () => () => undefined, status: () => 'off', watchStatus: () => () => undefined } as never);
  container.bind(PAYMENT_CONFIRMATIONS).toConstantValue({ getSnapshot: () => ({ version: 0 }), subscribe: () => () => undefined } as never);
  for (const [token, fake] of bindings) container.bind(token).toConstantValue(fake);
  return container;
}

/** A story's decorator: the given fakes (over the defaults) in the app's provider, inside a memory router. */
export function withServices(...bindings: Binding[]): Decorator {
  return (Story) => (
    <ContainerProvider container={storyContainer(bindings)}>
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    </ContainerProvider>
  );
}

/** Fakes of the use cases the shared components call, typed by their use case. */
export const fakes = {
  messages: (unread: number): Partial<Messages> => ({ unreadCount: () => Promise.resolve(unread) }),
  uploads: (image: Uploads['image']): Partial<Uploads> => ({ image }),
  /** The notification centre: `centre` as read (null: the read fails); marking read changes nothing in a story. */
  notifications: (centre: NotificationCentre | null): Partial<Notifications> => ({
    latest: () => (centre ? Promise.resolve(centre) : Promise.reject(new Error('The backend is away.'))),
    opened: () => Promise.resolve({ ok: true, value: null }),
    markAllRead: () => Promise.resolve({ ok: true, value: { NotificationIDs: [], UnreadTotal: centre?.unread ?? 0 } }),
  }),
};
