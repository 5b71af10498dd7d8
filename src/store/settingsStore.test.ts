import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, sanitizeSettings, useSettingsStore } from './settingsStore';

describe('settings', () => {
  it('start at Auto chain prompts, normal animations, sound off, a Normal computer at a followable pace, a coin toss for who goes first', () => {
    expect(DEFAULT_SETTINGS).toEqual({ chainPrompts: 'auto', animations: 'normal', sound: false, computerLevel: 'normal', fastComputer: false, firstTurn: 'toss' });
  });

  it('keep only known values from storage (old versions and hand edits fall back to the defaults)', () => {
    expect(sanitizeSettings({ chainPrompts: 'never', animations: 'fast', sound: true })).toEqual({ ...DEFAULT_SETTINGS, chainPrompts: 'never', animations: 'fast', sound: true });
    expect(sanitizeSettings({ computerLevel: 'hard', fastComputer: true })).toEqual({ ...DEFAULT_SETTINGS, computerLevel: 'hard', fastComputer: true });
    expect(sanitizeSettings({ firstTurn: 'choose' })).toEqual({ ...DEFAULT_SETTINGS, firstTurn: 'choose' });
    expect(sanitizeSettings({ firstTurn: 'dice' })).toEqual(DEFAULT_SETTINGS);
    expect(sanitizeSettings({ chainPrompts: 'sometimes', animations: 3, sound: 'yes', computerLevel: 'expert', fastComputer: 1, extra: 1 })).toEqual(DEFAULT_SETTINGS);
    expect(sanitizeSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(sanitizeSettings('garbage')).toEqual(DEFAULT_SETTINGS);
  });

  it('change one at a time and reset', () => {
    const s = useSettingsStore.getState();
    s.setChainPrompts('always');
    s.setAnimations('fast');
    s.setSound(true);
    s.setComputerLevel('easy');
    s.setFastComputer(true);
    expect(useSettingsStore.getState()).toMatchObject({ chainPrompts: 'always', animations: 'fast', sound: true, computerLevel: 'easy', fastComputer: true });
    useSettingsStore.getState().resetSettings();
    expect(useSettingsStore.getState()).toMatchObject(DEFAULT_SETTINGS);
  });
});
