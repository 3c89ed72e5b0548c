import { token } from './token';

/** The current time; the domain never reads the clock itself. */
export interface Clock {
  now(): Date;
}

export const CLOCK = token<Clock>('Clock');
