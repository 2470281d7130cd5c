export const documentStatuses = ['pending', 'verified', 'rejected'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export const documentCategories = ['identity', 'financial', 'communication', 'legal'] as const;
export type DocumentCategory = (typeof documentCategories)[number];
