import type { Terminal } from './terminal';

/**
 * A progress bar on stderr for long work, drawn only on a terminal (and never with --json, whose
 * output is for programs): `[#########-----------]  45%  4,500 / 10,000 events`.
 */
export function progressBar(terminal: Terminal, unit: string, enabled: boolean): { update(done: number, total: number): void; finish(): void } {
  const draw = enabled ? terminal.progress : undefined;
  let drawn = false;
  return {
    update(done, total) {
      if (!draw) return;
      const ratio = total > 0 ? Math.min(1, done / total) : 1;
      const width = 24;
      const filled = Math.round(ratio * width);
      const count = `${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} ${unit}`;
      draw(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}%  ${count}`);
      drawn = true;
    },
    finish() {
      if (drawn) draw?.('\n');
    },
  };
}
