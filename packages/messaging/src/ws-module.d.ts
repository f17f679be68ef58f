// The tests hand supabase-js the `ws` package as its realtime transport on Node 20; only its
// existence matters to them, so it is declared rather than typed in full.
declare module 'ws' {
  const WebSocket: unknown;
  export default WebSocket;
}
