import { useSettingsStore } from '../store/settingsStore';

/**
 * A few short tones made with WebAudio when "Sound" is on: no audio files, nothing to download.
 * Each cue is a list of notes (frequency in Hz, start and length in seconds, waveform).
 */
export type Cue = 'summon' | 'set' | 'activate' | 'attack' | 'destroy' | 'damage' | 'heal' | 'phase' | 'turn' | 'error' | 'win' | 'lose' | 'prompt';

type Note = readonly [freq: number, start: number, length: number, wave?: OscillatorType];

const CUES: Record<Cue, readonly Note[]> = {
  summon: [[523, 0, 0.09], [784, 0.07, 0.14]],
  set: [[330, 0, 0.08, 'triangle'], [262, 0.06, 0.1, 'triangle']],
  activate: [[392, 0, 0.08, 'triangle'], [587, 0.06, 0.08, 'triangle'], [784, 0.12, 0.12, 'triangle']],
  attack: [[220, 0, 0.12, 'sawtooth'], [330, 0.08, 0.12, 'sawtooth']],
  destroy: [[180, 0, 0.18, 'square'], [110, 0.1, 0.22, 'square']],
  damage: [[140, 0, 0.25, 'sawtooth']],
  heal: [[523, 0, 0.1, 'sine'], [659, 0.08, 0.14, 'sine']],
  phase: [[660, 0, 0.06, 'triangle']],
  turn: [[440, 0, 0.08, 'triangle'], [660, 0.08, 0.1, 'triangle']],
  error: [[200, 0, 0.1, 'square'], [160, 0.1, 0.14, 'square']],
  win: [[523, 0, 0.12], [659, 0.12, 0.12], [784, 0.24, 0.3]],
  lose: [[392, 0, 0.16], [330, 0.16, 0.16], [262, 0.32, 0.35]],
  prompt: [[880, 0, 0.05, 'triangle'], [988, 0.06, 0.07, 'triangle']],
};

let ctx: AudioContext | null = null;

export function play(cue: Cue): void {
  if (!useSettingsStore.getState().sound) return;
  try {
    ctx ??= new AudioContext();
    if (ctx.state === 'suspended') void ctx.resume();
    const now = ctx.currentTime + 0.01;
    const master = ctx.createGain();
    master.gain.value = 0.12;
    master.connect(ctx.destination);
    for (const [freq, start, length, wave = 'sine'] of CUES[cue]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = wave;
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(1, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      osc.connect(gain).connect(master);
      osc.start(now + start);
      osc.stop(now + start + length + 0.02);
    }
  } catch {
    // No audio device (or WebAudio) here: stay silent.
  }
}
