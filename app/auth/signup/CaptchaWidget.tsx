'use client';

import type {} from 'altcha/types/react';
// The widget's styles as the page's own stylesheet, not a <style> it injects (issue 36 §4.9).
import 'altcha/altcha.css';
import { Fragment, useCallback, useEffect, useRef } from 'react';

/** The widget's states, as its 'statechange' event reports them. */
export type CaptchaState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

/**
 * ALTCHA's widget (spec §7 bot protection): it fetches a "signup" challenge, solves the proof of
 * work in a web worker as soon as the page loads, and puts the solution in the form as `captcha`.
 * Its script is loaded here only, so no other page pays for it. `attempt` changes after a refused
 * sign-up: a solution is spent once, so a new widget solves a fresh challenge. Each change of the
 * widget's state is reported, so the form can finish a sign-up pressed before the check was done.
 */
export function CaptchaWidget({ attempt, onStateChange }: { attempt: number; onStateChange: (state: CaptchaState) => void }) {
  useEffect(() => {
    void import('altcha');
  }, []);
  const latest = useRef(onStateChange);
  useEffect(() => {
    latest.current = onStateChange;
  });
  // A ref callback, so the listener follows the element when a new attempt mounts a new widget.
  const listen = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const report = (event: Event) => {
      const state = (event as CustomEvent<{ state?: unknown }>).detail?.state;
      if (typeof state === 'string') latest.current(state as CaptchaState);
    };
    element.addEventListener('statechange', report);
    return () => element.removeEventListener('statechange', report);
  }, []);
  return (
    <>
      {/* The widget injects its <style> unless an element of this id is there: its styles are imported above. */}
      <span id="altcha-css" hidden />
      <Fragment key={attempt}>
        <altcha-widget ref={listen} challenge="/api/captcha?action=signup" name="captcha" auto="onload" />
      </Fragment>
    </>
  );
}
