import Foundation
import CPlaygroundPage
import RespondCore
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix

/// How much the server lets a connection, a request and a page hold.
public struct PlaygroundServerLimits: Sendable {
    /// Seconds a connection has to send a whole request (head and body), from
    /// when it opens or its last response ends; then it is closed.
    public var requestSeconds = 10.0
    /// Seconds a new connection has to send a request head that passes the
    /// door (the token, `Host`, `Origin`); then it is closed. A browser sends
    /// its head at once.
    public var strangerSeconds = 2.0
    /// Connections that have not shown the token yet (strangers) open at once:
    /// when one more opens, one of them is closed (`ConnectionLedger`).
    public var strangers = 32
    /// Connections open at once besides the strangers' (the page's own);
    /// more wait in the kernel's queue. Room is kept for the strangers and for
    /// as many again on their way out: at most `connections + 2 × strangers`
    /// are open.
    public var connections = 64
    /// Pages (each with its engine worker) at once.
    public var pages = 16
    /// One header line, and all of a request's head, in bytes (more: 431).
    public var headerFieldBytes = 8 << 10
    public var headerBytes = 32 << 10
    /// One WebSocket frame from a page, in bytes (more: close 1009).
    public var frameBytes = 1 << 20
    /// Messages waiting for a page that does not read them: past either
    /// limit, the page is dropped (it reconnects with a fresh state).
    public var outboxBytes = 64 << 20
    public var outboxMessages = 4_000

    public init() {}

    /// The server's own descriptors (event loops, the listener, standard
    /// streams) and a page's engine worker's pipes.
    static let baseDescriptors = 16
    static let descriptorsPerWorker = 3
    /// Room for one page: its connection, its worker's pipes, and what
    /// starting a worker opens for a moment.
    static let descriptorsPerPage = 8
    public static let minimumDescriptors = baseDescriptors + descriptorsPerPage

    /// These limits, lowered where the process may not open enough
    /// descriptors for them (`ulimit -n`): connections past the limit wait in
    /// the kernel's queue, where they cost nothing, rather than making
    /// `accept` fail over and over.
    public func fitted(toDescriptors available: Int) -> PlaygroundServerLimits {
        var fitted = self
        let spare = available - Self.baseDescriptors
        fitted.pages = max(1, min(pages, spare / Self.descriptorsPerPage))
        let room = spare - Self.descriptorsPerWorker * (fitted.pages + 1)
        fitted.strangers = max(1, min(strangers, room / 4))
        fitted.connections = max(2, min(connections, room - 2 * fitted.strangers))
        return fitted
    }

    /// The connections open at once: the page's own, the strangers, and as
    /// many strangers again being closed.
    var openConnections: Int { connections + 2 * strangers }

    /// The descriptors this process may open: the soft limit, first raised
    /// to the hard one.
    static func descriptorLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }
}

/// `respond-lua play`: serves one page on 127.0.0.1 (see `PlaygroundSecurity`)
/// and talks to it over a WebSocket, with Hummingbird on SwiftNIO: NIO's
/// bounded HTTP parser (header limits), Hummingbird's cap on open
/// connections, hummingbird-websocket's frames (a frame past the limit is
/// refused from its header, with close 1009). `PageDoor` sits among NIO's HTTP
/// handlers: it checks every request's head (all its `Host` and `Origin`
/// headers, its token), gives each request a deadline, answers 431 and 400
/// for heads NIO's parser refuses, and holds connections that have not shown
/// the token to a short head deadline and a cap of their own
/// (`ConnectionLedger`), so that they cannot crowd out the page's own.
///
/// Each page's engine runs in a worker process of its own (`EngineWorker`,
/// `PlaygroundWorker`): a line that never returns or crashes ends that worker,
/// the page is told, and the server and the other pages go on.
public final class PlaygroundServer: @unchecked Sendable {
    public let token: String
    let limits: PlaygroundServerLimits
    let workerArguments: [String]
    private let listening = PortBox()
    private let lock = NSLock()
    private var spare: EngineWorker?
    private var pageCount = 0
    private var nextPage = 1

