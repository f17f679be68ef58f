import { queryKeys } from '@fikrspace/data';

/** Everything about an organization's stakeholders sits under one prefix, refreshed together. */
export const stakeholderKeys = {
  all: (organizationId: string) => queryKeys.orgScoped(organizationId, 'stakeholders'),
};

export const STAKEHOLDER_TYPES = ['founder', 'investor', 'employee', 'advisor', 'other'] as const;
export type StakeholderType = (typeof STAKEHOLDER_TYPES)[number];

export interface Stakeholder {
  id: string;
  organization_id: string;
  name: string;
  stakeholder_type: StakeholderType;
  email: string | null;
  shares: number;
  created_at: string;
}

/** The table's columns a page may read, filter and order by (the query sanitizer's allow-list). */
export const STAKEHOLDER_COLUMNS = ['id', 'organization_id', 'name', 'stakeholder_type', 'email', 'shares', 'created_at'] as const;
