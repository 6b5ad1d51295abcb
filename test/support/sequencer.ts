import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order of `vitest run`: the browser files first, then the API files, then the unit files;
 * within each, the longest first (by this clone's last run, or by size when it has none).
 *
 * Browser files wait on pages as much as they compute, so while they run the cores have room for
 * the lint and typechecks that `npm test` starts beside them; the API files keep both cores busy
 * and come after. Vitest's own order is by project name (api, browser, unit), which put the
 * checks beside the busiest files. A worker is reused only by the next file of its own project, so
 * each project's files stay together.
 */
const projectOrder = ['browser', 'api', 'unit'];

export default class BrowserFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const key = (file: TestSpecification) => `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`;
    const rank = (file: TestSpecification) => {
      const index = projectOrder.indexOf(file.project.name);
      return index === -1 ? projectOrder.length : index;
    };
    // Durations only when the last run timed every file: a comparison that mixed durations and
    // sizes would not be an order.
    const byDuration = files.every((file) => cache.getFileTestResults(key(file)));
    const cost = (file: TestSpecification): number =>
      byDuration ? (cache.getFileTestResults(key(file))?.duration ?? 0) : (cache.getFileStats(key(file))?.size ?? 0);
    return [...files].sort((a, b) => rank(a) - rank(b) || cost(b) - cost(a));
  }
}
