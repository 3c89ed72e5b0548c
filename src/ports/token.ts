/**
 * A DI token that carries the type of the service bound to it, so `useService(TOKEN)`, `container.get(TOKEN)`,
 * `context.get(TOKEN)` and `bind(TOKEN).to(…)` / `.toConstantValue(…)` are typed and checked without a type argument.
 *
 * At run time a token is just the registered symbol `Symbol.for(name)`. The abstract construct signature exists only
 * in the type: it is what lets the container's `ServiceIdentifier<T>` (string | symbol | Newable<T> |
 * AbstractNewable<T>) infer `T` from a token; being abstract, `new TOKEN()` does not compile.
 */
export type Token<T> = symbol & (abstract new (...args: never[]) => T);

/** `export const CLOCK = token<Clock>('Clock');` — the same `Symbol.for(name)` as before, now typed. */
export function token<T>(name: string): Token<T> {
  return Symbol.for(name) as Token<T>;
}
