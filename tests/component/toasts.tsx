import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastProvider } from '../../src/ui/components/kit/toast';
import { text } from '../../src/ui/components/text';

/** The shell's toast region (src/ui/app/root-layout.tsx), for a test that renders a screen without the shell. */
export function WithToasts({ children }: { children: ReactNode }) {
  return (
    <ToastProvider label={text.notifications} closeLabel={text.dismissNotification}>
      {children}
    </ToastProvider>
  );
}

/** The toasts' live region: a polite region named 'Notifications'. */
export const toastRegion = () => screen.getByRole('region', { name: text.notifications });

/** The one toast showing: a status in the toasts' region. */
export const toast = () => within(toastRegion()).getByRole('status');
