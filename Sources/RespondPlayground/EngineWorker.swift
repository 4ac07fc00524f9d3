import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RespondCore

/// The server's side of one page's engine worker (`PlaygroundWorker`): the
/// process, started with `posix_spawn`, and the two pipes to it. A thread reads
/// what it sends; another writes the page's requests to it from a bounded
/// queue, so that a worker that stops reading never blocks the server.
///
/// The worker is ended (SIGKILL) when its watchdog reports a job stuck past the
/// time limit, when it has been silent for `silenceLimit` seconds, or when the
/// page goes. However it ends, `onEnd` gets the reason in words, once.
final class EngineWorker: @unchecked Sendable {
    let pid: pid_t
    private let requestDescriptor: Int32
    private let messageDescriptor: Int32
    private let condition = NSCondition()
    private var queue: [String] = []
    private var queuedBytes = 0
    private var closed = false
    private var endReason: String?
    private var lastHeard = EngineThread.now()
    private var readyInfo: (problem: String?, watched: String?)?
    private var finished: String?
    private var begun = false
    private var reaping = false
    private var onMessage: @Sendable (String) -> Void = { _ in }
    private var onEnd: @Sendable (String) -> Void = { _ in }

    /// A worker silent this long (no heartbeat) is ended.
    static let silenceLimit = 15.0
    /// Requests waiting for a worker that does not read: past this it is ended.
    static let queueByteLimit = 8 << 20

    private static let registry = Registry()

