/**
 * What a verb reads its settings from and writes to: the process's environment and standard
 * streams when an operator runs `npm run ops`, or a test's own when it calls the same entry
 * (`runOps`) in its process.
 */
export interface Terminal {
  env: NodeJS.ProcessEnv;
  /** A line (or lines) of output for the operator or a program reading it. */
  out(text: string): void;
  /** A line of complaint: refusals and usage. */
  err(text: string): void;
  /** Present only on a terminal a person watches: progress bars are drawn there and nowhere else. */
  progress?: (text: string) => void;
}

export const processTerminal: Terminal = {
  env: process.env,
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  progress: process.stderr.isTTY ? (text) => void process.stderr.write(text) : undefined,
};
