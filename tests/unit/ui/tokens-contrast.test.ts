// The design tokens' colour pairs meet WCAG AA: read from src/ui/styles/tokens.css itself (its custom properties,
// resolved through var()), so a token changed to a colour too light for its role fails here before any screen shows it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../../src/ui/styles/tokens.css', import.meta.url), 'utf8');
const declared = new Map([...css.matchAll(/--([a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]));

/** The token's colour as #rrggbb, following var(--…) references. */
function colour(name: string, seen = new Set<string>()): string {
  const value = declared.get(name);
  if (value === undefined) throw new Error(`--${name} is not declared in tokens.css`);
  if (seen.has(name)) throw new Error(`--${name} refers to itself`);
  const reference = /^var\(--([a-z0-9-]+)\)$/.exec(value);
  if (reference?.[1]) return colour(reference[1], new Set([...seen, name]));
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`--${name} is ${value}, not a #rrggbb colour`);
  return value;
}

function luminance(hex: string): number {
  const linear = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

function contrast(a: string, b: string): number {
  const light = Math.max(luminance(a), luminance(b));
  const dark = Math.min(luminance(a), luminance(b));
  return (light + 0.05) / (dark + 0.05);
}

/** Text on a background: 4.5:1. */
const TEXT: [string, string][] = [
  ['color-text', 'color-surface'],
  ['color-text', 'color-background'],
  ['color-text', 'color-sunken'],
  ['color-muted', 'color-surface'],
  ['color-muted', 'color-background'],
  ['color-muted', 'color-sunken'],
  ['color-on-primary', 'color-primary'],
  ['color-on-primary', 'color-primary-strong'],
  ['color-on-primary', 'color-secondary'],
  ['color-on-primary', 'color-danger'],
  ['color-primary', 'color-surface'],
  ['color-primary-strong', 'color-primary-soft'],
  ['color-primary-strong', 'color-primary-subtle'],
  ['color-secondary', 'color-surface'],
  ['color-secondary', 'color-secondary-soft'],
  ['color-secondary', 'color-secondary-subtle'],
  ['color-danger', 'color-surface'],
  ['color-danger-strong', 'color-danger-soft'],
  ['color-warning', 'color-warning-soft'],
  ['color-success', 'color-success-soft'],
];
/** Icons, focus rings and borders that carry meaning: 3:1. */
const GRAPHIC: [string, string][] = [
  ['color-star', 'color-surface'],
  ['color-focus', 'color-surface'],
  ['color-focus', 'color-background'],
  ['color-border-strong', 'color-surface'],
  ['color-danger', 'color-surface'],
];

describe('the design tokens (WCAG AA)', () => {
  it.each(TEXT)('--%s on --%s is at least 4.5:1', (fg, bg) => {
    expect(contrast(colour(fg), colour(bg))).toBeGreaterThanOrEqual(4.5);
  });
  it.each(GRAPHIC)('--%s against --%s is at least 3:1', (fg, bg) => {
    expect(contrast(colour(fg), colour(bg))).toBeGreaterThanOrEqual(3);
  });
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
