/** The public tables of this context. The product catalogue and which member may open which product. */
export const TABLES = ['fikr_products', 'team_member_product_access'] as const;
