export function forwardedFor(given: string | string[] | undefined, remoteAddress: string | undefined, trustProxy: boolean): string | undefined;
