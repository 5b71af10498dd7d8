import { useSettingsStore } from '../store/settingsStore';

/**
 * How long animations run, as a factor of their normal length: 0 when the system asks for reduced
 * motion, about a third with the "Fast animations" setting, else 1. CSS reads the same factor from
 * `--t` on the root element (set by useMotionSetting in DuelScreen).
 */
export function motionFactor(): number {
  if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return 0;
  return useSettingsStore.getState().animations === 'fast' ? 0.35 : 1;
}
