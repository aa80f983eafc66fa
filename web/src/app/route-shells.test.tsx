import { describe, expect, it } from 'vitest';
import { SHELL_PAGES, renderRouteShell } from './route-shells';

// What a newcomer sees before any script runs: the build writes these into the HTML.
describe('the prerendered route shells', () => {
  it('draw the home page with its lists loading, titled as the app', () => {
    const { html, title } = renderRouteShell('/');
    expect(html).toContain('<main id="main"');
    expect(html).toMatch(/<h1[^>]*>[^<]*Cook with what you have/);
    expect(html).toContain('Pantry Items');
    expect(html).toContain('Available Recipes');
    // The cook's data is not known at build time: the lists load, they are not empty.
    expect(html).toContain('aria-label="Loading pantry items"');
    expect(html).not.toContain('Nothing yet.');
    expect(title).toBe('Mise — kitchen companion');
  });

  it.each([
    ['/quick-meals', 'Quick Meals', 'Quick Meals · Mise'],
    ['/live-kitchen', 'Live Kitchen', 'Live Kitchen · Mise'],
    ['/settings', 'Settings &amp; Preferences', 'Settings · Mise'],
  ])('draw %s under its own heading, marked current in the navigation', (path, heading, title) => {
    const shell = renderRouteShell(path);
    expect(shell.html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(shell.html).toMatch(new RegExp(`aria-current="page"[^>]*href="${path}"`));
    expect(shell.title).toBe(title);
  });

  it('draw any other address as the layout around a loading page, no link current', () => {
    const { html, title } = renderRouteShell();
    expect(html).toContain('Loading page…');
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('aria-current="page"');
    expect(title).toBeUndefined();
  });

  it('have one for every page of the navigation', () => {
    expect(Object.keys(SHELL_PAGES)).toEqual(
      expect.arrayContaining([
        '/',
        '/recipe-sharing',
        '/quick-meals',
        '/live-kitchen',
        '/mindful-cooking',
        '/recipe-journal',
        '/settings',
      ]),
    );
  });
});
