/** The current time; the domain never reads the clock itself. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol.for('Clock');
