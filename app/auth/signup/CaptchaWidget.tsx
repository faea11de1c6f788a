'use client';

import type {} from 'altcha/types/react';
import { Fragment, useEffect } from 'react';

/**
 * ALTCHA's widget (spec §7 bot protection): it fetches a "signup" challenge, solves the proof of
 * work in a web worker as soon as the page loads, and puts the solution in the form as `captcha`.
 * Its script is loaded here only, so no other page pays for it. `attempt` changes after a refused
 * sign-up: a solution is spent once, so a new widget solves a fresh challenge.
 */
export function CaptchaWidget({ attempt }: { attempt: number }) {
  useEffect(() => {
    void import('altcha');
  }, []);
  return (
    <Fragment key={attempt}>
      <altcha-widget challenge="/api/captcha?action=signup" name="captcha" auto="onload" />
    </Fragment>
  );
}
