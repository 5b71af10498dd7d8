// Tyrant Dragon
import type { CardDefinition } from '../../engine/card';
import type { Effect } from '../../engine/effects/types';

/** Whether `monster` attacked directly this turn (an `attacked` mark with no target). */
const attackedDirectly = (marks: readonly { mark: string; key: string; turn: number; target?: string }[], monster: string, turn: number): boolean =>
  marks.some((m) => m.mark === 'attacked' && m.key === monster && m.turn === turn && m.target === undefined);

/**
 * "If your opponent controls a monster after this card's first attack, this card can make a second attack" (rule code
 * `extraAttacks`, asked as it would attack again). GOAT (`goat/c504700164.lua`): only if no attack of it this turn was direct.
 */
const secondAttack = (era: 'later' | 'goat'): Effect => ({
  kind: 'continuous',
  label: era === 'goat' ? 'A second attack while the opponent controls a monster, unless it attacked directly' : 'A second attack while the opponent controls a monster',
  rules: [{
    code: 'extraAttacks',
    applies: (ctx, monster) => {
      if (monster !== ctx.card || ctx.monsters('theirs').length === 0) return null;
      return era === 'goat' && attackedDirectly(ctx.duel.marks, monster, ctx.duel.turn) ? null : 1;
    },
  }],
});

const trapNegation: Effect = {
  // Negate any Trap effects that target this card, and if you do, destroy that Trap Card.
  kind: 'continuous',
  key: 'negateTrap',
  label: 'A Trap targeting this card: negate its effect and destroy it',
  declares: ['negate', 'destroy', 'negatesTraps'],
  rules: [{ code: 'negatesTrapEffectTargetingIt' }],
};

const graveyardSummonCost: Effect = {
  // This card cannot be Special Summoned from the Graveyard, unless you Tribute 1 Dragon-Type monster.
  kind: 'condition',
  label: 'Special Summoned from the Graveyard only by Tributing 1 Dragon monster',
  declares: ['restrict'],
  rules: [{ code: 'tributeToSummonFromGraveyard', applies: (ctx, tribute) => ctx.definition(tribute).monsterType === 'Dragon' }],
};

const COST_TEXT = 'Whoever Special Summons it from the Graveyard, by any card, must Tribute 1 Dragon monster they control as they do (none: it cannot be).';

export default {
  passcode: '94568601',
  name: 'Tyrant Dragon',
  frame: 'effect',
  attribute: 'FIRE',
  monsterType: 'Dragon',
  level: 8,
  atk: 2900,
  def: 2500,
  text: `In your Battle Phase, once this card has attacked, it can attack one more time while your opponent controls a monster. A Trap effect targeting this card is negated and that Trap Card is destroyed. ${COST_TEXT}`,
  effects: [secondAttack('later'), trapNegation, graveyardSummonCost],
  eras: {
    goat: {
      text: `In your Battle Phase, once this card has attacked, it can attack one more time while your opponent controls a monster, unless it attacked directly this turn. A Trap effect targeting this card is negated and that Trap Card is destroyed. ${COST_TEXT}`,
      effects: [secondAttack('goat'), trapNegation, graveyardSummonCost],
    },
  },
} satisfies CardDefinition;
