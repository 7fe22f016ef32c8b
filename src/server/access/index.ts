// §4 area gate and access codes: who is restricted, and the codes that let them in.
export { areaVisitor, checkArea, unlockArea, type AreaStatus, type AreaVisitor } from './area-gate';
export { areaRulesFor, compileAreaRules, forgetAreaRules, isRestricted, type AreaRules, type Visitor } from './area-rules';
export { createAccessCode, findValidAccessCode, hashAccessCode } from './access-codes';
export { canonicalIp, parseIpRange } from './ip-ranges';
