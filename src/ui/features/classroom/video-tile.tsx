import { useEffect, useRef } from 'react';
import { MicOff } from 'lucide-react';
import type { ClassroomView } from './use-classroom';
import { classroomText as t } from './classroom-text';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

export interface TileProps {
  /** Draws the video into the frame (the classroom's renderVideo). */
  render: ClassroomView['renderVideo'];
  who: 'self' | number;
  name: string;
  roleLabel: string | null;
  audioMuted: boolean;
  videoOff: boolean;
  screenSharing: boolean;
  /** The self view beside someone else's video: a small picture in the corner of the stage. */
  small?: boolean;
}

/** One participant: the video the adapter renders into the frame, the name and the mute / camera badges. */
export function VideoTile({ render, who, name, roleLabel, audioMuted, videoOff, screenSharing, small = false }: TileProps) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!frame.current) return undefined;
    return render(who, frame.current);
  }, [render, who]);
  const isSelf = who === 'self';
  const title = isSelf ? `${name} (${t.you})` : name;
  return (
    <li className={small ? 'tile tile-small' : 'tile'} data-participant={isSelf ? 'self' : 'remote'} data-uid={isSelf ? undefined : who} aria-label={title}>
      <div className="tile-frame" ref={frame} data-video-off={videoOff && !screenSharing ? 'true' : 'false'}>
        {videoOff && !screenSharing ? (
          <span className="tile-avatar" aria-hidden="true">
            {initials(name)}
          </span>
        ) : null}
      </div>
      <div className="tile-caption">
        <span className="tile-name">{title}</span>
        {roleLabel ? <span className="tile-badge">{roleLabel}</span> : null}
        {audioMuted ? (
          <span className="tile-badge warn">
            <MicOff aria-hidden="true" />
            {t.muted}
          </span>
        ) : null}
        {videoOff && !screenSharing ? <span className="tile-badge">{t.cameraOff}</span> : null}
        {screenSharing ? <span className="tile-badge">{t.sharingScreen}</span> : null}
      </div>
    </li>
  );
}
