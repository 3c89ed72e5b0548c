/**
 * The state a use case holds for one visit, for a screen to read with useSyncExternalStore: every update replaces the
 * snapshot and tells the subscribers.
 */
export class ViewState<S extends object> {
  private readonly listeners = new Set<() => void>();

  constructor(protected state: S) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): S => this.state;

  protected update(patch: Partial<S>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
