// The kit's modal dialog (dialog.tsx) in its states: open with actions, an alert, a long text that scrolls inside it,
// closed behind the button that opens it. The catalogue's test runs each at 1280 and 360 px.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ErrorDialog } from '../error-dialog';
import { Button } from './button';
import { Dialog } from './dialog';

const meta: Meta = { title: 'Kit/Dialog', decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>], parameters: { layout: 'padded' } };
export default meta;
type Story = StoryObj;

/** Shown until closed; the button under it opens it again (as a screen would). */
function Shown({ initiallyOpen = true, children }: { initiallyOpen?: boolean; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancel class
      </Button>
      {open && children(() => setOpen(false))}
    </>
  );
}

const confirmCancel = (close: () => void) => (
  <Dialog
    title="Cancel “Algebra Basics”?"
    description="Tomorrow at 4:00 PM with Aarav Mehta. He is refunded ₹525 in full."
    closeLabel="Close"
    onClose={close}
    footer={
      <>
        <Button onClick={close}>No, keep it</Button>
        <Button variant="danger" onClick={close}>
          Yes, cancel the class
        </Button>
      </>
    }
  />
);

export const Open: Story = { render: () => <Shown>{confirmCancel}</Shown> };

export const Closed: Story = { render: () => <Shown initiallyOpen={false}>{confirmCancel}</Shown> };

export const Small: Story = {
  render: () => (
    <Shown>
      {(close) => (
        <Dialog
          size="sm"
          title="Leave the course?"
          closeLabel="Close"
          onClose={close}
          footer={
            <>
              <Button onClick={close}>Stay</Button>
              <Button variant="primary" onClick={close}>
                Leave
              </Button>
            </>
          }
        >
          <p>You keep access to the sessions you attended.</p>
        </Dialog>
      )}
    </Shown>
  ),
};

export const LongText: Story = {
  render: () => (
    <Shown>
      {(close) => (
        <Dialog
          title="Propose a new time for “JEE Mechanics Bootcamp: rotational dynamics and angular momentum, worked problems”"
          description="The student has 24 hours to accept. Until then, the class keeps its current time."
          closeLabel="Close"
          onClose={close}
          footer={
            <>
              <Button onClick={close}>Cancel</Button>
              <Button variant="primary" onClick={close}>
                Send the proposal
              </Button>
            </>
          }
        >
          {Array.from({ length: 8 }, (_, index) => (
            <p key={index}>
              A class moved with less than a day’s notice counts as late for the student’s cancellation policy; they can still
              decline the new time and keep their refund. Paragraph {index + 1} of 8.
            </p>
          ))}
        </Dialog>
      )}
    </Shown>
  ),
};

export const ErrorAlert: Story = {
  render: () => (
    <Shown>
      {(close) => (
        <ErrorDialog
          message="Transaction Failed!"
          onClose={close}
          actions={
            <Button variant="primary" data-autofocus onClick={close}>
              Try again
            </Button>
          }
        >
          <p>Nothing was charged.</p>
          <p>The payment provider said: Your payment was declined by the test bank.</p>
        </ErrorDialog>
      )}
    </Shown>
  ),
};

export const ErrorWithSignup: Story = {
  render: () => <Shown>{(close) => <ErrorDialog message="Sign up as a student to book this class." onClose={close} signupLink="/signup" />}</Shown>,
};
