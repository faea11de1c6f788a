import { describe, expect, it } from 'vitest';
import { GET } from './route';

describe('§7 Bot protection: GET /api/captcha', () => {
  it('refuses a request without the "signup" action with a 400 before touching the database', async () => {
    const response = await GET(new Request('http://localhost/api/captcha?action=delete-everything'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unknown captcha action. Expected one of: signup.' });
  });
});
