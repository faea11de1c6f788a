import { propPhotoParams, renderPropPhoto } from '@/demo/drawings/prop-photo';

/**
 * Generated catalogue photos: `/media/prop-photo?kind=chair&color=8b5a2b&view=front`.
 * Pure function of the query, so the answer is cached for good; no database access.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = propPhotoParams.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`);
    return new Response(`Bad photo parameters: ${problems.join('; ')}\n`, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(renderPropPhoto(parsed.data), {
    status: 200,
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Its Content-Security-Policy comes from proxy.ts, which sets every response's.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
