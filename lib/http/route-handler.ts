import 'server-only';
import { AppError, errorResponse } from '@/lib/errors/app-error';
import { accessRefusal, getViewer, type Access, type Viewer } from '@/lib/identity/viewer';

type RouteHandler = (request: Request, context: { viewer: Viewer }) => Promise<Response>;

/**
 * One route handler's run, given who is asking (issue 10): the access checked, the handler run, and
 * an AppError, returned by the check or thrown by the handler, answered as JSON with its status
 * (401, 403, 404, 400, 409, 429 with Retry-After, 503). Anything else is a bug and is thrown.
 */
export async function answerRoute(access: Access, handler: RouteHandler, request: Request, viewer: Viewer): Promise<Response> {
  try {
    const refusal = accessRefusal(viewer, access);
    if (refusal) throw refusal;
    return await handler(request, { viewer });
  } catch (error) {
    if (error instanceof AppError) return errorResponse(error);
    throw error;
  }
}

/** A route handler that checks its access like every action does: `export const GET = routeHandler('customer', …)`. */
export function routeHandler(access: Access, handler: RouteHandler) {
  return async (request: Request): Promise<Response> => answerRoute(access, handler, request, await getViewer());
}
