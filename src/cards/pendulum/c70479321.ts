// Performapal Drummerilla
import type { CardDefinition } from '../../engine/card';
import { summonedWithoutTributes } from '../../engine/effects/library';
import type { Effect, EffectContext, QueryContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** Your monster in the attack just declared, when it is between a monster you control and an opponent's monster. */
function yourMonsterInThisBattle(ctx: QueryContext): CardId | null {
  const attack = ctx.attack;
  if (!attack || attack.target === 'direct') return null;
  const mine = [attack.attacker, attack.target].filter((m) => ctx.controllerOf(m) === ctx.player);
  return mine.length === 1 ? mine[0]! : null;
}

/**
 * "Once per turn, when an attack is declared involving a monster you control and an opponent's monster: You can target
 * that monster you control; it gains 600 ATK until the end of the Battle Phase" (its Pendulum Effect, and its monster
 * effect: each once per turn on its own, ygopro's two count limits).
 */
const drum = (range: 'pendulumZone' | 'field'): Effect => ({
  kind: 'trigger',
  label: 'Your monster in this battle gains 600 ATK until the end of the Battle Phase',
  declares: ['modifyStats'],
  ...(range === 'pendulumZone' ? { range } : {}),
  optional: true,
  oncePerTurn: 'card',
  when: (ctx, e) => e.type === 'attackDeclared' && yourMonsterInThisBattle(ctx) !== null,
  targets: [{
    prompt: 'Your monster in this battle gains 600 ATK',
    from: 'monsters',
    named: true,
    filter: (ctx: EffectContext, c: CardId) => c === yourMonsterInThisBattle(ctx) && ctx.isFaceUp(c),
  }],
  resolve: (ctx) => {
    if (range === 'pendulumZone' && !ctx.duel.players[ctx.player].pendulum.some((s) => s?.card === ctx.card)) return;
    const [target] = ctx.targets;
    if (target !== undefined && ctx.monsters('mine').includes(target) && ctx.isFaceUp(target)) ctx.modifyUntilEndOfBattlePhase(target, { atk: 600 });
  },
});

export default {
  passcode: '70479321',
  name: 'Performapal Drummerilla',
  frame: 'pendulum',
  subtype: ['effect'],
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 5,
  scale: 2,
  atk: 1600,
  def: 900,
  text:
    "Pendulum Effect, once per turn: when an attack is declared between a monster you control and an opponent's monster, you can target yours; it gains 600 ATK until the Battle Phase ends. Monster Effect: while no monsters are on the field you can Normal Summon this card without Tributing; then its Level becomes 4. It has the same once-per-turn effect as its Pendulum Effect.",
  effects: [
    drum('pendulumZone'),
    {
      // If there are no monsters on the field, you can Normal Summon this card without Tributing (not Set: ygopro's SUMMON_PROC).
      kind: 'condition',
      label: 'Normal Summon without Tributing while there are no monsters on the field',
      rules: [{ code: 'normalSummonWithoutTribute', applies: (ctx) => ctx.monsters('all').length === 0 }],
    },
    {
      // If this card is Normal Summoned without Tributing, its Level becomes 4.
      kind: 'continuous',
      label: 'Normal Summoned without Tributing: its Level is 4',
      rules: [{ code: 'levelBecomes', applies: (ctx) => (summonedWithoutTributes(ctx, ctx.card) ? 4 : null) }],
    },
    drum('field'),
  ],
} satisfies CardDefinition;
