import { staffSuggestRoute } from '@/lib/back-office-search/suggest-route';
import { getDb } from '@/lib/db';
import { routeHandler } from '@/lib/entry-points/route-handler';
import { tenant } from '@/lib/tenant';

/** The staff search's suggestions as JSON (issue 38 §1, decision 151): staff only, 401 or 404 to anyone else. */
export const GET = routeHandler('staff', staffSuggestRoute(getDb, tenant.vendor.id));
