import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { bestMatchingRoute, matchingAudiences, menuLinks, paths, routeEntries } from '../../../src/domain/routes';

describe('paths', () => {
  it('fills each parameter in pattern order, encoded', () => {
    expect(paths.tutorDashboard()).toBe('/tutor-dashboard');
    expect(paths.privateClassCheckout('PC 1/2')).toBe('/private-class-checkout/PC%201%2F2');
    expect(paths.instantClassroom('abc', 2)).toBe('/instant-classroom/abc/2');
    expect(paths.tutorPublic('jane-doe')).toBe('/jane-doe');
    expect(paths.landing()).toBe('/');
  });

  it('leaves out an optional parameter that is not given, with its slash', () => {
    expect(paths.studentPrivateClass()).toBe('/student-private-class');
    expect(paths.studentPrivateClass('PC1')).toBe('/student-private-class/PC1');
  });
});

describe('matchingAudiences', () => {
  it('matches the patterns as the router does: whole segments, optional ones, a trailing slash', () => {
    expect(matchingAudiences('/student-private-class')).toContain('student');
    expect(matchingAudiences('/student-private-class/PC1/')).toContain('student');
    expect(matchingAudiences('/student-private-class/PC1/x')).toEqual([]);
    expect(matchingAudiences('/tutor-dashboardx')).toEqual(['any']);
  });
});

describe('menuLinks', () => {
  it("lists each role's menu in table order with addresses, not patterns", () => {
    expect(menuLinks('student').map((link) => link.to)).toEqual([
      '/student-dashboard',
      '/tutor-search',
      '/student-private-class',
      '/student-course-class',
      '/student-payment-history',
      '/messages',
      '/student-profile',
      '/student-account',
    ]);
    expect(menuLinks('tutor').map((link) => link.label)).toEqual(['dashboard', 'courses', 'availability', 'payments', 'messages', 'withdrawals', 'profile', 'account']);
  });
});

describe('bestMatchingRoute: the page the entry preloads (src/ui/app/page-loaders.ts)', () => {
  // React Router's own ranking over the same table: what the router will render, which the preload must agree with.
  const table = routeEntries.map(([id, entry]) => ({ id, path: entry.path }));
  const routerPick = (pathname: string) => matchRoutes(table, pathname)?.at(-1)?.route.id;
  const sample = (pattern: string, value: string) => pattern.replace(/:\w+\??/g, value);

  it('is the route React Router renders, for every route of the table (fixed segments beat a tutor’s name)', () => {
    const addresses = routeEntries
      .filter(([, entry]) => entry.path !== '*')
      // Each pattern filled, and without its optional parameter (the menu's '/messages'), in lower and upper case.
      .flatMap(([, entry]) => [sample(entry.path, 'x1'), sample(entry.path, 'login'), entry.path.replace(/\/:\w+\?/g, '')])
      .flatMap((address) => [address, address.toUpperCase()]);
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of [...addresses, '/login', '/tutor-search', '/student-dashboard', '/messages', '/student-private-class', '/jane-doe', '/course/jane-doe', '/']) {
      expect({ address, route: bestMatchingRoute(address) }).toEqual({ address, route: routerPick(address) });
    }
  });

  it('is null where only the catch-all matches', () => {
    expect(bestMatchingRoute('/no/such/page/here')).toBeNull();
    expect(routerPick('/no/such/page/here')).toBe('notFound');
  });
});
