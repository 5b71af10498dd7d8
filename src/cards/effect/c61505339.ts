// The Creator
import { isMonster, type CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';

export default {
  passcode: '61505339',
  name: 'The Creator',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Thunder',
  level: 8,
  atk: 2300,
  def: 3000,
  text: 'It cannot be Special Summoned from the Graveyard. Once per turn, in your Main Phase: you can target 1 monster in your Graveyard; send 1 card from your hand to the Graveyard, and if you do, Special Summon that monster.',
  effects: [
    {
      // This card cannot be Special Summoned from the Graveyard
      kind: 'condition',
      label: 'Cannot be Special Summoned from the Graveyard',
      rules: [{ code: 'cannotBeSpecialSummonedFromGraveyard' }],
    },
    {
      // Once per turn: select 1 monster in your GY; send 1 card from your hand to the GY and Special Summon that monster
      kind: 'ignition',
      label: 'Send 1 card from your hand to the Graveyard: Special Summon 1 monster from your Graveyard',
      declares: ['toGraveyard', 'specialSummon'],
      oncePerTurn: 'card',
      condition: (ctx) => freeMonsterZones(ctx) > 0 && ctx.hand('mine').length > 0,
      targets: [{ prompt: 'Choose a monster in your Graveyard to Special Summon', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && isMonster(ctx.definition(c)) && ctx.maySpecialSummonByEffect(c) }],
      resolve: (ctx) => {
        const hand = ctx.hand('mine');
        if (hand.length === 0) return;
        const sent = ctx.chooseCard(ctx.player, 'Choose a card in your hand to send to the Graveyard', hand);
        ctx.sendToGraveyard([sent]);
        const [target] = ctx.targets;
        if (target !== undefined && ctx.graveyard('mine').includes(target) && freeMonsterZones(ctx) > 0) ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
  ],
} satisfies CardDefinition;
