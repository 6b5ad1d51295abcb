/** Retries a check until it passes or the time is up (then its last failure is thrown): for work done after an answer. */
export async function eventually<T>(check: () => T | Promise<T>, options: { timeoutMs?: number; everyMs?: number } = {}): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 25));
    }
  }
}
