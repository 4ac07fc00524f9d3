import Foundation
import NIOCore

/// The first handler of the listener's pipeline: it keeps the errors `accept`
/// may return while the listener itself is fine (out of descriptors, buffers
/// or memory; a connection aborted before it was taken) from the handlers
/// after it.
///
/// Hummingbird reads its listener through a `NIOAsyncChannel`, whose stream,
/// and with it the server's accept loop, ends on any error that reaches it.
/// NIO itself keeps the listener open on these errors and accepts again; the
/// server's limits (`PlaygroundServerLimits.fitted`) keep it from running out
/// of descriptors with its own connections.
public final class AcceptErrorFilter: ChannelInboundHandler, RemovableChannelHandler {
    public typealias InboundIn = Channel
    public typealias InboundOut = Channel

    public init() {}

    /// The errors `accept` may return that say nothing of the listener itself.
    public static func isTransient(errno code: Int32) -> Bool {
        [EMFILE, ENFILE, ENOBUFS, ENOMEM, ECONNABORTED].contains(code)
    }

    public func errorCaught(context: ChannelHandlerContext, error: Error) {
        if let error = error as? IOError, Self.isTransient(errno: error.errnoCode) { return }
        context.fireErrorCaught(error)
    }
}
