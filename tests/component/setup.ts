import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Route modules are lazy: their first import is transformed on demand, which can take seconds on a loaded 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
