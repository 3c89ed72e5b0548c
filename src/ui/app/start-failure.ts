import '../styles/theme.css';
import { startFailureText as t } from './start-failure-text';

export type StartFailure = { kind: 'configuration'; missing: readonly string[] } | { kind: 'error' };

/** Says why the app could not start, in plain DOM: React and the container may be what failed. */
export function showStartFailure(element: HTMLElement | null, failure: StartFailure): void {
  const host = element ?? document.body;
  const main = document.createElement('main');
  main.className = 'page';
  const title = document.createElement('h1');
  title.textContent = t.title;
  const body = document.createElement('p');
  body.setAttribute('role', 'alert');
  body.textContent = failure.kind === 'configuration' ? t.configuration : t.error;
  main.append(title, body);
  if (failure.kind === 'configuration') {
    const details = document.createElement('p');
    details.className = 'muted';
    details.textContent = t.configurationDetails(failure.missing);
    main.append(details);
  } else {
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.className = 'button primary';
    reload.textContent = t.reload;
    reload.addEventListener('click', () => window.location.reload());
    main.append(reload);
  }
  host.replaceChildren(main);
}
