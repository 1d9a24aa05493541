// A short two-tone beep made with WebAudio, so no sound file ships with the app.
const TONES_HZ = [880, 1320];
const TONE_SECONDS = 0.12;
const VOLUME = 0.2;
// A blocked context never finishes resuming: waiting longer would only play the alert late.
const RESUME_WAIT_MS = 200;

type AudioContextClass = typeof AudioContext;

/** "blocked": the browser refuses sound until the user clicks or types in the page. */
export type AlertOutcome = "played" | "blocked" | "unsupported";

let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  const Context: AudioContextClass | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return undefined;
  context ??= new Context();
  return context;
}

/** Plays the live-update alert. Browsers may block sound before the first click: that is only logged (SPEC §8). */
export async function playAlert(): Promise<AlertOutcome> {
  try {
    const audio = audioContext();
    if (!audio) return "unsupported";
    if (audio.state === "suspended") {
      await Promise.race([audio.resume(), new Promise((resolve) => setTimeout(resolve, RESUME_WAIT_MS))]);
    }
    if (audio.state !== "running") throw new Error("audio is blocked until the user interacts with the page");
    const start = audio.currentTime;
    TONES_HZ.forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = VOLUME;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + index * TONE_SECONDS);
      oscillator.stop(start + (index + 1) * TONE_SECONDS);
    });
    return "played";
  } catch (error) {
    console.info("The live-update sound was not played", error);
    return "blocked";
  }
}

/** Call from a click: a gesture is what lets the browser start the sound. Answers whether sound now plays. */
export async function unlockSound(): Promise<boolean> {
  const audio = audioContext();
  if (!audio) return false;
  try {
    await audio.resume();
  } catch (error) {
    console.info("The live-update sound could not be enabled", error);
  }
  return audio.state === "running";
}
