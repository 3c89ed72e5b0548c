import { useEffect, useId, useRef } from 'react';
import type { DeviceKind } from '../../../ports/video-call';
import type { ClassroomView } from './use-classroom';
import { FormField } from '../../components/form/fields';
import { Button, ButtonLink } from '../../components/kit/button';
import { Card } from '../../components/kit/card';
import { useForm } from '../../components/form/use-form';
import { classroomText as t, classroomWords } from './classroom-text';
import { preJoinSchema } from './pre-join-schema';

export interface PreJoinProps {
  /** The classroom: it owns the camera and microphone the check opens. */
  room: Pick<ClassroomView, 'media' | 'devices' | 'selected' | 'preview' | 'chooseDevice' | 'renderVideo'>;
  roleLabel: string;
  defaultName: string;
  busy: boolean;
  error: string | null;
  /** Where to sign in again (keeping the way back) when the sign-in has expired: offered instead of Join. */
  signInAgain?: { to: string; state: unknown } | null;
  onJoin: (displayName: string) => void;
}

/** The check before joining: preview, device pickers, clear media problems, your name, and 'Join'. */
export function PreJoin({ room, roleLabel, defaultName, busy, error, signInAgain = null, onJoin }: PreJoinProps) {
  const { media: status, devices, selected, preview: openPreview, chooseDevice, renderVideo } = room;
  // The check opens the camera and microphone once it is shown (again on Try again).
  useEffect(() => {
    void openPreview();
  }, [openPreview]);
  // A refused name puts the focus back in its box (useForm: the first field in error).
  const form = useForm({
    initial: { name: defaultName },
    schema: () => preJoinSchema,
    send: async ({ name }) => {
      onJoin(name);
      return { ok: true };
    },
  });
  const joining = busy || form.pending;
  const preview = useRef<HTMLDivElement>(null);
  const ids = { camera: useId(), microphone: useId() };
  const problem = status.state === 'done' && !status.result.ok ? status.result : null;

  useEffect(() => {
    if (!preview.current || status.state !== 'done') return undefined;
    return renderVideo('self', preview.current);
  }, [renderVideo, status]);

  const picker = (kind: DeviceKind) => {
    const options = devices.filter((d) => d.kind === kind);
    const id = kind === 'camera' ? ids.camera : ids.microphone;
    return (
      <div className="field">
        <label htmlFor={id}>{kind === 'camera' ? t.cameraLabel : t.microphoneLabel}</label>
        <select id={id} value={selected[kind]} disabled={options.length === 0 || busy} onChange={(e) => void chooseDevice(kind, e.target.value)}>
          {options.length === 0 ? <option value="">{t.noDevicesOfKind(kind)}</option> : null}
          {options.length > 0 && !options.some((o) => o.deviceId === selected[kind]) ? <option value="">—</option> : null}
          {options.map((o) => (
            <option key={o.deviceId} value={o.deviceId}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    );
  };

  return (
    <Card as="section" className="classroom-card prejoin" aria-labelledby="prejoin-heading">
      <h2 id="prejoin-heading">{t.preJoinHeading}</h2>
      <p className="muted">{t.preJoinIntro}</p>
      <div className="prejoin-layout">
        <div className="prejoin-preview">
          <div className="tile-frame" ref={preview} role="img" aria-label={t.previewLabel}>
            {status.state === 'checking' ? <span className="tile-note">{t.checkingDevices}</span> : null}
            {problem && problem.device !== 'microphone' ? <span className="tile-note">{t.previewOff}</span> : null}
          </div>
        </div>
        <form className="prejoin-form" onSubmit={form.onSubmit} noValidate>
          {problem ? (
            <div className="alert" role="alert">
              <p>{classroomWords({ kind: 'preview', code: problem.code, device: problem.device })}</p>
              <Button size="sm" onClick={() => void openPreview()}>
                {t.tryAgain}
              </Button>
            </div>
          ) : null}
          {picker('camera')}
          {picker('microphone')}
          <FormField label={t.displayNameLabel} hint={t.displayNameHint} {...form.field('name')} maxLength={60} autoComplete="name" />
          <p className="muted">{t.joinAs(roleLabel)}</p>
          {error ? (
            <p className="alert" role="alert">
              {error}
            </p>
          ) : null}
          {signInAgain ? (
            <ButtonLink variant="primary" size="lg" block to={signInAgain.to} state={signInAgain.state}>
              {t.signInAgain}
            </ButtonLink>
          ) : (
            <Button type="submit" variant="primary" size="lg" block disabled={joining || status.state === 'checking'}>
              {joining ? t.joining : t.join}
            </Button>
          )}
        </form>
      </div>
    </Card>
  );
}
