export * from './client';
export * from './auth-errors';
export * from './stored-session';
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types';
export type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
