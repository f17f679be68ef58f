/** The public tables of this context. The audit trail of access control. */
export const TABLES = ['audit_log'] as const;
