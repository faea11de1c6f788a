import 'server-only';
import type { NextRequest } from 'next/server';
import { databaseUnavailableResponse, isDatabaseUnavailable, processDatabaseAnswers } from '@/lib/db/availability';
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
  return async (request: Request): Promise<Response> => {
    let viewer: Viewer;
    try {
      viewer = await getViewer();
    } catch (error) {
      // Who is asking could not be read: the database away (issue 36 §4.2) answers 503 with Retry-After.
      if (isDatabaseUnavailable(error)) return databaseUnavailableResponse();
      if (error instanceof AppError) return errorResponse(error);
      throw error;
    }
    return answerRoute(access, handler, request, viewer);
  };
}

/**
 * A route handler of its own making (one that reads no viewer), answering 503 with Retry-After when
 * it failed because the database does not answer (issue 36 §4.2), never a 500 with an empty body.
 */
export function answeringWhileDatabaseAway(handler: (request: NextRequest) => Promise<Response>) {
  return async (request: NextRequest): Promise<Response> => {
    try {
      return await handler(request);
    } catch (error) {
      if (isDatabaseUnavailable(error) || !(await processDatabaseAnswers())) return databaseUnavailableResponse();
      throw error;
    }
  };
}
