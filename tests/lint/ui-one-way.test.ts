import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// One way for each thing in src/ui (issue 37): every form a person fills goes through useForm, and every server read
// through server-state.ts. Read from the source, so a new screen is held to it without an edit here.

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}
const ui = files('src/ui').map((path) => ({ path, source: readFileSync(path, 'utf8') }));

/** The forms that are not filled in by a person, or must work before the app has loaded, and why. */
const NATIVE_FORMS: Record<string, string> = {
  'src/ui/features/landing/landing-page.tsx':
    'the landing search is a plain GET form on the prerendered first page: it works before hydration, and useForm would pull the shared components chunk into / (initial JS 1.20× → 1.35×, budget 1.3×)',
  'src/ui/features/checkout/payment-wait-screen.tsx': 'a hidden form the page submits once, by script, to the payment provider (its hosted checkout)',
};

describe('one way in src/ui', () => {
  it('every form element is driven by useForm, but the listed native ones', () => {
    const withForms = ui.filter(({ source }) => /<form[\s>]/.test(source.replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')));
    expect(withForms.length).toBeGreaterThan(15);
    const hand = withForms.filter(({ path, source }) => !(path in NATIVE_FORMS) && !/\buseForm\(|\bform\.onSubmit\b/.test(source)).map(({ path }) => path);
    expect(hand).toEqual([]);
    // An exception that no longer has a form is taken off the list.
    for (const path of Object.keys(NATIVE_FORMS)) expect(withForms.map((file) => file.path)).toContain(path);
  });

  it('reads server state through server-state.ts only: it alone imports TanStack Query', () => {
    const importers = ui.filter(({ source }) => /from '@tanstack\//.test(source)).map(({ path }) => path);
    expect(importers).toEqual(['src/ui/components/server-state.ts']);
  });
});
