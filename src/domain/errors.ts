/** A broken business rule. `code` is stable (e.g. `CHECKOUT.INVALID_PRICE`); the UI maps codes to words. */
export class DomainError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}
