/**
 * The Fusion Monsters with no effect: data, like the Normal Monsters. Each row of the generated table
 * (table.ts, scripts/plain-fusions.mjs) becomes one CardDefinition whose materials the engine's one
 * Fusion procedure reads; the text shown says what it is made of.
 */
import type { CardDefinition } from '../../engine/card';
import { cells, monsterFacts } from '../dataRows';
import { FUSION_TABLE } from './table';

export const FUSIONS: readonly CardDefinition[] = cells(FUSION_TABLE).map((row) => {
  const { passcode, name, frame, attribute, monsterType, level, atk, def } = monsterFacts(row, 'fusion');
  const names = (row[7] ?? '').split('+');
  if (names.length < 2 || names.includes('')) throw new Error(`Fusion table row ${passcode}: its materials "${row[7]}" are not names joined by +`);
  return { passcode, name, frame, attribute, monsterType, level, atk, def, text: `Fusion of ${names.join(' and ')}.`, materials: { kind: 'fusion', names } };
});
