/**
 * A Node HTTP server that drains quickly on shutdown. @effect/platform-node's NodeHttpServer calls `server.close()`
 * on SIGTERM and waits (up to its gracefulShutdownTimeout) for every connection to end; under kept-alive load the
 * connections never go idle, so it waited the whole timeout and then reset the requests in flight.
 *
 * Here `close()` also: closes idle keep-alive connections at once, marks answers still to be sent `Connection: close`
 * (the socket ends once that answer is out), and keeps closing connections as they fall idle. Requests in flight
 * finish; new connections are refused.
 */
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from "node:http"

export const drainingServer = (options: ServerOptions = {}): Server => {
  const server = createServer(options)
  const inFlight = new Set<ServerResponse<IncomingMessage>>()
  let draining = false
  server.on("request", (_request, response) => {
    if (draining) response.shouldKeepAlive = false
    inFlight.add(response)
    const done = () => inFlight.delete(response)
    response.once("finish", done)
    response.once("close", done)
  })
  const close = server.close.bind(server)
  server.close = (callback?: (error?: Error) => void) => {
    if (!draining) {
      draining = true
      for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false
      const sweep = setInterval(() => server.closeIdleConnections(), 20)
      sweep.unref()
      server.once("close", () => clearInterval(sweep))
    }
    close(callback)
    server.closeIdleConnections()
    return server
  }
  return server
}
