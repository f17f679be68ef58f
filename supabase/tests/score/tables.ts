/** The public tables of this context. Fikr Score's templates (their sections and questions), the assessments sent from them, their answers, and the improvement plans that follow a submission. */
export const TABLES = ['assessment_templates', 'assessment_sections', 'assessment_questions', 'assessments', 'assessment_answers', 'improvement_plan_items'] as const;
