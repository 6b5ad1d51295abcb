import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * Runs axe-core (WCAG 2.0-2.2 A and AA rules) on the current page and returns the serious and
 * critical violations. Injected through the debugging protocol, so the page's CSP is untouched.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Once per document: parsing axe's half a megabyte costs as much as a scan.
  if (!(await page.evaluate<boolean>(`typeof axe !== 'undefined'`))) await page.evaluate(axeSource);
  const options = {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
  };
  // Read at the page's top, where the sticky header covers nothing: scrolled, it lies over whatever
  // passes under it, and axe takes the overlap for targets too close together or text on the
  // header's colours, depending on where the last step left the page. Put back after.
  const scrolled = await page.evaluate<number>('window.scrollY');
  if (scrolled > 0) await page.evaluate(`window.scrollTo({ top: 0, behavior: 'instant' })`);
  // A string expression: the test project has no DOM typings.
  const result = await page.evaluate<AxeResult>(`axe.run(document, ${JSON.stringify(options)})`);
  if (scrolled > 0) await page.evaluate(`window.scrollTo({ top: ${scrolled}, behavior: 'instant' })`);
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
