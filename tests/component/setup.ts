import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { startTestBackend } from './backend';

// Route modules are lazy: their first import is transformed on demand, which can take seconds on a loaded 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// Every component test file runs on its own mock backend (tests/component/backend.ts).
startTestBackend();

// jsdom has the <dialog> element but not its methods: open and close it as the browser does (the `open` attribute and
// the close event). Focus, Tab and Escape are the component's own (src/ui/components/kit/dialog.tsx); the top layer
// and the inert page behind are the browser's, checked by the end-to-end tests.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
}
