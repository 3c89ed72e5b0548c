import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, ToastProviderMissingError, useToast } from '../../src/ui/components/kit/toast';

function CopyButton({ words = 'Link copied.' }: { words?: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(words)}>
      Copy {words}
    </button>
  );
}

function renderWithToasts(ui = <CopyButton />) {
  return render(
    <ToastProvider label="Notifications" closeLabel="Dismiss notification">
      {ui}
    </ToastProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Notifications' });
const toasts = () => within(region()).queryAllByRole('status');

describe('Toast (kit)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is one polite live region, there and empty before anything is said, that holds each toast as a status', () => {
    renderWithToasts();
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(toasts()).toHaveLength(0);
    // Empty, it adds no status to the page.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link copied.' }));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('Link copied.');
    expect(within(toasts()[0]!).getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });

  it('goes by itself after its time, not before', () => {
    renderWithToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link copied.' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it('waits while hovered and while its close button has the focus, then takes only the time it had left', () => {
    renderWithToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link copied.' }));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerEnter(region());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(toasts()).toHaveLength(1);
    fireEvent.pointerLeave(region());
    const close = within(region()).getByRole('button', { name: 'Dismiss notification' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(toasts()).toHaveLength(1);
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 2000 - 1));
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it('closes at once with its close button, and the next one is not held by the focus that went with it', () => {
    renderWithToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link copied.' }));
    const close = within(region()).getByRole('button', { name: 'Dismiss notification' });
    act(() => close.focus());
    fireEvent.click(close);
    expect(toasts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link copied.' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(toasts()).toHaveLength(0);
  });

  it('says the same words again as a new toast (not two), and keeps at most three', () => {
    renderWithToasts(
      <>
        <CopyButton />
        <CopyButton words="Profile saved." />
        <CopyButton words="Password changed." />
        <CopyButton words="Review sent." />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link copied.' }));
    const first = toasts()[0];
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link copied.' }));
    expect(toasts()).toHaveLength(1);
    // A new element, so the live region says it again; with a time of its own.
    expect(toasts()[0]).not.toBe(first);
    act(() => vi.advanceTimersByTime(200));
    expect(toasts()).toHaveLength(1);
    for (const words of ['Profile saved.', 'Password changed.', 'Review sent.']) fireEvent.click(screen.getByRole('button', { name: `Copy ${words}` }));
    expect(toasts().map((toast) => toast.textContent)).toEqual(['Profile saved.', 'Password changed.', 'Review sent.']);
  });

  it('throws a named error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CopyButton />)).toThrow(ToastProviderMissingError);
    vi.restoreAllMocks();
  });
});
