/**
 * The test kit of the database client: an in-memory Supabase client typed from the generated
 * schema. Only tests import it (the apps' builds never reach this entry).
 */
export { createFakeDb, type FakeDb } from './fake-db';
export {
  refuse,
  type FakeAnswer,
  type FakeDbError,
  type FakeDbOptions,
  type FakeEdgeFunction,
  type FakeFilter,
  type FakeFunction,
  type FakeOrder,
  type FakeRefusal,
  type FakeRequest,
  type FakeResult,
  type FakeRow,
  type FakeTables,
  type FakeTarget,
  type FunctionArgs,
  type FunctionName,
  type FunctionResult,
  type TableName,
} from './fake-types';
