import FlyingFox
import FlyingSocks
import Foundation

/// `respond-lua play`: serves one page on 127.0.0.1 (see `PlaygroundSecurity`)
/// and talks to it over a WebSocket. The page's files are compiled into the
/// binary from `Page/`. The engine lives on its own thread (`EngineThread`);
/// requests reach it as plain values and its answers come back as JSON text.
public final class PlaygroundServer: @unchecked Sendable {
    public let token: String
    let engine: EngineThread
    let clients = Clients()
    private let listening = PortBox()
    private var http: HTTPServer?

    public init(configuration: PlaygroundConfiguration) throws {
        token = try PlaygroundSecurity.makeToken()
        let clients = self.clients
        engine = EngineThread(configuration: configuration) { text, client in clients.send(text, to: client) }
    }

    /// Why the script could not start, once it has run (the page shows it too).
    public var startupProblem: String? { engine.performBlocking { $0.startupProblem } }

    public var port: UInt16 { listening.port }

    /// The file whose changes reload the engine (the script, or the learner's copy).
    public var watchedFile: String? { engine.performBlocking { $0.watchedPath } }

    /// The page's address, with its token.
    public var url: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    /// Starts listening on 127.0.0.1:`port` (0: a free port); returns once it listens.
    public func start(port requested: UInt16) throws {
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: requested)
        let handler = PageHandler(token: token, listening: listening, socket: PageSocket(server: self))
        let server = HTTPServer(address: address, timeout: 60, logger: .disabled, handler: handler)
        http = server
        let done = DispatchSemaphore(value: 0)
        let outcome = StartOutcome()
        Task {
            do {
                try await server.run()
            } catch {
                outcome.set(error)
                done.signal()
            }
        }
        Task {
            do {
                try await server.waitUntilListening(timeout: 10)
                if case .ip4(_, let port)? = await server.listeningAddress { self.listening.port = port }
            } catch {
                outcome.set(error)
            }
            done.signal()
        }
        done.wait()
        if let error = outcome.error, listening.port == 0 {
            let reason = (error as? SocketError).map { "\($0)" } ?? "\(error)"
            throw PlaygroundError("cannot listen on 127.0.0.1:\(requested): \(reason.contains("in use") || reason.contains("98") ? "the port is in use" : reason)")
        }
        guard listening.port != 0 else { throw PlaygroundError("cannot listen on 127.0.0.1:\(requested)") }
    }

    /// Serves until the process ends.
    public func wait() -> Never {
        while true { sleep(3600) }
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
}

/// The port the server listens on, once known (the handler checks `Host` against it).
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
    private(set) var error: Error?
    func set(_ error: Error) { lock.lock(); if self.error == nil { self.error = error }; lock.unlock() }
}

/// The pages connected over WebSockets; the engine thread sends to them through this.
final class Clients: @unchecked Sendable {
    private let lock = NSLock()
    private var streams: [Int: AsyncStream<WSMessage>.Continuation] = [:]
    private var nextID = 1

    func add(_ continuation: AsyncStream<WSMessage>.Continuation) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let id = nextID
        nextID += 1
        streams[id] = continuation
        return id
    }

    func remove(_ id: Int) {
        lock.lock()
        let continuation = streams.removeValue(forKey: id)
        lock.unlock()
        continuation?.finish()
    }

    /// To one page, or (nil) to all.
    func send(_ text: String, to client: Int?) {
        lock.lock()
        let targets = client.map { id in streams[id].map { [$0] } ?? [] } ?? Array(streams.values)
        lock.unlock()
        for target in targets { target.yield(.text(text)) }
    }
}

/// Every request passes the checks of `PlaygroundSecurity` first.
struct PageHandler: HTTPHandler {
    let token: String
    let listening: PortBox
    let socket: PageSocket

    static let files: [String: (bytes: [UInt8], type: String)] = [
        "/": (PackageResources.index_html, "text/html; charset=utf-8"),
        "/playground.js": (PackageResources.playground_js, "text/javascript; charset=utf-8"),
        "/playground.css": (PackageResources.playground_css, "text/css; charset=utf-8"),
    ]

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let port = listening.port
        let hosts = request.headers.filter { $0.key == .host }.map(\.value)
        let origins = request.headers.filter { $0.key == HTTPHeader("Origin") }.map(\.value)
        let tokens = request.query.filter { $0.name == "token" }.map(\.value)
        if let refusal = PlaygroundSecurity.refusal(hosts: hosts, origins: origins, tokens: tokens, token: token, port: port) {
            return plain(.forbidden, "403 Forbidden: \(refusal)\n")
        }
        guard request.method == .GET else { return plain(.methodNotAllowed, "405 Method Not Allowed\n") }
        if request.path == "/ws" {
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: socket)).handleRequest(request)
        }
        guard let file = Self.files[request.path] else { return plain(.notFound, "404 Not Found\n") }
        var body = Data(file.bytes)
        if request.path == "/" {
            body = Data(String(decoding: file.bytes, as: UTF8.self).replacingOccurrences(of: "__TOKEN__", with: token).utf8)
        }
        var headers = securityHeaders(port: port)
        headers[.contentType] = file.type
        return HTTPResponse(statusCode: .ok, headers: headers, body: body)
    }

    private func securityHeaders(port: UInt16) -> HTTPHeaders {
        let sockets = PlaygroundSecurity.allowedHosts(port: port).map { "ws://" + $0 }.joined(separator: " ")
        return HTTPHeaders([
            .cacheControl: "no-store",
            HTTPHeader("X-Content-Type-Options"): "nosniff",
            HTTPHeader("X-Frame-Options"): "DENY",
            HTTPHeader("Referrer-Policy"): "no-referrer",
            HTTPHeader("Content-Security-Policy"):
                "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src \(sockets); "
                + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        ])
    }

    private func plain(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
        var headers = securityHeaders(port: listening.port)
        headers[.contentType] = "text/plain; charset=utf-8"
        return HTTPResponse(statusCode: status, headers: headers, body: Data(text.utf8))
    }
}

/// One page's WebSocket: its messages become jobs on the engine thread, in order;
/// the engine's answers come back through `Clients`.
struct PageSocket: WSMessageHandler {
    let server: PlaygroundServer

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .unbounded)
        let id = server.clients.add(continuation)
        let server = self.server
        Task {
            for await message in client {
                guard case .text(let text) = message else { continue }
                guard let (request, seq) = PlaygroundRequest.parse(text) else {
                    server.clients.send(#"{"type":"error","message":"the server did not understand a message"}"#, to: id)
                    continue
                }
                server.engine.submit { session in session.handle(request, seq: seq, client: id) }
            }
            server.clients.remove(id)
        }
        return stream
    }
}
