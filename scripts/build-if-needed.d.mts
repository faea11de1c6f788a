/** Why the app in `root` (default: the working directory) must be built, or null when its last build is current. */
export function buildReason(root?: string): string | null;
/** Builds the production app when `buildReason()` gives a reason. */
export function buildIfNeeded(): void;
