import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A page's engine, in a process of its own: `respond-lua-play` started again
/// by the server with `--engine-worker` (see `EngineWorker`). It reads the
/// page's requests from descriptor 3 and writes the page's messages to
/// descriptor 4 (`WorkerPipe`); its standard input is /dev/null (`io.read`
/// reads nothing), its output goes where the server's goes.
///
/// Whatever a line does here (a C function that never returns, `os.exit`, a
/// crash) ends this process at worst: the server notices, tells the page, and
/// every other page and the server go on.
public enum PlaygroundWorker {
    static let requestDescriptor: Int32 = 3
    static let messageDescriptor: Int32 = 4

    public static func run(configuration: PlaygroundConfiguration) -> Never {
        signal(SIGPIPE, SIG_IGN)
        // A worker the kernel ends for its CPU time leaves no core file.
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        let out = MessageOut(descriptor: messageDescriptor)
        let engine = EngineThread(configuration: configuration, report: { kind, text in out.send(kind, text) }) { text, _ in
            out.send(UInt8(ascii: "M"), text)
        }
        let (problem, watched) = engine.performBlocking { ($0.startupProblem, $0.watchedPath) }
        out.send(UInt8(ascii: "R"), JSON.object([("problem", .optional(problem)), ("watched", .optional(watched))]).text)
        while let (kind, payload) = WorkerPipe.read(requestDescriptor) {
            guard kind == UInt8(ascii: "Q") else { continue }
            guard let (request, seq) = PlaygroundRequest.parse(payload) else {
                out.send(UInt8(ascii: "M"), PlaygroundServer.notice(PlaygroundServer.notUnderstood.text(), seq: nil))
                continue
            }
            engine.submit { session in session.handle(request, seq: seq, client: 1) }
        }
        // The server closed the pipe: the page is gone.
        _exit(0)
    }
}

/// Writes frames to the server from any thread, one at a time; when the
/// server is gone, the worker ends.
private final class MessageOut: @unchecked Sendable {
    let descriptor: Int32
    private let lock = NSLock()

    init(descriptor: Int32) { self.descriptor = descriptor }

    func send(_ kind: UInt8, _ text: String) {
        lock.lock()
        let sent = WorkerPipe.write(descriptor, kind: kind, text)
        lock.unlock()
        if !sent { _exit(0) }
    }
}
