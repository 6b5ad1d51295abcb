import type { Page } from 'playwright-core';

/** The narrowest phone the product promises to work on (spec: usable at 360 px). */
export const NARROW_PHONE = { width: 360, height: 740 } as const;

/**
 * Runs in the page (as a string: the test project has no DOM typings). Lists what a member on this
 * screen could not use: the page scrolling sideways, and every button, link or field that lies
 * outside the screen with no way to scroll to it — beyond the viewport's sides (the page itself
 * does not scroll sideways), cut off by an ancestor that hides its overflow, or below the bottom
 * of something fixed to the screen that does not scroll. Something inside a container that
 * scrolls on that axis counts as reachable when the container itself is, and text cut short with an
 * ellipsis (a long username in a header) when at least 24 px of it show (WCAG 2.2's smallest target).
 */
const findUnreachable = `(() => {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const problems = [];
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > width) problems.push('the page is ' + pageWidth + ' px wide and scrolls sideways');
  const name = (element) =>
    (element.getAttribute('aria-label') || element.textContent || element.getAttribute('placeholder') || element.getAttribute('href') || element.tagName)
      .trim().replace(/\\s+/g, ' ').slice(0, 80);
  const scrolls = (value) => value === 'auto' || value === 'scroll';
  const clips = (value) => value === 'hidden' || value === 'clip';
  const selector = 'a[href], button, [role="button"], [role="tab"], [role="menuitem"], input:not([type="hidden"]), select, textarea, summary';
  for (const element of document.querySelectorAll(selector)) {
    if (element.closest('[aria-hidden="true"], [inert]')) continue;
    const box = element.getBoundingClientRect();
    // Screen-reader-only text and skip links are 1 px until focused.
    if (box.width <= 1 || box.height <= 1) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    let area = { left: 0, right: width, top: -Infinity, bottom: Infinity };
    let scrollsX = false;
    let scrollsY = false;
    // Cut short on purpose with an ellipsis ("truncate"): enough of it shows to tap.
    let ellipsis = style.textOverflow === 'ellipsis';
    for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      const own = getComputedStyle(node);
      const rect = node.getBoundingClientRect();
      if (scrolls(own.overflowX)) scrollsX = true;
      else if (!scrollsX && clips(own.overflowX)) {
        area = { ...area, left: Math.max(area.left, rect.left), right: Math.min(area.right, rect.right) };
        if (own.textOverflow === 'ellipsis') ellipsis = true;
      }
      if (scrolls(own.overflowY)) scrollsY = true;
      else if (!scrollsY && clips(own.overflowY)) area = { ...area, top: Math.max(area.top, rect.top), bottom: Math.min(area.bottom, rect.bottom) };
      // Fixed to the screen: what it does not scroll to stays out of reach below or above.
      if (own.position === 'fixed' && !scrollsY) area = { ...area, top: Math.max(area.top, 0), bottom: Math.min(area.bottom, height) };
      if (own.position === 'fixed') break;
    }
    const out = [];
    if (!scrollsX && box.left < area.left - 1) out.push('starts ' + Math.round(area.left - box.left) + ' px left of what shows');
    const shownWidth = Math.min(box.right, area.right) - Math.max(box.left, area.left);
    const truncated = ellipsis && shownWidth >= 24;
    if (!scrollsX && !truncated && box.right > area.right + 1) out.push('ends ' + Math.round(box.right - area.right) + ' px right of what shows');
    if (!scrollsY && box.top < area.top - 1) out.push('starts above what shows');
    if (!scrollsY && box.bottom > area.bottom + 1) out.push('ends ' + Math.round(box.bottom - area.bottom) + ' px below what shows');
    if (out.length > 0) problems.push(element.tagName.toLowerCase() + ' "' + name(element) + '" ' + out.join(', '));
  }
  return problems;
})()`;

/** What cannot be used on this page at its current width (empty when everything fits). */
export async function unreachableOnScreen(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(findUnreachable);
}
