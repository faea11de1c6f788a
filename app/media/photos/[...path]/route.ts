import { getDb } from '@/lib/db';
import { conditionPhotoOwner, photoAccess } from '@/lib/holds/return-photo-access';
import { getViewer } from '@/lib/identity/viewer';
import { servePhoto, type PhotoAccessCheck } from '@/lib/media/serve-photo';
import { fileStore } from '@/lib/storage/app-file-store';
import { tenant } from '@/lib/tenant';

type Context = { params: Promise<{ path: string[] }> };

/**
 * An item's photo is public, like the generated pictures beside it, and no viewer is asked for it (a
 * page of 48 cards would otherwise read the session 48 times). A photo of a returned line's condition
 * is for the house's staff and the order's customer alone (issue 36 §4.3): only then is the viewer read.
 */
const access: PhotoAccessCheck = async (key) => photoAccess(await conditionPhotoOwner(await getDb(), key), tenant.vendor.id, getViewer);

/** Uploaded photos, `/media/photos/<id>/<width>.webp` (issue 13 §3). Other methods are answered 405 by Next.js. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return servePhoto(fileStore(), (await params).path, request, access);
}

export async function HEAD(request: Request, { params }: Context): Promise<Response> {
  return servePhoto(fileStore(), (await params).path, request, access);
}
