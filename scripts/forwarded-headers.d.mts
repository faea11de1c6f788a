import type { IncomingHttpHeaders } from 'node:http';

export function forwardedFor(given: string | string[] | undefined, remoteAddress: string | undefined, trustProxy: boolean): string | undefined;
export function believeForwardedHeaders(headers: IncomingHttpHeaders, remoteAddress: string | undefined, trustProxy: boolean): void;
