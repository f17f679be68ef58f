/** The public tables of this context. The stakeholders of a cap table. */
export const TABLES = ['stakeholders'] as const;
