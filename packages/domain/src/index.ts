export * from './draft';
export * from './enums';
export * from './format';
export * from './lifecycle';
export * from './macros';
export * from './permissions';
export * from './rules';
export * from './schemas';