    /// Why the script could not start, once it has run (the page shows it too).
    public let startupProblem: String?
    /// The file whose changes reload the engine (the script, or the learner's copy).
    public let watchedFile: String?

    /// Pages by id, while they are open.
    private var pages: [Int: Page] = [:]

    /// The exercise the server serves (`--exercise N`), when it serves one: a
    /// page may ask for another (`/ws?exercise=M`, the page's "Next exercise"),
    /// whose engine is then started with `--exercise M`.
    let exercise: Int?
    /// The highest exercise number a page may ask for.
    static let highestExercise = 10_000

    /// Runs the script once in a first worker (which the first page takes), for
    /// the terminal's report. `workerArguments` start this program as a worker;
    /// `script`, when it is one, is watched here too for pages whose engine was
    /// ended (a live engine watches its file itself).
    public init(workerArguments: [String], script: String? = nil, exercise: Int? = nil,
                limits: PlaygroundServerLimits = .init()) throws {
        token = try PlaygroundSecurity.makeToken()
        self.exercise = exercise
        let descriptors = PlaygroundServerLimits.descriptorLimit()
        guard descriptors >= PlaygroundServerLimits.minimumDescriptors else {
            let needed = PlaygroundServerLimits.minimumDescriptors
            throw PlaygroundError(Words("the process may open \(descriptors) files (ulimit -n); the playground needs at least \(needed)",
                                        "这个进程最多能打开 \(descriptors) 个文件（ulimit -n）；playground 至少需要 \(needed) 个").text())
        }
        self.limits = limits.fitted(toDescriptors: descriptors)
        self.workerArguments = workerArguments
        signal(SIGPIPE, SIG_IGN)
        let first = try EngineWorker.start(arguments: workerArguments)
        // What it sends before a page takes it is not kept: a page starts with `hello`.
        first.connect(onMessage: { _ in }, onEnd: { _ in })
        if let ready = first.waitUntilReady() {
            startupProblem = ready.problem
            watchedFile = ready.watched
            spare = first
        } else {
            startupProblem = first.endDescription ?? Words("the engine stopped", "引擎停止了").text()
            watchedFile = script
        }
        if let watched = watchedFile ?? script {
            Thread.detachNewThread { [self] in self.watch(watched) }
        }
    }

    /// When the file changes, pages without an engine get a fresh one.
    private func watch(_ path: String) -> Never {
        var stamp = PlaygroundSession.modificationStamp(path)
        while true { watchTurn(path, stamp: &stamp) }
    }

    /// One look at the file (a function of its own, never inlined: an endless
    /// loop with its body inlined can stall Swift 6.3's optimizer, see
    /// `EngineThread.serve`).
    @inline(never)
    private func watchTurn(_ path: String, stamp: inout Int) {
        Thread.sleep(forTimeInterval: PlaygroundSession.fileCheckInterval)
        let current = PlaygroundSession.modificationStamp(path)
        guard current != stamp else { return }
        stamp = current
        lock.lock()
        let stopped = pages.values.filter { $0.worker == nil }
        lock.unlock()
        for page in stopped { page.attach(startWorker(note: PlaygroundSession.changedNote(path), for: page)) }
    }

    public var port: UInt16 { listening.port }

