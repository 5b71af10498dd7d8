/**
 * The Normal Monsters of the pool: data, not modules (a card with no effect is its facts). Each row of
 * the generated table (table.ts, scripts/normal-monsters.mjs) becomes one CardDefinition, once, when
 * the pool loads.
 */
import type { CardDefinition } from '../../engine/card';
import { cells, monsterFacts } from '../dataRows';
import { NORMAL_TABLE } from './table';

export const NORMALS: readonly CardDefinition[] = cells(NORMAL_TABLE).map((row) => {
  const [, , , , , , , tuner, text] = row;
  return {
    ...monsterFacts(row, 'normal'),
    ...(tuner === 'tuner' && { subtype: ['tuner'] }),
    text: text ?? '',
  } satisfies CardDefinition;
});
