import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showStartFailure } from '../../src/ui/app/start-failure';
import { startFailureText } from '../../src/ui/app/start-failure-text';

describe('the page when the app cannot start', () => {
  it('says the site is not set up and names what the build is missing, instead of a blank page', () => {
    const root = document.createElement('div');
    document.body.append(root);
    showStartFailure(root, { kind: 'configuration', missing: ['VITE_BACKEND_URL', 'VITE_FIREBASE_API_KEY'] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(startFailureText.title);
    expect(screen.getByRole('alert')).toHaveTextContent(startFailureText.configuration);
    expect(root).toHaveTextContent('VITE_BACKEND_URL, VITE_FIREBASE_API_KEY');
    root.remove();
  });

  it('offers a reload after an unexpected start-up error', () => {
    const root = document.createElement('div');
    document.body.append(root);
    showStartFailure(root, { kind: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent(startFailureText.error);
    expect(screen.getByRole('button', { name: startFailureText.reload })).toBeInTheDocument();
    root.remove();
  });
});
