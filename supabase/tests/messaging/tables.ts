/** The public tables of this context: conversations, who is in them, and what was said. */
export const TABLES = ['conversations', 'conversation_members', 'messages'] as const;
