/**
 * The Normal Monsters of the pool: data, not modules (a card with no effect is its facts). Each row of
 * the generated table (table.ts, scripts/normal-monsters.mjs) becomes one CardDefinition, once, when
 * the pool loads.
 */
import type { CardDefinition } from '../../engine/card';
import { cells, monsterFacts } from '../dataRows';
import { NORMAL_TABLE } from './table';

const TUNER: readonly string[] = ['tuner'];

export const NORMALS: readonly CardDefinition[] = cells(NORMAL_TABLE).map((row) => {
  const { passcode, name, frame, attribute, monsterType, level, atk, def } = monsterFacts(row, 'normal');
  // One plain literal, every card the same shape (objects built by spreading went to slow property lookups in the registry).
  return { passcode, name, frame, subtype: row[7] === 'tuner' ? TUNER : undefined, attribute, monsterType, level, atk, def, text: row[8] ?? '' };
});
