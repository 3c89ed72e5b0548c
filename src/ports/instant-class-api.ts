import type { InstantClass } from '../contract/records';
import { token } from './token';

/**
 * Ad-hoc live classes: a tutor starts one (/StartInstantClass), anyone with the code reads it (/GetInstantClass), the
 * tutor lists their own Live and recently ended ones (/GetTutorInstantClasses).
 */
export interface InstantClassApi {
  start(title: string): Promise<InstantClass>;
  get(classCode: string): Promise<InstantClass>;
  mine(): Promise<InstantClass[]>;
}

export const INSTANT_CLASS_API = token<InstantClassApi>('InstantClassApi');