    /// Starts a worker: this program again, with `arguments` (the server's own
    /// command line and `--engine-worker`).
    static func start(arguments: [String]) throws -> EngineWorker {
        var toWorker: [Int32] = [0, 0], fromWorker: [Int32] = [0, 0]
        guard makePipe(&toWorker) else { throw PlaygroundError("cannot start an engine: \(String(cString: strerror(errno)))") }
        guard makePipe(&fromWorker) else {
            close(toWorker[0]); close(toWorker[1])
            throw PlaygroundError("cannot start an engine: \(String(cString: strerror(errno)))")
        }
        // The child's ends, moved above 4 first so that the dup2s below cannot overwrite each other.
        let childIn = fcntl(toWorker[0], F_DUPFD_CLOEXEC, 10), childOut = fcntl(fromWorker[1], F_DUPFD_CLOEXEC, 10)
        close(toWorker[0]); close(fromWorker[1])
        defer { close(childIn); close(childOut) }
        guard childIn >= 0, childOut >= 0 else {
            close(toWorker[1]); close(fromWorker[0])
            throw PlaygroundError("cannot start an engine: \(String(cString: strerror(errno)))")
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, childIn, PlaygroundWorker.requestDescriptor)
        posix_spawn_file_actions_adddup2(&actions, childOut, PlaygroundWorker.messageDescriptor)
        // Nothing else of the server's (its sockets, other workers' pipes) goes
        // along: they are all close-on-exec, and closed from 5 up besides.
        if let closeFrom = Self.closeFrom { _ = closeFrom(&actions, PlaygroundWorker.messageDescriptor + 1) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), defaults = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let executable = "/proc/self/exe"
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        // A crash ends the worker at once: no Swift backtrace (which takes seconds on a debug build).
        var environment = [String]()
        var entry = environ
        while let pointer = entry.pointee {
            let variable = String(cString: pointer)
            if !variable.hasPrefix("SWIFT_BACKTRACE=") { environment.append(variable) }
            entry += 1
        }
        environment.append("SWIFT_BACKTRACE=enable=no")
        let envp = environment.map { strdup($0) } + [nil]
        defer { for p in envp { free(p) } }
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            close(toWorker[1]); close(fromWorker[0])
            throw PlaygroundError("cannot start an engine: \(String(cString: strerror(status)))")
        }
        let worker = EngineWorker(pid: pid, requestDescriptor: toWorker[1], messageDescriptor: fromWorker[0])
        registry.add(worker)
        return worker
    }

    // glibc's pipe2 and posix_spawn_file_actions_addclosefrom_np (2.34), which
    // its headers declare for _GNU_SOURCE only: looked up by name.
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let pipe2: Pipe2? = dlsym(nil, "pipe2").map { unsafeBitCast($0, to: Pipe2.self) }
    private static let closeFrom: CloseFrom? =
        dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map { unsafeBitCast($0, to: CloseFrom.self) }

    /// A pipe whose ends close on exec.
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        if let pipe2 { return ends.withUnsafeMutableBufferPointer { pipe2($0.baseAddress!, O_CLOEXEC) } == 0 }
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    private init(pid: pid_t, requestDescriptor: Int32, messageDescriptor: Int32) {
        self.pid = pid
        self.requestDescriptor = requestDescriptor
        self.messageDescriptor = messageDescriptor
    }

    /// Where its messages go, and who is told when it ends (at once, when it
    /// has already ended); starts its threads the first time.
    func connect(onMessage: @escaping @Sendable (String) -> Void, onEnd: @escaping @Sendable (String) -> Void) {
        condition.lock()
        self.onMessage = onMessage
        self.onEnd = onEnd
        let ended = endReason == "" ? nil : finished
        let start = !begun
        begun = true
        condition.unlock()
        if let ended { onEnd(ended) }
        if start { begin() }
    }

    private func begin() {
        let reader = Thread { [self] in self.readMessages() }
        reader.name = "respond-lua worker reader"
        reader.start()
        let writer = Thread { [self] in self.writeRequests() }
        writer.name = "respond-lua worker writer"
        writer.start()
    }

    /// Queues a page's request; a worker that lets too many pile up is ended.
    func send(_ request: String) {
        condition.lock()
        guard !closed else { condition.unlock(); return }
        queue.append(request)
        queuedBytes += request.utf8.count
        let overfull = queuedBytes > Self.queueByteLimit
        condition.signal()
        condition.unlock()
        if overfull { end(because: Words("the engine stopped reading the page's requests", "引擎不再读取页面的请求").text()) }
    }

    /// Waits (start-up only) until the worker has run the script, or has ended.
    func waitUntilReady() -> (problem: String?, watched: String?)? {
        condition.lock()
        defer { condition.unlock() }
        while readyInfo == nil, finished == nil { condition.wait() }
        return readyInfo
    }

    /// Why it ended, once it has.
    var endDescription: String? {
        condition.lock()
        defer { condition.unlock() }
        return finished
    }

    /// Ends the worker (SIGKILL); `reason` (nil: the page went) is what the page is told.
    func end(because reason: String?) {
        condition.lock()
        if endReason == nil { endReason = reason ?? "" }
        closed = true
        condition.broadcast()
        // Under the lock: once the reader has begun to reap the process, its
        // pid may name another process.
        if !reaping { kill(pid, SIGKILL) }
        condition.unlock()
    }

    private func readMessages() {
        while let (kind, payload) = WorkerPipe.read(messageDescriptor) {
            condition.lock()
            lastHeard = EngineThread.now()
            condition.unlock()
            switch kind {
            case UInt8(ascii: "M"):
                condition.lock()
                let deliver = onMessage
                condition.unlock()
                deliver(payload)
            case UInt8(ascii: "R"):
                let object = (try? JSONSerialization.jsonObject(with: Data(payload.utf8))) as? [String: Any]
                condition.lock()
                readyInfo = (object?["problem"] as? String, object?["watched"] as? String)
                condition.broadcast()
                condition.unlock()
            case UInt8(ascii: "S"):
                let times = payload.split(separator: " ")
                let ran = times.first ?? "", limit = times.last ?? ""
                end(because: Words("that line ran for \(ran) s, past the time limit (\(limit) s), and did not stop"
                                   + " when interrupted (a C function that never returns, like string.rep or a pattern match): its engine was ended",
                                   "这一行运行了 \(ran) 秒，超过了时间限制（\(limit) 秒），而且打断它也没有停下"
                                   + "（一个不返回的 C 函数，比如 string.rep 或模式匹配）：它的引擎被结束了").text())
            default:
                break  // a heartbeat
            }
        }
        // The pipe ended: the worker exited, crashed or was killed.
        condition.lock()
        kill(pid, SIGKILL)
        reaping = true
        condition.unlock()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        Self.registry.remove(self)
        condition.lock()
        closed = true
        let reason = endReason
        let description: String
        if let reason, !reason.isEmpty {
            description = reason
        } else {
            description = Words("the engine stopped: ", "引擎停止了：").text() + Self.describe(status: status)
        }
        finished = description
        let tell = onEnd
        condition.broadcast()
        condition.unlock()
        close(messageDescriptor)
        if reason != "" { tell(description) }
    }

    private func writeRequests() {
        while true {
            condition.lock()
            while queue.isEmpty, !closed { condition.wait() }
            if closed {
                condition.unlock()
                break
            }
            let batch = queue
            queue.removeAll()
            condition.unlock()
            for request in batch {
                let sent = WorkerPipe.write(requestDescriptor, kind: UInt8(ascii: "Q"), request)
                condition.lock()
                queuedBytes -= request.utf8.count
                condition.unlock()
                if !sent { break }
            }
        }
        close(requestDescriptor)
    }

    /// How a worker process ended, in words.
    static func describe(status: Int32) -> String {
        let signal = status & 0x7f
        if signal == 0 {
            let code = (status >> 8) & 0xff
            return Words("it exited with status \(code) (os.exit ends the page's engine, not the server)",
                         "它以状态 \(code) 退出了（os.exit 结束的是页面的引擎，不是服务器）").text()
        }
        let crashed = [SIGSEGV: Words("SIGSEGV, a segmentation fault", "SIGSEGV，段错误"), SIGABRT: Words("SIGABRT", "SIGABRT"),
                       SIGBUS: Words("SIGBUS", "SIGBUS"), SIGILL: Words("SIGILL", "SIGILL")]
        switch signal {
        case SIGXCPU: return Words("it used more CPU time than a line may (SIGXCPU)", "它用的 CPU 时间超过了一行允许的（SIGXCPU）").text()
        case SIGKILL: return Words("it was killed (SIGKILL)", "它被杀掉了（SIGKILL）").text()
        case let signal where crashed[signal] != nil:
            let name = crashed[signal]!
            return Words("it crashed (\(name.en))", "它崩溃了（\(name.zh)）").text()
        default: return Words("it was ended by signal \(signal)", "它被信号 \(signal) 结束了").text()
        }
    }

    /// Every live worker, for the silence check.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var workers: [ObjectIdentifier: EngineWorker] = [:]
        private var watching = false

        func add(_ worker: EngineWorker) {
            lock.lock()
            workers[ObjectIdentifier(worker)] = worker
            let start = !watching
            watching = true
            lock.unlock()
            if start {
                let thread = Thread { [self] in self.watch() }
                thread.name = "respond-lua worker watch"
                thread.start()
            }
        }

        func remove(_ worker: EngineWorker) {
            lock.lock()
            workers.removeValue(forKey: ObjectIdentifier(worker))
            lock.unlock()
        }

        private func watch() -> Never {
            while true { watchTurn() }
        }

        /// One look, every half second (a function of its own, never inlined:
        /// an endless loop with its body inlined can stall Swift 6.3's
        /// optimizer, see `EngineThread.serve`).
        @inline(never)
        private func watchTurn() {
            usleep(500_000)
            lock.lock()
            let all = Array(workers.values)
            lock.unlock()
            let now = EngineThread.now()
            for worker in all {
                worker.condition.lock()
                let silent = now - worker.lastHeard
                worker.condition.unlock()
                if silent > EngineWorker.silenceLimit {
                    worker.end(because: Words("the engine stopped answering (nothing from it for \(Int(silent)) s): it was ended",
                                            "引擎不再应答（\(Int(silent)) 秒没有任何消息）：它被结束了").text())
                }
            }
        }
    }
}
