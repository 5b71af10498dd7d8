// Keeper of the Shrine
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { Effect, EffectContext } from '../../engine/effects/types';
import type { DuelEvent } from '../../engine/state';

const NAME = 'Keeper of the Shrine';

const dragonNormal = (ctx: EffectContext, c: string): boolean => ctx.isNormalMonster(c) && ctx.definition(c).monsterType === 'Dragon';

/**
 * A Dragon monster on the field went to the Graveyard because of a card effect (destroyed or sent by it) or
 * by being destroyed by battle, other than "Keeper of the Shrine". (Whether it was face-up is not in the
 * events: a face-down Dragon counts too.)
 */
function dragonLost(ctx: EffectContext, e: DuelEvent): boolean {
  const fromField = e.type === 'destroyedByBattle' || ((e.type === 'destroyed' || e.type === 'sentToGraveyard') && e.by !== undefined && e.controller !== undefined);
  if (!fromField) return false;
  const def = ctx.definition(e.card);
  return isMonster(def) && def.monsterType === 'Dragon' && def.name !== NAME && ctx.graveyard('all').includes(e.card);
}

/** The Special Summon from the hand or the Graveyard (one use per turn between them). */
const summonItself = (range: 'hand' | 'graveyard'): Effect => ({
  // While this card is in your hand or Graveyard, if a face-up Dragon-Type monster(s) on the field is sent to the Graveyard because of a
  // card effect or being destroyed by battle, except "Keeper of the Shrine": You can Special Summon this card, then, if at least 1 of
  // those monsters in the Graveyard is a Dragon-Type Normal Monster, you can add 1 Dragon-Type Normal Monster from your Graveyard to
  // your hand. You can only use this effect of "Keeper of the Shrine" once per turn.
  kind: 'trigger',
  range,
  optional: true,
  oncePerTurn: 'name',
  oncePerTurnGroup: 'summonItself',
  label: range === 'hand' ? 'Special Summon this card from your hand' : 'Special Summon this card from your Graveyard',
  declares: ['specialSummon', 'toHand'],
  when: dragonLost,
  condition: (ctx) => ctx.freeMonsterZones().length > 0 && ctx.maySpecialSummonByEffect(ctx.card),
  resolve: (ctx) => {
    const where = range === 'hand' ? ctx.hand('mine') : ctx.graveyard('mine');
    if (!where.includes(ctx.card) || ctx.freeMonsterZones().length === 0) return;
    if (!ctx.specialSummon(ctx.card, ctx.player, chooseSummonPosition(ctx, ctx.card))) return;
    const lost = ctx.triggeredBy && 'card' in ctx.triggeredBy ? ctx.triggeredBy.card : undefined;
    if (lost === undefined || !dragonNormal(ctx, lost) || !ctx.graveyard('all').includes(lost)) return;
    const options = ctx.graveyard('mine').filter((c) => dragonNormal(ctx, c));
    if (options.length > 0 && ctx.chooseOption(ctx.player, 'Add a Dragon Normal Monster from your Graveyard to your hand?', ['yes', 'no'] as const) === 'yes') {
      ctx.addToHand([ctx.chooseCard(ctx.player, 'Choose a Dragon Normal Monster to add to your hand', options)]);
    }
  },
});

export default {
  passcode: '66752837',
  name: NAME,
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Dragon',
  level: 4,
  atk: 0,
  def: 2100,
  text:
    'For the Tribute Summon of a Dragon monster, this card can count as 2 Tributes on its own. From your hand or Graveyard: when a Dragon monster on the field (not "Keeper of the Shrine") goes to the Graveyard because of a card effect or by being destroyed by battle, you can Special Summon this card; then, if that monster is a Dragon Normal Monster in the Graveyard, you can add 1 Dragon Normal Monster from your Graveyard to your hand. This effect of "Keeper of the Shrine" can be used only once per turn.',
  effects: [
    {
      // This card can be treated as 2 Tributes for the Tribute Summon of a Dragon-Type monster.
      kind: 'continuous',
      label: 'Counts as 2 Tributes for a Dragon monster',
      rules: [{ code: 'doubleTribute', applies: (ctx, summoned) => ctx.definition(summoned).monsterType === 'Dragon' }],
    },
    summonItself('hand'),
    summonItself('graveyard'),
  ],
} satisfies CardDefinition;
