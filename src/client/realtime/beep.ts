let shared: AudioContext | null = null;

/**
 * The page's one AudioContext, created on first use. A browser lets a context play only after the
 * visitor has interacted with the page: `primeBeep`, called from the click that turns the sound on,
 * creates (or resumes) it inside that gesture, so a later beep is not refused.
 */
function audioContext(): AudioContext | null {
  if (shared) return shared;
  const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return null;
  shared = new Ctx();
  return shared;
}

/** Creates or resumes the audio context; silent when the browser refuses (autoplay rules). */
export function primeBeep(): void {
  try {
    const ctx = audioContext();
    if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
  } catch {
    // No audio on this device: the sound is optional.
  }
}

/** A short two-tone beep through WebAudio for a new message (optional, off by default). */
export function beep(): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    // Autoplay rules may keep the context suspended until the page got a click: then nothing is heard.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const gain = ctx.createGain();
    gain.gain.value = 0.08;
    gain.connect(ctx.destination);
    [880, 1320].forEach((freq, i) => {
      const osc = ctx.createOscillator();
      osc.frequency.value = freq;
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.15);
      osc.stop(ctx.currentTime + i * 0.15 + 0.12);
    });
  } catch {
    // Silence is fine: the sound is only a hint.
  }
}
