import type { IncomingMessage, ServerResponse } from 'node:http';

export function servePersonalState(request: IncomingMessage, response: ServerResponse): boolean;
