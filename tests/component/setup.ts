import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Route modules are lazy: their first import is transformed on demand, which can take seconds on a loaded 2-core machine.
// Generous: lazy route chunks load slowly on a shared 2-core machine; a test still fails when the state never comes.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
