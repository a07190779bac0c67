export * from './draft';
export * from './enums';
export * from './format';
export * from './lifecycle';
export * from './permissions';
export * from './rules';
export * from './schemas';
