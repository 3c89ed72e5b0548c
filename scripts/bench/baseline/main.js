// The bench's baseline: React + React Router rendering "Hello world", built from the project's own installed packages
// in the same run as the app (scripts/bundle-measure.mjs), so every figure of the app is a ratio against it.
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([{ path: '*', element: h('main', null, h('h1', null, 'Hello world')) }]);
createRoot(document.getElementById('root')).render(h(StrictMode, null, h(RouterProvider, { router })));
