import { servePhoto } from '@/lib/media/serve-photo';
import { fileStore } from '@/lib/storage/file-store';

type Context = { params: Promise<{ path: string[] }> };

/**
 * Uploaded photos, `/media/photos/<id>/<width>.webp` (issue 13 §3): public and read-only, like the
 * generated pictures beside it, so no viewer is asked (a page of 48 cards would otherwise read the
 * session 48 times). Other methods are answered 405 by Next.js.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return servePhoto(fileStore(), (await params).path, request);
}

export async function HEAD(request: Request, { params }: Context): Promise<Response> {
  return servePhoto(fileStore(), (await params).path, request);
}
