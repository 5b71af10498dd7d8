import { destroyFaceUpDefenderSpec } from './faceUpDefenderSpec';

// Zubaba Knight (ygopro c97896503; not in texts-2016): "At the start of the Damage Step, if this card attacks a
// face-up Defense Position monster: Destroy that monster."
destroyFaceUpDefenderSpec('Zubaba Knight');
