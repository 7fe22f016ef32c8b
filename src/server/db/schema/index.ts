export * from './catalog';
export * from './accounts';
export * from './shopping';
export * from './content';
export * from './cache';
export * from './staff';
export * from './inquiries';
export * from './pricing';
