/**
 * Reading the generated tables of data-only cards (normal/table.ts, fusion/table.ts): one string of
 * `|`-separated rows, parsed once when the pool loads. A malformed row throws naming it, so a bad
 * table fails every test at once instead of making a wrong card.
 */
import { ATTRIBUTES, type Attribute, type Frame } from '../engine/constants';

/** The table's rows, each split into its fields. */
export function cells(table: string): string[][] {
  return table.split('\n').filter((line) => line !== '').map((line) => line.split('|'));
}

/** The facts every monster row starts with: passcode|name|Attribute|Type|Level|ATK|DEF. */
export function monsterFacts(row: readonly string[], frame: Frame) {
  const [passcode = '', name = '', attribute = '', monsterType = '', level, atk, def] = row;
  const number = (s: string | undefined): number => {
    if (s === undefined || !/^\d+$/.test(s)) throw new Error(`Card table row ${passcode}: "${s}" is not a number`);
    return Number(s);
  };
  if (!/^\d{8}$/.test(passcode) || name === '' || monsterType === '') throw new Error(`Card table row "${row.join('|')}" is malformed`);
  if (!(ATTRIBUTES as readonly string[]).includes(attribute)) throw new Error(`Card table row ${passcode}: unknown Attribute "${attribute}"`);
  return { passcode, name, frame, attribute: attribute as Attribute, monsterType, level: number(level), atk: number(atk), def: number(def) };
}