    /// The page's address, with its token.
    public var url: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    /// Starts listening on 127.0.0.1:`port` (0: a free port); returns once it
    /// listens. Should the listener ever end, it starts again on the same port.
    public func start(port requested: UInt16) throws {
        let started = DispatchSemaphore(value: 0)
        let outcome = StartOutcome()
        let listening = self.listening
        Thread.detachNewThread { [self] in
            var port = requested
            var pause = 0.1
            while true {
                let done = DispatchSemaphore(value: 0)
                let began = Date()
                let server = makeServer(port: port) { channel in
                    // An error from `accept` would end Hummingbird's accept
                    // loop: `AcceptErrorFilter` keeps the passing ones out of it.
                    try? await channel.eventLoop.submit {
                        try channel.pipeline.syncOperations.addHandler(AcceptErrorFilter(), position: .first)
                    }.get()
                    listening.port = UInt16(channel.localAddress?.port ?? 0)
                    started.signal()
                }
                Task {
                    do { try await server.run() } catch { outcome.set(error) }
                    done.signal()
                }
                done.wait()
                if listening.port == 0 {
                    // Never listened: tell `start`.
                    started.signal()
                    return
                }
                // The listener ended while the process lives: again, on the same
                // port, waiting longer each time it ends soon after it began.
                port = listening.port
                if Date().timeIntervalSince(began) > 10 { pause = 0.1 }
                fputs("respond-lua play: the listener on 127.0.0.1:\(port) stopped; listening again in \(formatNumber(pause)) s\n", stderr)
                Thread.sleep(forTimeInterval: pause)
                pause = min(pause * 2, 5)
            }
        }
        started.wait()
        if listening.port == 0 {
            let reason = outcome.error.map { "\($0)" } ?? "it did not start"
            throw PlaygroundError("cannot listen on 127.0.0.1:\(requested): \(reason.contains("in use") || reason.contains("98") ? "the port is in use" : reason)")
        }
    }

    private func makeServer(port: UInt16, onRunning: @escaping @Sendable (any Channel) async -> Void) -> Server<PageChannel> {
        let limits = self.limits
        let http1 = HTTP1Channel.Configuration(
            idleTimeout: .seconds(Int64(limits.requestSeconds.rounded(.up))),
            httpDecoderConfiguration: .init(maxHeaderFieldSize: limits.headerFieldBytes, maxHeaderListSize: limits.headerBytes,
                                            maxHeaderFieldCount: 100))
        let ws = WebSocketServerConfiguration(maxFrameSize: limits.frameBytes, autoPing: .enabled(timePeriod: .seconds(30)),
                                              closeTimeout: .seconds(5))
        let inner = HTTP1WebSocketUpgradeChannel(
            responder: { [self] request, writer, _ in try await self.respond(to: request, writer: writer) },
            configuration: .init(http1: http1, ws: ws),
            shouldUpgrade: { [self] head, channel, _ in
                guard (head.path ?? "").split(separator: "?", maxSplits: 1).first == "/ws" else { return .dontUpgrade }
                let asked = self.askedExercise(head.path ?? "")
                return .upgrade([:]) { inbound, outbound, _ in
                    await self.servePage(inbound: inbound, outbound: outbound, channel: channel, exercise: asked)
                }
            })
        let token = self.token, listening = self.listening
        let check: @Sendable (HTTPRequestHead) -> String? = { head in
            PlaygroundSecurity.refusal(hosts: head.headers["host"], origins: head.headers["origin"],
                                       tokens: Self.queryValues(of: "token", in: head.uri), token: token, port: listening.port)
        }
        let channel = PageChannel(inner: inner, check: check, listening: listening,
                                  ledger: ConnectionLedger(limit: limits.strangers),
                                  requestDeadline: .milliseconds(Int64(limits.requestSeconds * 1000)),
                                  strangerDeadline: .milliseconds(Int64(min(limits.strangerSeconds, limits.requestSeconds) * 1000)))
        var logger = Logger(label: "respond-lua-play", factory: { _ in SwiftLogNoOpLogHandler() })
        logger.logLevel = .critical
        return Server(
            childChannelSetup: channel,
            configuration: ServerConfiguration(address: .hostname("127.0.0.1", port: Int(port)), backlog: 256,
                                               availableConnectionsDelegate: MaximumAvailableConnections(limits.openConnections, logger: logger)),
            onServerRunning: onRunning,
            eventLoopGroup: MultiThreadedEventLoopGroup.singleton,
            logger: logger)
    }

    /// The exercise a page asks for (`exercise=N` in its WebSocket's query),
    /// when the server serves exercises and N is another one's number.
    func askedExercise(_ uri: String) -> Int? {
        guard let served = exercise, let text = Self.queryValues(of: "exercise", in: uri).last,
              let n = Int(text), (1...Self.highestExercise).contains(n), n != served else { return nil }
        return n
    }

