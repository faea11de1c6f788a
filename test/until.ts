/**
 * Waits until `condition` holds, asking again every few milliseconds, with no deadline of its own:
 * a test waits for what it needs, never for a length of time a busy machine may not keep to, and a
 * condition that never comes is ended by the test's own timeout (issue 23 §12).
 */
export async function until(condition: () => boolean | Promise<boolean>, everyMs = 10): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, everyMs));
}
