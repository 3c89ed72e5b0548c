/**
 * Resolves in a later task (a zero timer): between two long pieces of start-up work (a module graph evaluated, then
 * the objects built from it), so the browser can paint and answer input in between instead of running both as one
 * long task.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
