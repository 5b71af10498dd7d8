// Blue-Eyes Spirit Dragon
import type { CardDefinition } from '../../engine/card';
import { activatedInGraveyard, synchroMaterialsOf, tributeSelfCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const NAME = 'Blue-Eyes Spirit Dragon';

/** The Chain Link just activated, if its card was in a Graveyard as it was activated and it is not negated yet. */
function graveyardActivation(ctx: EffectContext) {
  const last = ctx.chain[ctx.chain.length - 1];
  return last && !last.negated && activatedInGraveyard(last) ? last : null;
}

/** The LIGHT Dragon Synchro Monsters in your Extra Deck it may Special Summon (not "Blue-Eyes Spirit Dragon"). */
const lightDragonSynchros = (ctx: EffectContext): string[] =>
  ctx.extra('mine').filter((c) => {
    const def = ctx.definition(c);
    return def.frame === 'synchro' && def.name !== NAME && def.attribute === 'LIGHT' && def.monsterType === 'Dragon';
  });

export default {
  passcode: '59822133',
  name: NAME,
  frame: 'synchro',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 9,
  atk: 2500,
  def: 3000,
  text: '1 Tuner + 1 or more "Blue-Eyes" non-Tuner monsters. While face-up, no player can Special Summon more than 1 monster at once. Once per turn, in either player\'s turn, when a card in a Graveyard activates an effect: you can negate that activation. In either player\'s turn: you can Tribute this card, if it was Synchro Summoned, to Special Summon 1 LIGHT Dragon Synchro Monster other than "Blue-Eyes Spirit Dragon" from your Extra Deck in Defense Position; destroy that monster in the End Phase of this turn.',
  // 1 Tuner + 1+ non-Tuner "Blue-Eyes" monsters
  materials: { kind: 'synchro', nonTunerArchetype: 'Blue-Eyes', text: '1 Tuner + 1 or more non-Tuner "Blue-Eyes" monsters' },
  effects: [
    {
      // Neither player can Special Summon 2 or more monsters at the same time
      kind: 'continuous',
      label: 'No player can Special Summon 2 or more monsters at once',
      rules: [{ code: 'oneSpecialSummonAtATime', applies: () => true }],
    },
    {
      // Once per turn, during either player's turn, when an effect of a card in the Graveyard is activated: You can negate the activation
      kind: 'quick',
      label: 'Negate the activation of an effect of a card in the Graveyard',
      declares: ['negate'],
      optional: true,
      oncePerTurn: 'card',
      damageStep: true,
      condition: (ctx) => graveyardActivation(ctx) !== null,
      resolve: (ctx) => {
        const link = ctx.chain[ctx.chain.length - 1];
        if (link) ctx.negateActivation(link);
      },
    },
    {
      // During either player's turn: You can Tribute this Synchro Summoned card; Special Summon 1 LIGHT Dragon-Type Synchro
      // Monster from your Extra Deck in Defense Position, except "Blue-Eyes Spirit Dragon", but destroy it during the End Phase of this turn
      kind: 'quick',
      key: 'summonFromExtraDeck',
      label: 'Tribute this card: Special Summon a LIGHT Dragon Synchro Monster from your Extra Deck in Defense Position (destroyed in the End Phase)',
      declares: ['specialSummon', 'destroy'],
      optional: true,
      condition: (ctx) => synchroMaterialsOf(ctx, ctx.card) !== null && lightDragonSynchros(ctx).length > 0,
      cost: tributeSelfCost(),
      resolve: (ctx) => {
        const options = lightDragonSynchros(ctx);
        if (options.length === 0) return;
        const dragon = ctx.chooseCard(ctx.player, 'Choose a LIGHT Dragon Synchro Monster to Special Summon', options);
        if (ctx.specialSummon(dragon, ctx.player, 'defense', { fromExtraDeck: true })) ctx.applyRule('destroyedInEndPhase', { player: ctx.player, card: dragon }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
