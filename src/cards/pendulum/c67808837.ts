// Performapal King Bear
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { faceUpInYourExtraDeck, activatedAsPendulumThisTurn } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** A Level 7 or higher monster in your Graveyard or face-up in your Extra Deck (what the End Phase effect adds). */
const bigMonsters = (ctx: QueryContext): CardId[] =>
  [...ctx.graveyard('mine'), ...ctx.extra('mine').filter((c) => faceUpInYourExtraDeck(ctx, c))]
    .filter((c) => isMonster(ctx.definition(c)) && (ctx.definition(c).level ?? 0) >= 7);

/** Your face-up "Performapal" cards on the field. */
const performapals = (ctx: QueryContext): number =>
  ctx.cardsOnField('mine').filter((c) => ctx.isFaceUp(c) && ctx.isOfArchetype(c, 'Performapal')).length;

export default {
  passcode: '67808837',
  name: 'Performapal King Bear',
  frame: 'pendulum',
  subtype: ['effect'],
  attribute: 'EARTH',
  monsterType: 'Beast-Warrior',
  level: 6,
  scale: 7,
  atk: 2200,
  def: 1000,
  text:
    'Pendulum Effect, once per turn: in the End Phase of a turn you activated this card, you can destroy it; if it is destroyed, add 1 Level 7 or higher monster from your Graveyard or from among the face-up cards of your Extra Deck to your hand. Monster Effect: in face-up Attack Position, Spell and Trap effects cannot destroy it. During your Battle Phase it gains 100 ATK for each face-up "Performapal" card you control.',
  effects: [
    {
      // Pendulum Effect: once per turn, during the End Phase, if this card was activated this turn: destroy this card, and if you do, add 1 Level 7+ monster from the GY or face-up Extra Deck.
      kind: 'trigger',
      label: 'Destroy this card and add a Level 7 or higher monster from your Graveyard or face-up Extra Deck',
      declares: ['destroy', 'search'],
      range: 'pendulumZone',
      optional: true,
      oncePerTurn: 'card',
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end',
      condition: (ctx) => activatedAsPendulumThisTurn(ctx) && bigMonsters(ctx).length > 0,
      resolve: (ctx) => {
        const inZone = (): boolean => ctx.duel.players[ctx.player].pendulum.some((s) => s?.card === ctx.card);
        if (!inZone()) return;
        ctx.destroy([ctx.card]);
        // "If you do": only once it has left the Pendulum Zone (the monsters are chosen then, as its script does).
        if (inZone()) return;
        const options = bigMonsters(ctx);
        if (options.length > 0) ctx.addToHand([ctx.chooseCard(ctx.player, 'Choose a Level 7 or higher monster to add to your hand', options)]);
      },
    },
    {
      // Monster effect: cannot be destroyed by Spell/Trap effects while in face-up Attack Position.
      kind: 'continuous',
      label: 'In face-up Attack Position, cannot be destroyed by Spell or Trap effects',
      rules: [{
        code: 'indestructibleByEffectOf',
        applies: (ctx, by) => {
          const frame = ctx.definition(by.card).frame;
          return (frame === 'spell' || frame === 'trap') && ctx.duel.players.some((ps) => ps.monsters.some((s) => s?.card === ctx.card && s.faceUp && s.position === 'attack'));
        },
      }],
    },
    {
      // Monster effect: gains 100 ATK for each "Performapal" card you control, during your Battle Phase only.
      kind: 'continuous',
      label: 'During your Battle Phase, gains 100 ATK for each face-up "Performapal" card you control',
      modifiers: (ctx) => (ctx.duel.turnPlayer === ctx.player && ctx.phase() === 'battle' ? [{ applies: (c) => c === ctx.card, atk: 100 * performapals(ctx) }] : []),
    },
  ],
} satisfies CardDefinition;
