// Issue 40: the head follows in-app navigation. The browser keeps the head it was served; the app rewrites the
// canonical address, Open Graph, JSON-LD and description as it goes from page to page (src/ui/app/document-head.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_SERVICE } from '../../src/application/tokens';
import { actAs } from './backend';
import { buildTestContainer, renderApp } from './render-app';

const origin = () => window.location.origin;
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const meta = (selector: string) => [...document.head.querySelectorAll(`meta[${selector}]`)].map((element) => element.getAttribute('content'));
const jsonLd = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((element) => JSON.parse(element.textContent ?? '') as Record<string, unknown>);

async function visitor() {
  const container = await buildTestContainer();
  container.get(SESSION_SERVICE).start();
  return container;
}

beforeEach(() => {
  // The head / is served with (one element of each kind), and its description.
  document.head.innerHTML =
    '<meta name="description" content="served"><link rel="canonical" href="https://served.example/"><meta property="og:url" content="https://served.example/">' +
    '<script type="application/ld+json">{"@type":"WebSite","name":"served"}</script>';
});

describe('the head as the app navigates', () => {
  it('describes the tutor opened from a search (canonical, og:url, JSON-LD, description), then / again on Back', async () => {
    const { router } = renderApp(await visitor(), '/');
    await waitFor(() => expect(canonical()).toBe(`${origin()}/`));
    expect(jsonLd().map((data) => data['@type'])).toEqual(['WebSite']);
    await userEvent.type(await screen.findByLabelText('What do you want to learn?'), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Find a tutor' }));
    const results = await screen.findByRole('region', { name: /^Tutors for/ });
    await userEvent.click(await within(results).findByRole('link', { name: 'View profile: Asha Rao' }));
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    await waitFor(() => expect(canonical()).toBe(`${origin()}/demo-tutor`));
    // One of each: the served and the previous page's are gone.
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(meta('property="og:url"')).toEqual([`${origin()}/demo-tutor`]);
    expect(meta('property="og:title"')).toEqual(['Asha Rao · TutorHub']);
    expect(meta('name="description"')[0]).toContain('Asha Rao');
    expect(jsonLd().map((data) => [data['@type'], data.name])).toEqual([['Person', 'Asha Rao']]);
    expect(document.title).toBe('Asha Rao · TutorHub');

    await router.navigate(-1);
    await screen.findByRole('region', { name: /^Tutors for/ });
    await waitFor(() => expect(canonical()).toBe(`${origin()}/`));
    expect(meta('property="og:url"')).toEqual([`${origin()}/`]);
    expect(jsonLd().map((data) => data['@type'])).toEqual(['WebSite']);
    expect(meta('name="robots"')).toEqual([]);
  });

  it('describes the course page reached in the app (its canonical, a Course per course, then the Person)', async () => {
    const { router } = renderApp(await visitor(), '/demo-tutor');
    await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
    await waitFor(() => expect(canonical()).toBe(`${origin()}/demo-tutor`));
    await router.navigate('/course/demo-tutor');
    await waitFor(() => expect(canonical()).toBe(`${origin()}/course/demo-tutor`));
    const types = jsonLd().map((data) => data['@type']);
    expect(types.at(-1)).toBe('Person');
    expect(types.slice(0, -1).length).toBeGreaterThan(0);
    expect(types.slice(0, -1).every((type) => type === 'Course')).toBe(true);
  });

  it('drops the public head and says noindex on a page behind the sign-in', async () => {
    const container = await buildTestContainer();
    actAs(container, 'student');
    container.get(SESSION_SERVICE).start();
    renderApp(container, '/student-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Student dashboard' });
    await waitFor(() => expect(meta('name="robots"')).toEqual(['noindex']));
    expect(canonical()).toBeUndefined();
    expect(meta('property="og:url"')).toEqual([]);
    expect(jsonLd()).toEqual([]);
  });

  it('says noindex, without canonical or JSON-LD, for an address no tutor has', async () => {
    renderApp(await visitor(), '/no-such-tutor');
    await screen.findByRole('heading', { level: 1, name: 'Tutor not found' });
    await waitFor(() => expect(meta('name="robots"')).toEqual(['noindex']));
    expect(canonical()).toBeUndefined();
    expect(jsonLd()).toEqual([]);
  });
});
