'use client';

let audio: AudioContext | null = null;

/** A low double beep for a scan the counter refuses (issue 38 §2), so the clerk hears it without looking; silent where the browser has no audio. */
export function soundRefusal(): void {
  try {
    audio ??= new AudioContext();
    for (const start of [0, 0.18]) {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.type = 'square';
      tone.frequency.value = 220;
      volume.gain.value = 0.08;
      tone.connect(volume).connect(audio.destination);
      tone.start(audio.currentTime + start);
      tone.stop(audio.currentTime + start + 0.12);
    }
  } catch {
    // No sound to make: the words on the page still say it.
  }
}
