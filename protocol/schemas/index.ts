export * from './common';
export * from './refusal';
export * from './mcp';
export * from './endpoints';
export * from './probe';
export * from './commands';
export * from './queries';
export * from './frames';
