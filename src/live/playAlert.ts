// A short two-tone beep made with WebAudio, so no sound file ships with the app.
const TONES_HZ = [880, 1320];
const TONE_SECONDS = 0.12;
const VOLUME = 0.2;
// A blocked context never finishes resuming: waiting longer would only play the alert late.
const RESUME_WAIT_MS = 200;

type AudioContextClass = typeof AudioContext;

let context: AudioContext | undefined;

/** Plays the live-update alert. Browsers may block sound before the first click: that is only logged (SPEC §8). */
export async function playAlert(): Promise<void> {
  try {
    const Context: AudioContextClass | undefined =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
    if (!Context) return;
    context ??= new Context();
    if (context.state === "suspended") {
      await Promise.race([context.resume(), new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS))]);
    }
    if (context.state !== "running") throw new Error("audio is blocked until the user interacts with the page");
    const start = context.currentTime;
    TONES_HZ.forEach((frequency, index) => {
      const oscillator = context!.createOscillator();
      const gain = context!.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = VOLUME;
      oscillator.connect(gain).connect(context!.destination);
      oscillator.start(start + index * TONE_SECONDS);
      oscillator.stop(start + (index + 1) * TONE_SECONDS);
    });
  } catch (error) {
    console.info("The live-update sound was not played", error);
  }
}
