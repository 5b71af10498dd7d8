import { FIELD_RULES, SELF_RULES } from './src/engine/ruleCodes';
console.log(FIELD_RULES.map((r) => `'${r}'`).join(', '), FIELD_RULES.length, SELF_RULES.length);
