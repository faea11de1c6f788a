import type { IncomingMessage, ServerResponse } from 'node:http';

export function nonceTheStyles(request: IncomingMessage, response: ServerResponse): void;
