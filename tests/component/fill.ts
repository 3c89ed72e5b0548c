import type { UserEvent } from '@testing-library/user-event';

/** A screen or a `within(…)` scope: where the labelled fields are. */
interface Scope {
  getByLabelText(label: string): HTMLElement;
}

/** Types into each labelled field as a user would, replacing what it held ('' only empties it). */
export async function fill(user: Pick<UserEvent, 'clear' | 'type'>, scope: Scope, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabelText(label);
    await user.clear(field);
    if (value !== '') await user.type(field, value);
  }
}
