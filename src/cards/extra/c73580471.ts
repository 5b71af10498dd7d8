// Black Rose Dragon
import type { CardDefinition } from '../../engine/card';
import { inDefensePosition } from '../../engine/effects/library';

export default {
  passcode: '73580471',
  name: 'Black Rose Dragon',
  frame: 'synchro',
  attribute: 'FIRE',
  monsterType: 'Dragon',
  level: 7,
  atk: 2400,
  def: 1800,
  text: '1 Tuner + 1 or more non-Tuner monsters. When this card is Synchro Summoned: you can destroy every card on the field. Once per turn: you can banish 1 Plant monster from your Graveyard to target 1 Defense Position monster your opponent controls; change it to face-up Attack Position, and its ATK becomes 0 until the end of this turn.',
  // 1 Tuner + 1+ non-Tuner monsters
  materials: { kind: 'synchro', text: '1 Tuner + 1 or more non-Tuner monsters' },
  effects: [
    {
      // When this card is Synchro Summoned: you can destroy all cards on the field
      kind: 'trigger',
      label: 'Destroy all cards on the field',
      declares: ['destroy'],
      optional: true,
      when: (ctx, e) => e.type === 'specialSummoned' && e.method === 'synchro' && e.card === ctx.card,
      resolve: (ctx) => ctx.destroy(ctx.cardsOnField('all')),
    },
    {
      // Once per turn: you can banish 1 Plant monster from your GY, then target 1 Defense Position monster your opponent controls; change it to face-up Attack Position, and its ATK becomes 0 until the end of this turn
      kind: 'ignition',
      label: 'Banish a Plant from your Graveyard: a defending opponent\'s monster goes to Attack Position with 0 ATK',
      declares: ['position', 'modifyStats'],
      oncePerTurn: 'card',
      cost: {
        can: (ctx) => ctx.graveyard('mine').some((c) => ctx.definition(c).monsterType === 'Plant' && ctx.mayBanish(c)),
        pay: (ctx) => {
          const plants = ctx.graveyard('mine').filter((c) => ctx.definition(c).monsterType === 'Plant' && ctx.mayBanish(c));
          ctx.banish([plants.length === 1 ? plants[0]! : ctx.chooseCard(ctx.player, 'Choose a Plant monster to banish', plants)]);
        },
      },
      targets: [{
        prompt: 'Choose a Defense Position monster your opponent controls',
        from: 'monsters',
        filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && inDefensePosition(ctx, c),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || ctx.controllerOf(target) === null) return;
        ctx.setPosition(target, 'attack', true);
        ctx.modifyUntilEndOfTurn(target, { atk: -ctx.atk(target) });
      },
    },
  ],
} satisfies CardDefinition;
