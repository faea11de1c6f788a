import 'server-only';
import { cookies, headers } from 'next/headers';
import { DESIGNER_NAME_COOKIE, designerNameCookieOptions } from './designer-name';
import { authorName } from './set-list-schema';

/** The name in the cookie, when it is one a designer could have typed; null otherwise. */
export function designerNameFromCookie(value: string | undefined): string | null {
  const name = authorName.safeParse(value ?? '');
  return name.success ? name.data : null;
}

/** The name the designer gave earlier in this browser session, or null. */
export async function rememberedDesignerName(): Promise<string | null> {
  return designerNameFromCookie((await cookies()).get(DESIGNER_NAME_COOKIE)?.value);
}

/** Keeps the designer's name for the session (in a server action), so the question is asked once. */
export async function rememberDesignerName(name: string): Promise<void> {
  const https = (await headers()).get('x-forwarded-proto') === 'https';
  (await cookies()).set(DESIGNER_NAME_COOKIE, name, designerNameCookieOptions(https));
}
