import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { startTestBackend } from './backend';

// Route modules are lazy: their first import is transformed on demand, which can take seconds on a loaded 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// Every component test file runs on its own mock backend (tests/component/backend.ts).
startTestBackend();
