'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './counter.module.css';

/**
 * A label held in view is read once, not five times a second: the same code counts again only after
 * this many frames without it (the label taken away, the next unit's shown). A frame or two the
 * decoder misses while the label is still there does not count it twice.
 */
const FRAMES_AWAY = 3;
const FRAME_EVERY_MS = 200;

/**
 * The counter's "Scan" (issue 38 §2): the phone's camera, its decoder loaded only when pressed
 * (`camera-decoder.ts`), each code read handed to `onScan` as a keyboard-wedge scanner's typing is.
 * "Stop scanning" turns the camera off; so does leaving the page.
 */
export function CameraScanner({ onScan }: { onScan: (code: string) => void }) {
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  });

  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const last = { code: '', away: FRAMES_AWAY };
    void (async () => {
      try {
        const [{ openFrameDecoder }, media] = await Promise.all([
          import('./camera-decoder'),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        ]);
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
        const decode = await openFrameDecoder();
        const frame = async () => {
          if (stopped || !video.current) return;
          const code = await decode(video.current).catch(() => null);
          if (code && (code !== last.code || last.away >= FRAMES_AWAY)) latest.current(code);
          if (code) Object.assign(last, { code, away: 0 });
          else last.away += 1;
          timer = setTimeout(() => void frame(), FRAME_EVERY_MS);
        };
        void frame();
      } catch {
        if (!stopped) setProblem('The camera could not be opened: allow it in the browser’s settings, or type or scan the SKU into the field.');
        setOn(false);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on]);

  return (
    // Its parts sit in the counter's row of the scan field (`display: contents`).
    <div className={styles.camera}>
      <button type="button" className="button button-secondary" aria-pressed={on} onClick={() => (setProblem(null), setOn(!on))}>
        {on ? 'Stop scanning' : 'Scan'}
      </button>
      {on && <video ref={video} className={`${styles.preview} ${styles.wide}`} muted playsInline aria-label="What the camera sees" />}
      {problem && (
        <p role="alert" className={`notice notice-error ${styles.wide}`}>
          {problem}
        </p>
      )}
    </div>
  );
}
