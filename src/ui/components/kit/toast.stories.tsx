// Transient confirmations (toast.tsx) in their states: one showing, a long one, several at once, and the button that says
// one. They stay for 6 s, longer while hovered or focused; the catalogue's test runs each at 1280 and 360 px.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from './button';
import { ToastProvider, useToast, type ToastTone } from './toast';

const meta: Meta = {
  title: 'Kit/Toast',
  decorators: [
    (Story) => (
      <ToastProvider label="Notifications" closeLabel="Dismiss notification">
        {Story()}
      </ToastProvider>
    ),
  ],
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj;

/** Says `messages` once when shown (as a screen does after a copy or a save), and again from its button. */
function Saying({ messages, tone }: { messages: string[]; tone?: ToastTone }) {
  const toast = useToast();
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    for (const message of messages) toast.show(message, { tone });
  }, [messages, toast, tone]);
  return (
    <Button icon={<Copy />} onClick={() => messages.forEach((message) => toast.show(message, { tone }))}>
      Copy share link
    </Button>
  );
}

export const Showing: Story = { render: () => <Saying messages={['Link copied.']} /> };

export const Info: Story = { render: () => <Saying tone="info" messages={['Your class starts in 10 minutes.']} /> };

export const LongText: Story = {
  render: () => <Saying messages={['Your profile is saved. Students see the new rate and languages on your public page from now on, and the new time zone in every class time.']} />,
};

export const Several: Story = { render: () => <Saying messages={['Link copied.', 'Your profile is saved.', 'Your password is changed.']} /> };

export const Idle: Story = { render: () => <Saying messages={[]} /> };
