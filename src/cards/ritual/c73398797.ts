// Paladin of White Dragon
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const BEWD = 'Blue-Eyes White Dragon';
const dragons = (ctx: EffectContext): string[] => [...ctx.hand('mine'), ...ctx.deck('mine')].filter((c) => ctx.definition(c).name === BEWD);

/** A Ritual Monster: Ritual Summoned only by its Ritual Spell, White Dragon Ritual. */
export default {
  passcode: '73398797',
  name: 'Paladin of White Dragon',
  frame: 'ritual',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 4,
  atk: 1900,
  def: 1200,
  text:
    'Ritual Summoned only, with "White Dragon Ritual". At the start of the Damage Step, if this card attacks a face-down Defense Position monster: destroy that monster without flipping it face-up (no damage calculation). You can Tribute this card: Special Summon 1 "Blue-Eyes White Dragon" from your hand or Deck; that Blue-Eyes White Dragon cannot attack this turn.',
  effects: [
    {
      // If this card attacks a face-down Defense Position monster, destroy the monster immediately with this card's effect
      // without flipping it face-up or applying damage calculation.
      kind: 'trigger',
      label: 'Destroy the face-down Defense Position monster it attacks',
      declares: ['destroy'],
      when: (ctx, e) => {
        if (e.type !== 'damageStepStarted' || e.attacker !== ctx.card || e.target === 'direct') return false;
        const target = e.target;
        return ctx.duel.players.some((ps) => ps.monsters.some((s) => s?.card === target && !s.faceUp && s.position === 'defense'));
      },
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type !== 'damageStepStarted' || e.target === 'direct') return;
        // Still the monster it attacks, on the opponent's field.
        if (ctx.attack?.target === e.target && ctx.monsters('theirs').includes(e.target)) ctx.destroy([e.target]);
      },
    },
    {
      // You can Tribute this card to Special Summon 1 "Blue-Eyes White Dragon" from your hand or your Deck. ("Blue-Eyes White Dragon" cannot attack during that turn.)
      kind: 'ignition',
      label: 'Tribute this card: Special Summon 1 "Blue-Eyes White Dragon" from your hand or Deck (it cannot attack this turn)',
      declares: ['specialSummon', 'restrict'],
      // Tributing it frees its zone: a Blue-Eyes White Dragon in the hand or Deck is all it needs.
      condition: (ctx) => dragons(ctx).length > 0 && ctx.mayBeTributed(ctx.card),
      cost: { can: (ctx) => ctx.mayBeTributed(ctx.card), pay: (ctx) => ctx.tribute([ctx.card]) },
      resolve: (ctx) => {
        const options = dragons(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a "Blue-Eyes White Dragon" in your hand or Deck to Special Summon', options);
        const fromDeck = ctx.deck('mine').includes(card);
        if (ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card))) ctx.applyRule('cannotAttack', { player: ctx.player, card }, 'thisTurn');
        if (fromDeck) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
