// The unread badge (unread-badge.tsx) beside Messages in the navigation: the count for the eye, the words for a screen
// reader; nothing when there is none. The count comes from a fake Messages use case (story-services.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../application/tokens';
import { bind, fakes, withServices } from './story-services';
import UnreadBadge from './unread-badge';

const meta: Meta = { title: 'Shared/UnreadBadge', parameters: { layout: 'padded' } };
export default meta;
type Story = StoryObj;

const nav = () => (
  <nav aria-label="Main">
    <ul className="nav-links">
      <li>
        <a href="#messages">
          Messages
          <UnreadBadge />
        </a>
      </li>
    </ul>
  </nav>
);

export const ThreeUnread: Story = { decorators: [withServices(bind(MESSAGES, fakes.messages(3)))], render: nav };
export const ManyUnread: Story = { decorators: [withServices(bind(MESSAGES, fakes.messages(128)))], render: nav };
export const NoneUnread: Story = { name: 'None unread (no badge)', decorators: [withServices(bind(MESSAGES, fakes.messages(0)))], render: nav };