    /// Every value of a query parameter, percent-decoded.
    static func queryValues(of name: String, in uri: String) -> [String] {
        guard let query = uri.split(separator: "?", maxSplits: 1).dropFirst().first else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: true).compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts[0].removingPercentEncoding == name else { return nil }
            return parts.count > 1 ? (String(parts[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "") : ""
        }
    }

    // MARK: Files

    /// The page's files, as CPlaygroundPage embedded them.
    static let files: [String: (bytes: [UInt8], type: String)] = [
        "/": (bytes(rl_page_index_html()), "text/html; charset=utf-8"),
        "/playground.js": (bytes(rl_page_playground_js()), "text/javascript; charset=utf-8"),
        "/playground.css": (bytes(rl_page_playground_css()), "text/css; charset=utf-8"),
    ]

    static func bytes(_ file: rl_page_file) -> [UInt8] {
        Array(UnsafeBufferPointer(start: file.bytes, count: file.size))
    }

    /// The headers every answer carries.
    static func securityHeaders(port: UInt16) -> [(String, String)] {
        let sockets = PlaygroundSecurity.allowedHosts(port: port).map { "ws://" + $0 }.joined(separator: " ")
        return [
            ("Cache-Control", "no-store"),
            ("X-Content-Type-Options", "nosniff"),
            ("X-Frame-Options", "DENY"),
            ("Referrer-Policy", "no-referrer"),
            ("Content-Security-Policy",
             "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src \(sockets); "
             + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'"),
        ]
    }

    /// A request that passed `PageDoor`: the page and its files.
    private func respond(to request: Request, writer: consuming ResponseWriter) async throws {
        let path = request.uri.path
        let status: HTTPResponse.Status
        var type = "text/plain; charset=utf-8"
        var body: [UInt8]
        if request.method != .get {
            (status, body) = (.methodNotAllowed, Array("405 Method Not Allowed\n".utf8))
        } else if path == "/ws" {
            (status, body) = (.badRequest, Array("400 Bad Request: /ws is the page's WebSocket\n".utf8))
        } else if let file = Self.files[path] {
            status = .ok
            type = file.type
            body = path == "/"
                ? Array(String(decoding: file.bytes, as: UTF8.self).replacingOccurrences(of: "__TOKEN__", with: token)
                    .replacingOccurrences(of: "__LANG__", with: Language.current == .zh ? "zh-CN" : "en").utf8)
                : file.bytes
        } else {
            (status, body) = (.notFound, Array("404 Not Found\n".utf8))
        }
        var fields = HTTPFields()
        for (name, value) in Self.securityHeaders(port: port) {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        fields[.contentType] = type
        fields[.contentLength] = String(body.count)
        try await writer.write(response: HTTPResponse(status: status, headerFields: fields),
                               body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    // MARK: Pages

    /// A message the page shows above its panels, about its engine.
    static func sessionNote(_ text: String) -> String {
        JSON.object([("type", .string("session")), ("text", .string(text))]).text
    }

    /// Said after why a page has no engine.
    static let reloadGivesAFreshEngine = Words(". Reload gives a fresh engine", "。点“重新加载”会得到一个新的引擎")

    /// Said when a page's message is not one the server knows.
    static let notUnderstood = Words("the server did not understand a message", "服务器看不懂页面发来的一条消息")

    /// A message the page shows in its console and its problem box.
    static func notice(_ text: String, seq: Int?) -> String {
        var fields: [(String, JSON)] = [("type", .string("notice")), ("text", .string(text))]
        if let seq { fields.append(("seq", .int(seq))) }
        return JSON.object(fields).text
    }

    /// One page: its WebSocket, its outgoing messages (bounded), its engine worker.
    private func servePage(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, channel: any Channel,
                           exercise asked: Int?) async {
        let (id, admitted) = admitPage()
        let page = Page(id: id, limits: limits, channel: channel, exercise: asked)
        if admitted { opened(page) }
        defer {
            page.finish()
            if admitted { pageLeft(page) }
        }
        if admitted {
            // Every page has an engine of its own, fresh: said in so many words
            // when another page (an earlier tab with this URL) is still open a
            // moment later (a page reloaded in its tab closes its old
            // connection about when it opens the new one).
            let isExercise = asked != nil || exercise != nil
            Task { [self] in
                try? await Task.sleep(for: .seconds(1))
                let others = otherPages(than: page)
                guard others > 0 else { return }
                page.post(Self.sessionNote(Words(
                    "This page has an engine of its own, fresh from the \(isExercise ? "exercise" : "script"). "
                    + "\(others == 1 ? "Another page" : "\(others) other pages") of this playground \(others == 1 ? "is" : "are") "
                    + "open with \(others == 1 ? "its" : "their") own: nothing done here changes \(others == 1 ? "it" : "them"), "
                    + "nor the other way round. Reload gives this page a fresh engine again.",
                    "这个页面有自己的引擎，刚从\(isExercise ? "练习" : "脚本")启动。这个 playground 另外还开着 \(others) 个页面，"
                    + "各有各的引擎：在这里做的事不会改变它们，反过来也一样。点“重新加载”会再给这个页面一个新的引擎。").text()))
            }
            page.attach((asked == nil ? takeSpare() : nil) ?? startWorker(note: nil, for: page))
        } else {
            page.post(Self.notice(Words("too many pages are open (\(limits.pages)): close one, then reload this page",
                                         "打开的页面太多了（最多 \(limits.pages) 个）：关掉一个，再重新加载这个页面").text(), seq: nil))
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await text in page.outgoing {
                    do { try await outbound.write(.text(text)) } catch { break }
                    page.sent(text)
                }
                channel.close(promise: nil)
            }
            do {
                for try await message in inbound.messages(maxSize: limits.frameBytes) {
                    guard case .text(let text) = message else { continue }
                    guard admitted else { continue }
                    handle(text, from: page)
                }
            } catch {}
            // The page went (or was dropped): a write still waiting for it ends too.
            page.finish()
            channel.close(promise: nil)
            group.cancelAll()
        }
    }

    private func admitPage() -> (id: Int, admitted: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let id = nextPage
        nextPage += 1
        let admitted = pageCount < limits.pages
        if admitted { pageCount += 1 }
        return (id, admitted)
    }

    /// How many pages other than `page` are open.
    private func otherPages(than page: Page) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return pages.keys.filter { $0 != page.id }.count
    }

    private func opened(_ page: Page) {
        lock.lock()
        pages[page.id] = page
        lock.unlock()
    }

    private func pageLeft(_ page: Page) {
        lock.lock()
        pageCount -= 1
        pages.removeValue(forKey: page.id)
        lock.unlock()
    }

    private func handle(_ text: String, from page: Page) {
        guard let (request, seq) = PlaygroundRequest.parse(text) else {
            page.post(Self.notice(Self.notUnderstood.text(), seq: nil))
            return
        }
        if request == .reload {
            page.attach(startWorker(note: PlaygroundSession.reloadedNote.text(), for: page))
            return
        }
        if let worker = page.worker {
            worker.send(text)
            return
        }
        // No engine: what the page asked for in so many words is answered (not
        // every mouse move and hover, which would fill its console).
        switch request {
        case .hello, .down, .gesture, .typeText, .lua, .hint:
            page.post(Self.notice((page.stopReason ?? Page.noEngine.text()) + Self.reloadGivesAFreshEngine.text(),
                                  seq: seq))
        case .move, .up, .probe, .hitAreas, .inspect, .reload:
            break
        }
    }

    private func takeSpare() -> EngineWorker? {
        lock.lock()
        defer { lock.unlock() }
        let worker = spare
        spare = nil
        return worker
    }

    private func startWorker(note: String?, for page: Page) -> EngineWorker? {
        var arguments = workerArguments
        // The page's own exercise: the last `--exercise` given is the one taken.
        if let exercise = page.exercise { arguments += ["--exercise", String(exercise)] }
        if let note { arguments += ["--engine-note", note] }
        do {
            return try EngineWorker.start(arguments: arguments)
        } catch {
            page.post(Self.notice("\(error)", seq: nil))
            return nil
        }
    }

    /// Opens the page in a browser when one can be shown: `xdg-open` exists and a
    /// display is set. Returns whether it tried.
    @discardableResult
    public func openInBrowser() -> Bool {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"].map({ !$0.isEmpty }) == true || environment["WAYLAND_DISPLAY"].map({ !$0.isEmpty }) == true
        else { return false }
        let paths = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { String($0) + "/xdg-open" }
        guard let opener = paths.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return (try? process.run()) != nil
    }

    /// Serves until the process ends.
    public func wait() -> Never {
        while true { sleep(3600) }
    }
}

/// One page's side of the server: what goes out to it, and its engine.
private final class Page: @unchecked Sendable {
    static let noEngine = Words("there is no engine", "没有引擎")
    let id: Int
    let limits: PlaygroundServerLimits
    let channel: any Channel
    /// The exercise it asked for, when not the server's own.
    let exercise: Int?
    let outgoing: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    private let lock = NSLock()
    private var pendingBytes = 0
    private var pendingMessages = 0
    private var finished = false
    private var current: EngineWorker?
    private var reason: String?

    /// Its engine, while it has one.
    var worker: EngineWorker? { lock.lock(); defer { lock.unlock() }; return current }
    /// Why it has none.
    var stopReason: String? { lock.lock(); defer { lock.unlock() }; return reason }

    init(id: Int, limits: PlaygroundServerLimits, channel: any Channel, exercise: Int?) {
        self.id = id
        self.limits = limits
        self.channel = channel
        self.exercise = exercise
        (outgoing, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
    }

    /// Gives the page a new engine (ending the one it had).
    func attach(_ new: EngineWorker?) {
        lock.lock()
        let old = current
        current = new
        reason = new == nil ? Self.noEngine.text() : nil
        let gone = finished
        lock.unlock()
        old?.end(because: nil)
        guard let new else { return }
        if gone {
            new.end(because: nil)
            return
        }
        new.connect(onMessage: { [weak self] text in self?.post(text) }, onEnd: { [weak self, weak new] reason in
            guard let self, let new else { return }
            self.lock.lock()
            let isCurrent = self.current === new
            if isCurrent {
                self.current = nil
                self.reason = reason
            }
            self.lock.unlock()
            if isCurrent { self.post(PlaygroundServer.notice(reason + PlaygroundServer.reloadGivesAFreshEngine.text(), seq: nil)) }
        })
    }

    /// Queues a message; a page that lets too many pile up is dropped.
    func post(_ text: String) {
        lock.lock()
        guard !finished else { lock.unlock(); return }
        pendingBytes += text.utf8.count
        pendingMessages += 1
        let overfull = pendingBytes > limits.outboxBytes || pendingMessages > limits.outboxMessages
        lock.unlock()
        if overfull {
            // It does not read: close its connection (its messages go with it).
            finish()
            channel.close(promise: nil)
            return
        }
        continuation.yield(text)
    }

    func sent(_ text: String) {
        lock.lock()
        pendingBytes -= text.utf8.count
        pendingMessages -= 1
        lock.unlock()
    }

    func finish() {
        lock.lock()
        let first = !finished
        finished = true
        let old = current
        current = nil
        lock.unlock()
        guard first else { return }
        continuation.finish()
        old?.end(because: nil)
    }
}

/// The port the server listens on, once known (the door checks `Host` against it).
final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt16 = 0
    var port: UInt16 {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); value = newValue; lock.unlock() }
    }
}

private final class StartOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Error?
    var error: Error? { lock.lock(); defer { lock.unlock() }; return stored }
    func set(_ error: Error) { lock.lock(); if stored == nil { stored = error }; lock.unlock() }
}
