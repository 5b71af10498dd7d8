import type { CardDefinition } from './effects/types';

/** The card's shape lives with the effect model (effects/types.ts); card modules import it from here. */
export type { CardDefinition, SummonProcedure } from './effects/types';

export const isMonster = (c: CardDefinition): boolean => c.frame !== 'spell' && c.frame !== 'trap';
/** A Trap Monster (`CardDefinition.trapMonster`): a monster while it is in a Monster Zone, a Trap Card everywhere. */
export const isTrapMonster = (c: CardDefinition): boolean => c.frame === 'trap' && c.trapMonster === true;
/** A Normal Pendulum Monster (Flash Knight, Foucault's Cannon): a Normal Monster, even with a Pendulum Effect (test/normalPendulumMonsters.test.ts). */
export const isNormalPendulumMonster = (c: CardDefinition): boolean => c.frame === 'pendulum' && c.subtype?.includes('normal') === true;
/** Whether the card is a monster where it is: a Monster Card, or a Trap Monster in a Monster Zone. */
export const isMonsterIn = (c: CardDefinition, inMonsterZone: boolean): boolean => isMonster(c) || (inMonsterZone && isTrapMonster(c));
/** Fusion, Synchro and Xyz Monsters live in the Extra Deck. */
export const isExtraDeckMonster = (c: CardDefinition): boolean =>
  c.frame === 'fusion' || c.frame === 'synchro' || c.frame === 'xyz';
/**
 * A monster that is ever Normal Summoned or Set (rulebook v9.1 "Summoning Monster Cards"): not a Fusion,
 * Synchro or Xyz Monster (Extra Deck), a Ritual Monster (Ritual Summoned) or a Token (no card).
 */
export const isNormalSummonableKind = (c: CardDefinition): boolean =>
  isMonster(c) && !isExtraDeckMonster(c) && c.frame !== 'token' && c.frame !== 'ritual';
/** Tributes a Normal Summon/Set needs: Level 5-6 one, Level 7 or higher two. */
/** The monster card types a monster belongs to, as "declare 1 monster card type" names them (Dimension Barrier): Ritual, Fusion, Synchro, Xyz, Pendulum. */
export const monsterKinds = (c: CardDefinition): readonly string[] => {
  const kinds: string[] = [];
  if (c.frame === 'ritual' || c.frame === 'fusion' || c.frame === 'synchro' || c.frame === 'xyz') kinds.push(c.frame);
  if (c.frame === 'pendulum' || c.scale !== undefined) kinds.push('pendulum');
  return kinds;
};

export const tributesNeeded = (c: CardDefinition): number => {
  const level = c.level ?? 0;
  return level >= 7 ? 2 : level >= 5 ? 1 : 0;
};
