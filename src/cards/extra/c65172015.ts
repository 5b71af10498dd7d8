// AtoZ Dragon Buster Cannon
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, discardOneCost, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import { PENDULUM_SCALE, type ChainLink } from '../../engine/state';

/** The Chain Link just activated, if it is the opponent's Spell/Trap Card activation or monster effect. */
function opponentsActivation(ctx: EffectContext): ChainLink | null {
  const last = ctx.chain[ctx.chain.length - 1];
  if (!last || last.player === ctx.player || last.effect === PENDULUM_SCALE) return null;
  const frame = ctx.definition(last.card).frame;
  const spellOrTrap = frame === 'spell' || frame === 'trap';
  return (spellOrTrap && last.cardActivation) || !spellOrTrap ? last : null;
}

/** One of your banished face-up monsters of this name that may be Special Summoned. */
const banishedNamed = (name: string) => (ctx: EffectContext, c: string): boolean =>
  ctx.banished('mine').includes(c) && ctx.isFaceUp(c) && ctx.definition(c).name === name && ctx.maySpecialSummonByEffect(c);

export default {
  passcode: '65172015',
  name: 'AtoZ Dragon Buster Cannon',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 10,
  atk: 4000,
  def: 4000,
  text: '"ABC-Dragon Buster" + "XYZ-Dragon Cannon". Special Summoned from your Extra Deck only by banishing those cards from your field (no "Polymerization"), and in no other way. In either player\'s turn, when your opponent activates a Spell/Trap Card or a monster effect (Quick Effect): you can discard 1 card; negate the activation, and if you do, destroy that card. In either player\'s turn (Quick Effect): you can banish this card, then target 1 "ABC-Dragon Buster" and 1 "XYZ-Dragon Cannon" among your banished cards; Special Summon them.',
  // "ABC-Dragon Buster" + "XYZ-Dragon Cannon": Special Summoned from your Extra Deck by banishing them from your field, no other way
  materials: { kind: 'fusion', names: ['ABC-Dragon Buster', 'XYZ-Dragon Cannon'], contact: 'banishFromField' },
  effects: [
    {
      // Must be Special Summoned by banishing the above cards you control, and cannot be Special Summoned by other ways
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'cannotBeSpecialSummoned' }],
    },
    {
      // When your opponent activates a Spell/Trap Card, or monster effect: you can discard 1 card; negate the activation, and if you do, destroy that card
      kind: 'quick',
      label: "Discard 1 card: negate the opponent's activation and destroy that card",
      declares: ['discard', 'negate', 'destroy'],
      damageStep: true,
      condition: (ctx) => opponentsActivation(ctx) !== null,
      cost: discardOneCost('AtoZ Dragon Buster Cannon'),
      resolve: (ctx) => {
        const link = opponentsActivation(ctx);
        if (!link) return;
        ctx.negateActivation(link);
        ctx.destroy([link.card]);
      },
    },
    {
      // You can banish this card, then target 1 "ABC-Dragon Buster" and 1 "XYZ-Dragon Cannon" among your banished cards; Special Summon them
      kind: 'quick',
      label: 'Banish this card: Special Summon your banished ABC-Dragon Buster and XYZ-Dragon Cannon',
      declares: ['banish', 'specialSummon'],
      condition: (ctx) => freeMonsterZones(ctx) + 1 >= 2,
      cost: { can: (ctx) => ctx.mayBanish(ctx.card), pay: (ctx) => ctx.banish([ctx.card]) },
      targets: [
        { prompt: 'Choose your banished ABC-Dragon Buster', from: 'banished', filter: banishedNamed('ABC-Dragon Buster') },
        { prompt: 'Choose your banished XYZ-Dragon Cannon', from: 'banished', filter: banishedNamed('XYZ-Dragon Cannon') },
      ],
      resolve: (ctx) => {
        const summon = [...ctx.targets];
        // Fewer free zones than targets: the one chosen is Special Summoned, the other goes to the Graveyard (ygopro).
        while (summon.length > freeMonsterZones(ctx)) {
          const left = ctx.chooseCard(ctx.player, 'Choose a monster that is not Special Summoned (it goes to the Graveyard)', summon);
          summon.splice(summon.indexOf(left), 1);
          ctx.sendToGraveyard([left]);
        }
        for (const c of summon) ctx.specialSummon(c, ctx.player, chooseSummonPosition(ctx, c));
      },
    },
  ],
} satisfies CardDefinition;
