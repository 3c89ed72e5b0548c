import { useEffect, useRef, useSyncExternalStore } from 'react';
import { LIVE_UPDATES } from '../../application/tokens';
import type { LiveEvent, LiveStatus } from '../../application/live-updates';
import { useServiceWhenReady } from './container-context';

const never = () => () => undefined;

/**
 * The signed-in user's pushed events (LiveUpdates, issue 41) while the component is shown: `onEvent` for each one (the
 * latest `onEvent` given), and the channel's status, so a screen polls only while it is not 'live'. Opens the
 * stream once the services have arrived; every component using it shares the one stream.
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void): LiveStatus {
  const live = useServiceWhenReady(LIVE_UPDATES);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => live?.listen((event) => handler.current(event)), [live]);
  return useSyncExternalStore(
    live ? (onChange) => live.watchStatus(onChange) : never,
    () => live?.status() ?? 'off',
    () => 'off',
  );
}
