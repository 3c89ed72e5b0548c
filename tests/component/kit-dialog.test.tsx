import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/components/kit/button';
import { Dialog } from '../../src/ui/components/kit/dialog';

function Opener({ onClose = () => undefined, role }: { onClose?: () => void; role?: 'dialog' | 'alertdialog' }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel class
      </button>
      {open && (
        <Dialog
          role={role}
          title="Cancel “Algebra Basics”?"
          description="The student is refunded in full."
          closeLabel="Close"
          onClose={close}
          footer={
            <>
              <Button onClick={close}>Keep it</Button>
              <Button variant="danger" onClick={close}>
                Yes, cancel it
              </Button>
            </>
          }
        >
          <p>It starts tomorrow at 4:00 PM.</p>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog (kit)', () => {
  it('is a modal named by its title and described by its description, with the focus on its close button', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Cancel class' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel “Algebra Basics”?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The student is refunded in full.');
    expect(screen.getByRole('heading', { level: 2, name: 'Cancel “Algebra Basics”?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside, in the order close, secondary, primary', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Cancel class' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the control that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Cancel class' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, but an alert does not', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { unmount } = render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel class' }));
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    // A text selection dragged from the panel out to the backdrop closes nothing.
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel class' }));
    await user.pointer([{ keys: '[MouseLeft>]', target: screen.getByText('It starts tomorrow at 4:00 PM.') }, { keys: '[/MouseLeft]', target: screen.getByRole('dialog') }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();

    render(<Opener onClose={onClose} role="alertdialog" />);
    await user.click(screen.getByRole('button', { name: 'Cancel class' }));
    const alert = screen.getByRole('alertdialog', { name: 'Cancel “Algebra Basics”?' });
    await user.click(alert);
    expect(onClose).toHaveBeenCalledTimes(1);
    // An alert's whole message is its description: read at once.
    expect(alert).toHaveAccessibleDescription('Cancel “Algebra Basics”? The student is refunded in full. It starts tomorrow at 4:00 PM.');
  });

  it('focuses the control marked data-autofocus', async () => {
    render(
      <Dialog title="Transaction Failed!" closeLabel="Close" onClose={() => undefined} footer={<Button data-autofocus>Try again</Button>} />,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  });
});
