// onDemand: a chunk drawn the moment it is loaded (no Suspense, so no fallback throttle), loaded once, its failure
// thrown to the error boundary as React.lazy does.
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from '../../src/ui/components/on-demand';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

function host(chunk: ReturnType<typeof onDemand<{ Panel: () => ReactNode }>>) {
  return function Host({ wanted }: { wanted: boolean }) {
    const Panel = chunk.use(wanted)?.Panel;
    return Panel ? <Panel /> : <p>placeholder</p>;
  };
}

describe('onDemand', () => {
  it('loads nothing until wanted, then draws the module as soon as it is loaded', async () => {
    const load = deferred<{ Panel: () => ReactNode }>();
    const loader = vi.fn(() => load.promise);
    const Host = host(onDemand(loader));
    const { rerender } = render(<Host wanted={false} />);
    expect(loader).not.toHaveBeenCalled();
    rerender(<Host wanted />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    load.resolve({ Panel: () => <p>the results</p> });
    expect(await screen.findByText('the results')).toBeInTheDocument();
  });

  it('loads once: a preload and later mounts share it, and a mount after the load draws it at once', async () => {
    const loader = vi.fn(() => Promise.resolve({ Panel: () => <p>the results</p> }));
    const chunk = onDemand(loader);
    await chunk.preload();
    await chunk.preload();
    const Host = host(chunk);
    render(<Host wanted />);
    // Already loaded: the first render is the module, no placeholder in between.
    expect(screen.getByText('the results')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Host = host(onDemand(() => Promise.reject(new Error('chunk gone'))));
    render(
      <Boundary>
        <Host wanted />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk gone')).toBeInTheDocument();
  });
});
