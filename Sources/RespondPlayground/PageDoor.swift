import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// hummingbird-websocket's HTTP/1 channel with `PageDoor` added right after
/// NIO's request decoder.
struct PageChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value
    let inner: HTTP1WebSocketUpgradeChannel
    let check: @Sendable (HTTPRequestHead) -> String?
    let listening: PortBox
    let ledger: ConnectionLedger
    let requestDeadline: TimeAmount
    let strangerDeadline: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let decoder = try channel.pipeline.syncOperations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(
                PageDoor(check: check, listening: listening, ledger: ledger, deadline: requestDeadline,
                         strangerDeadline: strangerDeadline), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

/// The playground's door, among NIO's HTTP handlers (after the request
/// decoder, before the WebSocket upgrade and Hummingbird):
/// - every request's head passes `check` (`PlaygroundSecurity`: each `Host`
///   and `Origin` header, not only the last, and the token) or is answered 403,
///   and the connection closed;
/// - a request must arrive whole (head and body) within `deadline` of the
///   connection opening or its last response ending, or the connection closes;
/// - until a head of its passes `check`, the connection is a stranger
///   (`ConnectionLedger`): it must send that head within `strangerDeadline`
///   of opening, and strangers have a small cap of their own (past it, one is
///   closed), so that token-less connections held open slowly cannot keep the
///   page's own from being served;
/// - a head NIO's parser refuses is answered 431 (a header line or the head
///   too large: NIO stops reading at the limit) or 400, and the connection closed.
/// Once a request asks for a WebSocket, the door steps aside: what follows is
/// WebSocket frames, which hummingbird-websocket and NIO bound.
final class PageDoor: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let check: @Sendable (HTTPRequestHead) -> String?
    private let listening: PortBox
    private let deadline: TimeAmount
    private var timer: Scheduled<Void>?
    private let ledger: ConnectionLedger
    private let strangerDeadline: TimeAmount
    private var strangerTimer: Scheduled<Void>?
    /// Told the ledger it opened; a head of its passed `check`.
    private var counted = false
    private var vouched = false
    /// After an upgrade request: frames pass untouched.
    private var stepAside = false
    /// A request was refused: what else comes is dropped until the connection closes.
    private var refusing = false
    /// Requests let in whose responses have not ended.
    private var awaiting = 0
    /// A refusal that waits for those responses (answers go in the requests' order).
    private var deferred: (status: HTTPResponseStatus, text: String)?

    init(check: @escaping @Sendable (HTTPRequestHead) -> String?, listening: PortBox, ledger: ConnectionLedger,
         deadline: TimeAmount, strangerDeadline: TimeAmount) {
        self.check = check
        self.listening = listening
        self.ledger = ledger
        self.deadline = deadline
        self.strangerDeadline = strangerDeadline
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { begin(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        disarm()
        strangerTimer?.cancel()
    }

    func channelActive(context: ChannelHandlerContext) {
        begin(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        strangerTimer?.cancel()
        context.fireChannelInactive()
    }

    /// The connection is open: a stranger, with its deadlines.
    private func begin(_ context: ChannelHandlerContext) {
        guard !counted else { return }
        counted = true
        arm(context)
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        strangerTimer = context.eventLoop.scheduleTask(in: strangerDeadline) { loopBound.value.close(promise: nil) }
        ledger.opened(context.channel)
    }

    /// Bytes came; a stranger that sent them without a whole head is slow.
    func channelReadComplete(context: ChannelHandlerContext) {
        if counted, !vouched, !refusing { ledger.heard(context.channel) }
        context.fireChannelReadComplete()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if stepAside {
            context.fireChannelRead(data)
            return
        }
        if refusing { return }
        switch unwrapInboundIn(data) {
        case .head(let head):
            if let refusal = check(head) {
                refuse(context, .forbidden, "403 Forbidden: \(refusal)\n")
                return
            }
            if !vouched {
                vouched = true
                strangerTimer?.cancel()
                strangerTimer = nil
                ledger.vouch(context.channel)
            }
            // Only a WebSocket upgrade can happen (NIO's upgrader knows no other);
            // a request that asks for one gets no further request on this
            // connection (upgraded, or answered and closed by Hummingbird).
            if head.headers["upgrade"].contains(where: { $0.lowercased().contains("websocket") }) {
                stepAside = true
                disarm()
            } else {
                awaiting += 1
            }
            context.fireChannelRead(data)
        case .body:
            context.fireChannelRead(data)
        case .end:
            disarm()
            context.fireChannelRead(data)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard !stepAside, case .end = unwrapOutboundIn(data) else {
            context.write(data, promise: promise)
            return
        }
        context.write(data, promise: promise)
        awaiting = max(0, awaiting - 1)
        if awaiting == 0, let refusal = deferred {
            deferred = nil
            answer(context, refusal.status, refusal.text)
        } else if !refusing {
            // The next request's deadline starts now.
            arm(context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        guard !stepAside, let error = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        if refusing { return }
        if error == .headerOverflow {
            refuse(context, .requestHeaderFieldsTooLarge, "431 Request Header Fields Too Large\n")
        } else {
            refuse(context, .badRequest, "400 Bad Request\n")
        }
    }

    /// Answers (after the responses still owed) and closes; nothing more of
    /// this connection reaches the server.
    private func refuse(_ context: ChannelHandlerContext, _ status: HTTPResponseStatus, _ text: String) {
        refusing = true
        disarm()
        if awaiting > 0 {
            deferred = (status, text)
        } else {
            answer(context, status, text)
        }
    }

    private func answer(_ context: ChannelHandlerContext, _ status: HTTPResponseStatus, _ text: String) {
        var headers = HTTPHeaders(PlaygroundServer.securityHeaders(port: listening.port))
        headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
        headers.add(name: "Content-Length", value: String(text.utf8.count))
        headers.add(name: "Connection", value: "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: text)))), promise: nil)
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in loopBound.value.close(promise: nil) }
    }

    private func arm(_ context: ChannelHandlerContext) {
        disarm()
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: deadline) { loopBound.value.close(promise: nil) }
    }

    private func disarm() {
        timer?.cancel()
        timer = nil
    }
}
