export * from './envelope.ts';
export * from './call.ts';
export * from './common.ts';
export * from './settings.ts';
export * from './calls/config.ts';
export * from './calls/member.ts';
export * from './calls/admin.ts';
