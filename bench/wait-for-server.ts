/** Polls a server's static asset until it answers (two minutes at most). */
export async function waitForServer(base: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/favicon.svg`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`bench server at ${base} did not start`);
}
