export const operatorsKeys = {
  all: ['operators'] as const,
  list: () => [...operatorsKeys.all, 'list'] as const,
};
