import { answerGeolocation } from '@/lib/geolocation/geolocation-endpoint';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env/env';

/** Where the caller is, for the browser's location resolution (spec §7). The logic is in lib/geolocation. */
export async function GET(request: Request): Promise<Response> {
  return answerGeolocation(request, { env: env(), db: getDb });
}
