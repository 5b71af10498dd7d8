import { destroyFaceUpDefenderSpec } from './faceUpDefenderSpec';

// Ninja Grandmaster Sasuke: "At the start of the Damage Step, if this card attacks a face-up Defense Position
// monster: Destroy that monster." (Zubaba Knight's effect.)
destroyFaceUpDefenderSpec('Ninja Grandmaster Sasuke');
