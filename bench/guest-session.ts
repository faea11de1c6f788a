/** A guest made through the running server's own sign-in, as a browser's first tap makes one: its id and its cookie. */
export async function guestSession(baseUrl: string): Promise<{ uid: string; cookie: string }> {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/anonymous`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!signIn.ok) throw new Error(`guest sign-in answered ${signIn.status}`);
  const uid = ((await signIn.json()) as { user: { id: string } }).user.id;
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  return { uid, cookie };
}
