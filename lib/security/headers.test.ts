import { describe, expect, it } from 'vitest';
import { parseTenant } from '@/lib/tenant/schema';
import demo from '@/tenant/config.json';
import { securityHeaders } from './headers';

const tenant = parseTenant(demo);
const base = { nonce: 'abc123', production: true, https: true, tenant };

describe('security headers (proxy.ts)', () => {
  it('allows scripts only with the response nonce', () => {
    const csp = securityHeaders(base)['Content-Security-Policy'];
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('lets the sign-up bot check run its workers from blob: URLs, and nothing else from elsewhere', () => {
    const policy = securityHeaders(base)['Content-Security-Policy'];
    expect(policy).toContain("worker-src 'self' blob:;");
    expect(policy).toContain("default-src 'self';");
  });

  it('frames only the configured map origin, and nothing without one', () => {
    expect(securityHeaders(base)['Content-Security-Policy']).toContain('frame-src https://www.openstreetmap.org');
    const noMap = { ...tenant, mapEmbedOrigin: undefined };
    expect(securityHeaders({ ...base, tenant: noMap })['Content-Security-Policy']).toContain("frame-src 'none'");
  });

  it('spec §1: an empty analytics id opens no analytics origin; a set one does', () => {
    expect(securityHeaders(base)['Content-Security-Policy']).not.toContain('googletagmanager');
    const withAnalytics = { ...tenant, analyticsTrackingId: 'G-ABC123' };
    expect(securityHeaders({ ...base, tenant: withAnalytics })['Content-Security-Policy']).toContain('https://www.googletagmanager.com');
  });

  it('sends HSTS in production over HTTPS only', () => {
    expect(securityHeaders(base)['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(securityHeaders({ ...base, https: false })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ ...base, production: false })['Strict-Transport-Security']).toBeUndefined();
  });

  it('gives generated images a policy that runs and loads nothing', () => {
    expect(securityHeaders({ ...base, media: true })['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("issue 36 §4.9: no policy of the production server allows 'unsafe-inline'; styles by the response's nonce, and no style attribute at all", () => {
    for (const options of [base, { ...base, https: false }, { ...base, media: true }, { ...base, production: false, media: true }]) {
      expect(securityHeaders(options)['Content-Security-Policy']).not.toContain('unsafe-inline');
    }
    const csp = securityHeaders(base)['Content-Security-Policy'];
    expect(csp).toContain("style-src 'self' 'nonce-abc123';");
    expect(csp).toContain("style-src-attr 'none';");
    // `next dev` does not give React's <style> elements the nonce (scripts/style-nonce.mjs is npm start's): its pages allow them.
    expect(securityHeaders({ ...base, production: false })['Content-Security-Policy']).toContain("style-src 'self' 'unsafe-inline'; style-src-attr 'none';");
  });

  it('sets the other headers on every response', () => {
    const headers = securityHeaders({ ...base, production: false });
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('issue 38 §2: only the counter may use the camera and compile WebAssembly (its QR decoder); every other page may not', () => {
    const counter = securityHeaders({ ...base, counter: true });
    expect(counter['Permissions-Policy']).toMatch(/^camera=\(self\), microphone=\(\)/);
    expect(counter['Content-Security-Policy']).toContain("'wasm-unsafe-eval'");
    expect(counter['Content-Security-Policy']).not.toMatch(/'unsafe-eval'/);
    const page = securityHeaders(base);
    expect(page['Permissions-Policy']).toMatch(/^camera=\(\),/);
    expect(page['Content-Security-Policy']).not.toContain('wasm-unsafe-eval');
  });
});
