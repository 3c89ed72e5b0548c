import type { Page, PageQuery, RosterEntry } from '../contract/records';
import { token } from './token';

/** /GetClassRoster: who may be in a class's live room (the tutor and the booked students), with their video uids. */
export interface RosterApi {
  getRoster(classCode: string, query?: PageQuery): Promise<Page<RosterEntry>>;
}

export const ROSTER_API = token<RosterApi>('RosterApi');
