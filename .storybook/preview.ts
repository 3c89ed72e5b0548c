import type { Preview } from '@storybook/react-vite';
import '../src/ui/styles/theme.css';

/** Every story on the app's stylesheet (tokens, the kit, the page rules), as the app draws it. */
const preview: Preview = {};
export default preview;
