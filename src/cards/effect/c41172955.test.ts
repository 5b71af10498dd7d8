import { gadgetSpec } from './gadgetSpec';

// Green Gadget: "When this card is Normal or Special Summoned: You can add 1 "Red Gadget" from your Deck to your hand."
gadgetSpec('Green Gadget', 'Red Gadget');
