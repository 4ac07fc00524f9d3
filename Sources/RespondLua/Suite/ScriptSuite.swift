#if canImport(Glibc)
import Glibc
#endif
import CLuaShim
import RespondCore

/// Runs Lua scripts each in a fresh engine: `respond-lua test` and the test suite.
public enum ScriptSuite {
    public struct Result {
        public let path: String
        public let output: String
        public let outcome: LuaRuntime.Outcome
        /// Wall-clock seconds it took (for JUnit reports; never printed otherwise).
        public var seconds: Double = 0
        /// Whether it failed an expectation (`expect`, `assertEqual`,
        /// `assertError`) rather than raised an error, timed out or crashed:
        /// JUnit's `<failure>` against `<error>`.
        public var failedCheck = false
        public var passed: Bool { outcome == .ok }

        public init(path: String, output: String, outcome: LuaRuntime.Outcome, seconds: Double = 0,
                    failedCheck: Bool = false) {
            self.path = path
            self.output = output
            self.outcome = outcome
            self.seconds = seconds
            self.failedCheck = failedCheck && outcome != .ok
        }
    }

    /// Bytes of a script's output held for its report (its head and its tail,
    /// half each; what lies between is cut and counted): printing cannot make
    /// the runner hold more, whatever `--max-memory` says.
    public static let outputLimit = 256 * 1024

    /// What `collect` found: the scripts to run, and the files whose names are
    /// not UTF-8 (which cannot be named to Lua), as they are shown: each byte
    /// that is not UTF-8 written `\xNN`.
    public struct Found {
        public var files: [String] = []
        public var unnamable: [Unnamable] = []
    }

    /// A file whose name is not UTF-8: how it is shown, and the bytes that are not.
    public struct Unnamable {
        public let shown: String
        public let invalidBytes: [UInt8]
    }

    /// Every `.lua` file named, or found (sorted) under a named directory;
    /// `filter` keeps the paths that contain it.
    public static func collect(_ paths: [String], filter: String? = nil) throws -> [String] {
        try find(paths, filter: filter).files
    }

    /// `collect`, with the files whose names are not UTF-8 kept aside (in the
    /// order found, so that they can be reported as failures instead of being skipped).
    public static func find(_ paths: [String], filter: String? = nil) throws -> Found {
        var found = Found()
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw LuaError(message: "no such file or directory: \(path)")
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                let base = Array((path.hasSuffix("/") ? path : path + "/").utf8)
                // Each directory once (by device and inode): a link back up, or two
                // links to one directory, neither repeats scripts nor loops.
                var seen: Set<DirectoryIdentity> = [DirectoryIdentity(info)]
                for relative in luaFiles(under: base, seen: &seen).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                    let bytes = base + relative
                    if let name = String(validating: bytes, as: UTF8.self) {
                        found.files.append(name)
                    } else {
                        found.unnamable.append(escapingInvalidUTF8(bytes))
                    }
                }
            } else {
                found.files.append(path)
            }
        }
        if let filter {
            found.files = found.files.filter { $0.contains(filter) }
            found.unnamable = found.unnamable.filter { $0.shown.contains(filter) }
        }
        return found
    }

    /// A directory as the file system knows it, whatever the path that leads there.
    struct DirectoryIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// Relative paths (bytes, as the file system has them) of `.lua` files
    /// under a directory, depth first. Directories named twice on the command
    /// line are searched twice (as named);
    /// under one named directory, each directory (symbolic links followed) once,
    /// where the walk (in name order) first meets it.
    private static func luaFiles(under base: [UInt8], _ prefix: [UInt8] = [],
                                 seen: inout Set<DirectoryIdentity>) -> [[UInt8]] {
        guard let dir = withCString(base + prefix, { opendir($0) }) else { return [] }
        defer { closedir(dir) }
        var out: [[UInt8]] = []
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        // In name order, so that which of two links to a directory is followed does not depend on the file system.
        for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let relative = prefix + name
            var info = stat()
            guard withCString(base + relative, { stat($0, &info) }) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                guard seen.insert(DirectoryIdentity(info)).inserted else { continue }
                out.append(contentsOf: luaFiles(under: base, relative + [0x2F], seen: &seen))
            } else if name.count > 4, name.suffix(4).elementsEqual(".lua".utf8) {
                out.append(relative)
            }
        }
        return out
    }

    private static func withCString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    /// Bytes as text, each byte that is not part of valid UTF-8 written `\xNN`.
    static func escapingInvalidUTF8(_ bytes: [UInt8]) -> Unnamable {
        var out = ""
        var invalid: [UInt8] = []
        var i = 0
        while i < bytes.count {
            let length = validSequenceLength(bytes, at: i)
            if length > 0 {
                out += String(decoding: bytes[i..<(i + length)], as: UTF8.self)
                i += length
            } else {
                out += "\\x" + hexByte(bytes[i])
                invalid.append(bytes[i])
                i += 1
            }
        }
        return Unnamable(shown: out, invalidBytes: invalid)
    }

    static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    /// The length of the valid UTF-8 sequence at `i`, or 0.
    private static func validSequenceLength(_ b: [UInt8], at i: Int) -> Int {
        let first = b[i]
        if first < 0x80 { return 1 }
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return 0
        }
        guard i + length <= b.count else { return 0 }
        for k in 1..<length {
            let c = b[i + k]
            if k == 1 ? (c < low || c > high) : (c < 0x80 || c > 0xBF) { return 0 }
        }
        return length
    }

    /// A script's path as the runner's lines show it: control characters
    /// written as escapes (`\n`, `\t`, `\r`, `\xNN`), so that a name cannot
    /// begin a line of its own.
    public static func displayName(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: isControl) else { return path }
        var out = ""
        for scalar in path.unicodeScalars {
            out += isControl(scalar) ? escaped(scalar) : String(scalar)
        }
        return out
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
            || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0x85
    }

    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default:
            if scalar.value < 0x100 { return "\\x" + hexByte(UInt8(scalar.value)) }
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// An outcome whose message and traceback name the script as `displayName`
    /// shows it (Lua names it as it is: a newline in the name would begin a
    /// line of the report).
    public static func showingName(_ outcome: LuaRuntime.Outcome, of path: String) -> LuaRuntime.Outcome {
        let shown = displayName(path)
        guard shown != path, case .error(let message, let traceback) = outcome else { return outcome }
        return .error(message: message.replacing(path, with: shown), traceback: traceback.replacing(path, with: shown))
    }

    /// The failure reported for a file whose name is not UTF-8.
    public static func unnamableResult(_ file: Unnamable) -> Result {
        var seen: [UInt8] = []
        for byte in file.invalidBytes where !seen.contains(byte) { seen.append(byte) }
        let bytes = seen.map { "\\x" + hexByte($0) }.joined(separator: " ")
        return Result(path: file.shown, output: "",
                      outcome: .error(message: "\(file.shown): not run: its file name is not UTF-8 "
                                      + "(\(seen.count == 1 ? "byte" : "bytes") \(bytes)); rename it to run it",
                                      traceback: ""))
    }

    /// Runs one script in a fresh engine, capturing what it prints (its head
    /// and tail, `outputLimit` bytes at most). With a timeout, a watchdog
    /// interrupts it after that many seconds.
    public static func run(_ path: String, options: LuaRuntime.Options = LuaRuntime.Options(),
                           screen: Size = Size(375, 667), timeout: Double? = nil) -> Result {
        var captured = HeldOutput(limit: outputLimit)
        let start = monotonicSeconds()
        let (outcome, failedCheck) = checkedRun(path, options: options, screen: screen, timeout: timeout) { captured.append($0) }
        return Result(path: path, output: captured.text, outcome: outcome, seconds: monotonicSeconds() - start,
                      failedCheck: failedCheck)
    }

    /// Runs one script in a fresh engine; what it prints (and its warnings) go
    /// to `write` as they come, and nothing is held.
    public static func run(_ path: String, options: LuaRuntime.Options = LuaRuntime.Options(),
                           screen: Size = Size(375, 667), timeout: Double? = nil,
                           write: @escaping (String) -> Void) -> LuaRuntime.Outcome {
        checkedRun(path, options: options, screen: screen, timeout: timeout, write: write).outcome
    }

    /// `run`, saying also whether the script failed an expectation (rather
    /// than raised an error). A script that replaced `expect`, `assertEqual` or
    /// `assertError` with a function of its own fails: every check after that
    /// asserted nothing, a test that could not fail.
    public static func checkedRun(_ path: String, options: LuaRuntime.Options = LuaRuntime.Options(),
                                  screen: Size = Size(375, 667), timeout: Double? = nil,
                                  write: @escaping (String) -> Void) -> (outcome: LuaRuntime.Outcome, failedCheck: Bool) {
        var failedCheck = false
        let outcome = run(path, options: options, screen: screen, timeout: timeout, write: write) { runtime, outcome in
            if case .error(let message, _) = outcome { failedCheck = runtime.isFailedCheck(message) }
            let replaced = runtime.replacedChecks()
            guard outcome == .ok, !replaced.isEmpty else { return outcome }
            return .error(message: "\(path): " + replacedChecksMessage(replaced).text(), traceback: "")
        }
        return (outcome, failedCheck)
    }

    /// What a script that replaced the checks is told.
    public static func replacedChecksMessage(_ names: [String]) -> Words {
        let list = names.joined(separator: ", ")
        return Words("it replaced \(list) with \(names.count == 1 ? "a function" : "functions") of its own, so every check "
                     + "made through \(names.count == 1 ? "it" : "them") afterwards asserted nothing (a test that cannot fail); "
                     + "give your helper another name",
                     "脚本把 \(list) 换成了自己的函数，此后通过它做的检查实际上什么也没检查（这样的测试永远不会失败）；"
                     + "请给你的辅助函数换个名字")
    }

    private static func run(_ path: String, options: LuaRuntime.Options, screen: Size, timeout: Double?,
                            write: @escaping (String) -> Void,
                            judge: (LuaRuntime, LuaRuntime.Outcome) -> LuaRuntime.Outcome) -> LuaRuntime.Outcome {
        do {
            var options = options
            options.scriptName = path
            if timeout != nil { options.interruptible = true }
            let runtime = try LuaRuntime(engine: Engine(screenSize: screen), options: options)
            runtime.output = write
            runtime.errorOutput = write
            let watchdog = timeout.map { Watchdog(interrupting: runtime.mainL, after: $0) }
            defer { _ = watchdog?.stop() }
            var outcome = runtime.run(file: path)
            if outcome == .ok { outcome = runtime.finish() }
            outcome = judge(runtime, outcome)
            if let failure = runtime.invariantFailure() {
                outcome = .error(message: "\(path): \(failure)", traceback: outcome.report ?? "")
            }
            if let watchdog, watchdog.stop(), case .error = outcome {
                outcome = .error(message: "\(path): timed out after \(formatNumber(timeout!)) s", traceback: "")
            }
            return outcome
        } catch {
            return .error(message: "\(error)", traceback: "")
        }
    }

    public static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

/// Output held up to a number of bytes: the first half of them and the last
/// half; what lies between is counted, and `text` says how much was cut.
public struct HeldOutput {
    public let limit: Int
    private var head: [UInt8] = []
    private var tail: [UInt8] = []
    /// Every byte appended, held or not.
    public private(set) var total = 0

    public init(limit: Int) { self.limit = max(limit, 2) }

    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        total += bytes.count
        let half = limit / 2
        var rest = bytes[...]
        if head.count < half {
            let n = min(half - head.count, rest.count)
            head.append(contentsOf: rest.prefix(n))
            rest = rest.dropFirst(n)
        }
        if rest.isEmpty { return }
        if rest.count >= half {
            tail.removeAll(keepingCapacity: true)
            tail.append(contentsOf: rest.suffix(half))
            return
        }
        tail.append(contentsOf: rest)
        if tail.count >= 2 * half { tail.removeFirst(tail.count - half) }
    }

    /// Whether bytes were cut.
    public var isCut: Bool { total > head.count + min(tail.count, limit / 2) }

    /// The bytes held, as text (bytes that are not UTF-8 become U+FFFD), with
    /// a line saying how many bytes were cut where they were.
    public var text: String {
        let half = limit / 2
        guard isCut else { return String(decoding: head + tail, as: UTF8.self) }
        // Cut at whole characters: no half sequence at either edge.
        var headEnd = head.count
        if let j = (max(0, head.count - 4)..<head.count).last(where: { head[$0] & 0xC0 != 0x80 }) {
            let b = head[j]
            let length = b < 0xC0 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
            if head.count - j < length { headEnd = j }
        }
        var tailStart = max(0, tail.count - half)
        let limitStart = tailStart + 3
        while tailStart < min(tail.count, limitStart), tail[tailStart] & 0xC0 == 0x80 { tailStart += 1 }
        let first = head[..<headEnd], last = tail[tailStart...]
        let cut = total - first.count - last.count
        var out = String(decoding: first, as: UTF8.self)
        if !out.isEmpty && !out.hasSuffix("\n") { out += "\n" }
        out += "[… \(Self.grouped(cut)) bytes cut …]\n"
        out += String(decoding: last, as: UTF8.self)
        return out
    }

    /// 2147480000 as "2,147,480,000".
    static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return out
    }
}

/// Interrupts a Lua state after a delay, from a thread of its own (in C: the
/// thread touches nothing but the state's interrupt flag, never a Swift object,
/// whose reference counts are not atomic).
final class Watchdog {
    private var handle: OpaquePointer?
    private var fired = false

    init(interrupting state: OpaquePointer, after seconds: Double) {
        handle = rl_watchdog_start(state, seconds)
    }

    /// Stops watching (once; later calls repeat the answer); whether it had fired.
    func stop() -> Bool {
        if let handle {
            fired = rl_watchdog_stop(handle) != 0
            self.handle = nil
        }
        return fired
    }
}

extension LuaError: CustomStringConvertible {
    public var description: String { message }
}

/// Runs scripts in child processes, `jobs` at a time (`respond-lua test`):
/// each script in its own process, so one that exits, crashes or hangs (inside
/// a library call no interrupt reaches) cannot take the others or the run with it.
///
/// A worker's standard input is /dev/null; its standard output and error go,
/// merged and in order, to a pipe the runner reads as they come (holding at
/// most `ScriptSuite.outputLimit` bytes of it); when the script has finished,
/// the worker writes its verdict on descriptor 3 (see `WorkerVerdict`). A
/// worker that ends without a verdict did not finish its script: that is the
/// script's failure, said with how the worker ended.
///
/// The script runs in the worker's process and can write on descriptor 3
/// too, so a verdict counts only when it carries the run's token: 16 random
/// bytes the runner gives each worker on descriptor 4, which the worker reads
/// and closes before the script starts (issue 31). Neither the runner nor a
/// worker can be reached through /proc by another worker's script: both are
/// not dumpable, and workers drop CAP_SYS_PTRACE (`rl_runner_isolate`,
/// `rl_worker_isolate`). Each worker leads a process group of its own, and
/// the group is killed when the worker ends or its time is up: what the
/// script started does not outlive it.
public struct ParallelScripts {
    /// The program and arguments that run one script (a worker).
    public let command: (String) -> [String]
    public let jobs: Int
    /// The script's timeout, as the worker applies it (for messages).
    public let timeout: Double
    /// Seconds after which a worker is killed (its own timeout should fire first).
    public let deadline: Double

    /// The default grace is a second longer than the worker's own guard waits
    /// past its CPU-time limit (2 s, `RL_TIME_GRACE_SECONDS` in the shim) before
    /// it ends a library call that never returns, saying so: on a machine
    /// that is not busy the worker says why it stopped, and the kill (which
    /// says less) comes only when it could not. Were both due at once, the
    /// kill could land while the worker was writing its reason.
    public init(jobs: Int, timeout: Double, grace: Double = 3, command: @escaping (String) -> [String]) {
        self.jobs = max(1, jobs)
        self.timeout = timeout
        self.deadline = timeout + grace
        self.command = command
    }

    public init(jobs: Int, deadline: Double, command: @escaping (String) -> [String]) {
        self.init(jobs: jobs, timeout: deadline, grace: 0, command: command)
    }

    private final class Child {
        let path: String
        let pid: pid_t
        let token: [UInt8]
        var output: Int32
        var verdict: Int32
        let start: Double
        var held = HeldOutput(limit: ScriptSuite.outputLimit)
        var verdictBytes: [UInt8] = []
        var verdictTooLong = false
        var killed = false

        init(path: String, pid: pid_t, token: [UInt8], output: Int32, verdict: Int32, start: Double) {
            self.path = path
            self.pid = pid
            self.token = token
            self.output = output
            self.verdict = verdict
            self.start = start
        }

        /// Reads what is there (once, or until nothing is left); closes at the end of the stream.
        func read(_ fd: Int32, into buffer: inout [UInt8], draining: Bool) {
            var rounds = 0
            while true {
                let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    buffer.withUnsafeBytes { raw in
                        let bytes = UnsafeRawBufferPointer(rebasing: raw[0..<n])
                        if fd == output {
                            held.append(bytes)
                        } else if verdictBytes.count + n <= WorkerVerdict.maximumSize {
                            verdictBytes.append(contentsOf: bytes)
                        } else {
                            verdictTooLong = true
                        }
                    }
                    rounds += 1
                    // A grandchild may hold the pipe and write for ever: drain a bounded amount.
                    if draining && rounds < 256 { continue }
                    return
                }
                if n < 0 && (errno == EINTR) { continue }
                if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && !draining { return }
                // End of stream, an error, or (draining) nothing more now.
                close(fd)
                if fd == output { output = -1 } else { verdict = -1 }
                return
            }
        }
    }

    /// Runs every file; `report` gets each result as it finishes. With
    /// `stopAfterFailure` (`-x`), the first failure ends the run: the workers
    /// still running are killed (their process groups) and reaped, and what
    /// was not run is returned, in the order of `files` (empty otherwise).
    @discardableResult
    public func run(_ files: [String], stopAfterFailure: Bool = false, report: (ScriptSuite.Result) -> Void) -> [String] {
        _ = rl_runner_isolate()
        var pending = files[...]
        var running: [Child] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var stopped = false
        func deliver(_ result: ScriptSuite.Result) {
            report(result)
            if stopAfterFailure && !result.passed { stopped = true }
        }
        while !stopped && (!pending.isEmpty || !running.isEmpty) {
            while !stopped, running.count < jobs, let path = pending.popFirst() {
                switch spawn(path) {
                case .success(let child): running.append(child)
                case .failure(let problem):
                    deliver(.init(path: path, output: "",
                                  outcome: .error(message: "\(path): cannot start a worker process (\(problem.text))", traceback: "")))
                }
            }
            if stopped { break }
            if running.isEmpty { continue }
            var fds: [pollfd] = []
            for child in running {
                if child.output >= 0 { fds.append(pollfd(fd: child.output, events: Int16(POLLIN), revents: 0)) }
                if child.verdict >= 0 { fds.append(pollfd(fd: child.verdict, events: Int16(POLLIN), revents: 0)) }
            }
            // Streams closed: the worker is ending, look again soon. Otherwise
            // wake for output, or now and then for exits and deadlines.
            let ending = running.contains { $0.output < 0 && $0.verdict < 0 }
            _ = poll(&fds, nfds_t(fds.count), ending || fds.isEmpty ? 1 : 20)
            for fd in fds where fd.revents != 0 {
                guard let child = running.first(where: { $0.output == fd.fd || $0.verdict == fd.fd }) else { continue }
                child.read(fd.fd, into: &buffer, draining: false)
            }
            let now = ScriptSuite.monotonicSeconds()
            var i = 0
            while i < running.count {
                let child = running[i]
                var status: Int32 = 0
                // Ended: what the script started ends with it (its group is killed
                // before the worker is reaped, while its pid cannot be reused).
                if rl_child_ended(child.pid) != 0 {
                    kill(-child.pid, SIGKILL)
                    rl_runner_track(child.pid, 0)
                    while waitpid(child.pid, &status, 0) < 0 && errno == EINTR {}
                    if child.output >= 0 { child.read(child.output, into: &buffer, draining: true) }
                    if child.verdict >= 0 { child.read(child.verdict, into: &buffer, draining: true) }
                    if child.output >= 0 { close(child.output) }
                    if child.verdict >= 0 { close(child.verdict) }
                    running.remove(at: i)
                    deliver(finish(child, status: status, seconds: now - child.start))
                    if stopped { break }
                    continue
                }
                if !child.killed && now - child.start > deadline {
                    kill(-child.pid, SIGKILL)
                    child.killed = true
                }
                i += 1
            }
        }
        guard stopped else { return [] }
        // Stopped: the workers still running end now, unreported.
        for child in running {
            kill(-child.pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(child.pid, &status, 0) < 0 && errno == EINTR {}
            rl_runner_track(child.pid, 0)
            if child.output >= 0 { close(child.output) }
            if child.verdict >= 0 { close(child.verdict) }
        }
        return running.map(\.path) + Array(pending)
    }

    private struct Problem: Error { let text: String }

    /// A pipe whose ends are closed in other programs, above the standard descriptors.
    private func pipeAboveStandard() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for k in 0..<2 {
            let moved = fcntl(ends[k], F_DUPFD_CLOEXEC, 10)
            close(ends[k])
            ends[k] = moved
        }
        guard ends[0] >= 0, ends[1] >= 0 else {
            ends.filter { $0 >= 0 }.forEach { close($0) }
            return nil
        }
        return (ends[0], ends[1])
    }

    private func spawn(_ path: String) -> Swift.Result<Child, Problem> {
        let arguments = command(path)
        guard let program = arguments.first else { return .failure(Problem(text: "no program")) }
        guard let output = pipeAboveStandard() else { return .failure(Problem(text: String(cString: strerror(errno)))) }
        guard let verdict = pipeAboveStandard() else {
            close(output.read)
            close(output.write)
            return .failure(Problem(text: String(cString: strerror(errno))))
        }
        guard let token = WorkerVerdict.newToken(), let tokenPipe = pipeAboveStandard() else {
            [output.read, output.write, verdict.read, verdict.write].forEach { close($0) }
            return .failure(Problem(text: "no token for its verdict (\(String(cString: strerror(errno))))"))
        }
        // The token waits in the pipe (far below its capacity) for the worker to read it.
        let tokenWritten = token.withUnsafeBytes { write(tokenPipe.write, $0.baseAddress, $0.count) }
        close(tokenPipe.write)
        defer { close(tokenPipe.read) }
        guard tokenWritten == token.count else {
            [output.read, output.write, verdict.read, verdict.write].forEach { close($0) }
            return .failure(Problem(text: "no token for its verdict"))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, output.write, 2)
        posix_spawn_file_actions_adddup2(&actions, verdict.write, WorkerVerdict.descriptor)
        posix_spawn_file_actions_adddup2(&actions, tokenPipe.read, WorkerVerdict.tokenDescriptor)
        // The runner may ignore SIGPIPE; its workers (and what they start) do not.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // A process group of its own (the worker's pid), killed whole at the end.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        var pid: pid_t = 0
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        // A bare name (no /proc to find the program by) is looked up in PATH, as the shell did.
        let spawned = program.contains("/")
            ? posix_spawn(&pid, program, &actions, &attributes, cArguments, environ)
            : posix_spawnp(&pid, program, &actions, &attributes, cArguments, environ)
        close(output.write)
        close(verdict.write)
        guard spawned == 0 else {
            close(output.read)
            close(verdict.read)
            return .failure(Problem(text: String(cString: strerror(spawned))))
        }
        rl_runner_track(pid, 1)
        for fd in [output.read, verdict.read] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        return .success(Child(path: path, pid: pid, token: token, output: output.read, verdict: verdict.read,
                              start: ScriptSuite.monotonicSeconds()))
    }

    private func finish(_ child: Child, status: Int32, seconds: Double) -> ScriptSuite.Result {
        let output = child.held.text
        let signal = status & 0x7f
        let code = (status >> 8) & 0xff
        let path = child.path
        let outcome: LuaRuntime.Outcome
        var failedCheck = false
        if signal != 0 {
            if child.killed && signal == SIGKILL {
                // Asked to stop, a script stops at its next Lua instruction: one
                // that did not was inside a function written in C (a library
                // call, a program it waits for) the whole time. Why, is not known.
                outcome = .error(message: "\(path): timed out after \(formatNumber(timeout)) s (killed: it did not stop when asked; "
                                 + "it was still inside a call to a C function past its limit)",
                                 traceback: "")
            } else {
                let name = strsignal(signal).map { String(cString: $0) } ?? "signal \(signal)"
                outcome = .error(message: "\(path): ended by signal \(signal) (\(name)) before finishing", traceback: "")
            }
        } else if !child.verdictTooLong, let verdict = WorkerVerdict(parsing: child.verdictBytes, token: child.token),
                  verdict.outcome == .ok ? code == 0 : code == 1 {
            outcome = verdict.outcome
            failedCheck = verdict.failedCheck
        } else if !child.verdictTooLong, !child.verdictBytes.isEmpty,
                  WorkerVerdict(parsing: child.verdictBytes, token: child.token) == nil {
            outcome = .error(message: "\(path): exited with status \(code), and what came on its worker's verdict channel "
                             + "was not its worker's verdict (it did not carry the run's token)", traceback: "")
        } else if child.verdictTooLong {
            outcome = .error(message: "\(path): the worker's report was longer than \(WorkerVerdict.maximumSize) bytes", traceback: "")
        } else {
            outcome = .error(message: "\(path): exited with status \(code) before finishing", traceback: "")
        }
        return .init(path: path, output: output, outcome: ScriptSuite.showingName(outcome, of: path), seconds: seconds,
                     failedCheck: failedCheck)
    }
}

/// What a worker says of its script, once it has finished it, on descriptor 3:
/// its token (32 hexadecimal digits) and a space, when the runner gave it one,
/// then `ok\n`, or `error M T\n` followed by the M bytes of the message and the
/// T bytes of the traceback (lengths, so that any byte may be in them).
public struct WorkerVerdict {
    public static let descriptor: Int32 = 3
    /// Where a worker finds its token (read to the end and closed before the script runs).
    public static let tokenDescriptor: Int32 = 4
    public static let tokenSize = 16

    /// A token: `tokenSize` random bytes from the kernel, as hexadecimal text.
    public static func newToken() -> [UInt8]? {
        var raw = [UInt8](repeating: 0, count: tokenSize)
        guard raw.withUnsafeMutableBytes({ rl_random_bytes($0.baseAddress, Int32($0.count)) }) == 0 else { return nil }
        return Array(raw.map { ScriptSuite.hexByte($0) }.joined().utf8)
    }

    /// Before a worker's script runs: nothing of its process within reach of the
    /// other workers' scripts (see `rl_worker_isolate`); killed if the runner dies.
    public static func isolateWorker() { _ = rl_worker_isolate() }

    /// Whether this process was given a token (a worker the runner started).
    public static var hasToken: Bool { fcntl(tokenDescriptor, F_GETFD) != -1 }

    /// The token on `tokenDescriptor`, if it is open (a worker started by the
    /// runner); closed after. Nil when it is not open or holds no token.
    public static func takeToken() -> [UInt8]? {
        guard fcntl(tokenDescriptor, F_GETFD) != -1 else { return nil }
        defer { close(tokenDescriptor) }
        var token: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while token.count <= 2 * tokenSize {
            let n = buffer.withUnsafeMutableBytes { read(tokenDescriptor, $0.baseAddress, $0.count) }
            if n > 0 { token.append(contentsOf: buffer[0..<n]) } else if n < 0 && errno == EINTR { continue } else { break }
        }
        return token.count == 2 * tokenSize ? token : nil
    }
    /// The longest a message or a traceback may be (longer ones are cut).
    public static let partLimit = 64 * 1024
    public static let maximumSize = 2 * partLimit + 4096

    public let outcome: LuaRuntime.Outcome
    /// A failed expectation (`failure M T`), not an error (`error M T`).
    public let failedCheck: Bool

    public init(_ outcome: LuaRuntime.Outcome, failedCheck: Bool = false) {
        self.outcome = outcome
        self.failedCheck = failedCheck && outcome != .ok
    }

    /// The verdict as the worker writes it: the token and a space first, when there is one.
    public func bytes(token: [UInt8]?) -> [UInt8] {
        (token.map { $0 + [0x20] } ?? []) + bytes
    }

    public var bytes: [UInt8] {
        guard case .error(let message, let traceback) = outcome else { return Array("ok\n".utf8) }
        func cut(_ s: String) -> [UInt8] {
            guard s.utf8.count > Self.partLimit else { return Array(s.utf8) }
            var held = HeldOutput(limit: Self.partLimit)
            held.append(s)
            return Array(held.text.utf8)
        }
        let m = cut(message), t = cut(traceback)
        return Array("\(failedCheck ? "failure" : "error") \(m.count) \(t.count)\n".utf8) + m + t
    }

    /// A verdict that begins with `token` and a space (and is whole, and one).
    public init?(parsing bytes: [UInt8], token: [UInt8]) {
        guard bytes.count > token.count, bytes.starts(with: token), bytes[token.count] == 0x20 else { return nil }
        self.init(parsing: Array(bytes[(token.count + 1)...]))
    }

    public init?(parsing bytes: [UInt8]) {
        if bytes == Array("ok\n".utf8) {
            outcome = .ok
            failedCheck = false
            return
        }
        guard let newline = bytes.firstIndex(of: 10) else { return nil }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        guard header.count == 3, header[0] == "error" || header[0] == "failure", let m = Int(header[1]), let t = Int(header[2]),
              m >= 0, t >= 0, newline + 1 + m + t == bytes.count else { return nil }
        let body = bytes[(newline + 1)...]
        failedCheck = header[0] == "failure"
        outcome = .error(message: String(decoding: body.prefix(m), as: UTF8.self),
                         traceback: String(decoding: body.dropFirst(m), as: UTF8.self))
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var s = self
        while s.hasSuffix("\n") { s.removeLast() }
        return s
    }
}

/// `respond-lua test`'s reports: TAP (version 13) and JUnit XML.
public enum TestReports {
    public static func tap(_ results: [ScriptSuite.Result], notRun: [String] = []) -> String {
        var lines = ["TAP version 13", "1..\(results.count + notRun.count)"]
        for (i, result) in results.enumerated() {
            lines.append("\(result.passed ? "ok" : "not ok") \(i + 1) - \(tapDescription(result.path))")
            if let report = result.outcome.report {
                lines.append("  ---")
                lines.append("  message: \(yamlQuoted(firstLine(report)))")
                if !result.output.isEmpty {
                    var text = result.output.unicodeScalars[...]
                    while text.last == "\n" { text.removeLast() }
                    // Split at every LF (a CR LF is one Character, but two lines' worth).
                    let outputLines = text.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { yamlPrintable(String(String.UnicodeScalarView($0))) }
                    // YAML takes a block's indentation from its first line that has
                    // text: one that begins with spaces needs it said (|2: two more than the key's).
                    let indented = outputLines.first { !$0.isEmpty }?.hasPrefix(" ") ?? false
                    lines.append(indented ? "  output: |2" : "  output: |")
                    lines.append(contentsOf: outputLines.map { "    " + $0 })
                }
                lines.append("  ...")
            }
        }
        for (i, path) in notRun.enumerated() {
            lines.append("ok \(results.count + i + 1) - \(tapDescription(path)) # SKIP \(TestSummary.notRunReason.en)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Up to the first LF (even one that follows a CR).
    static func firstLine(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.prefix { $0 != "\n" }))
    }

    /// A path as a TAP description: `#` escaped as `\#` (else ` # TODO` or
    /// ` # SKIP` in a file name would make a failure not count), a backslash
    /// before one doubled, control characters (a newline would begin a line of its own) as escapes.
    static func tapDescription(_ path: String) -> String {
        var out = ""
        let scalars = Array(path.unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            let next = i + 1 < scalars.count ? scalars[i + 1] : nil
            switch scalar {
            case "#": out += "\\#"
            case "\\" where next == "#": out += "\\\\"
            default: out += ScriptSuite.isControl(scalar) ? ScriptSuite.escaped(scalar) : String(scalar)
            }
        }
        return out
    }

    /// Text YAML can hold in a block or a single-quoted scalar: control
    /// characters (but tab), and the characters YAML does not allow, as escapes.
    static func yamlPrintable(_ s: String) -> String {
        func allowed(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || !(ScriptSuite.isControl(scalar) || scalar.value == 0xFEFF || scalar.value == 0xFFFE || scalar.value == 0xFFFF)
        }
        guard !s.unicodeScalars.allSatisfy(allowed) else { return s }
        var out = ""
        for scalar in s.unicodeScalars { out += allowed(scalar) ? String(scalar) : ScriptSuite.escaped(scalar) }
        return out
    }

    /// JUnit XML: a failed expectation is a `<failure>`; a timeout, a crash,
    /// a runtime error (anything else that stopped the script) an `<error>`;
    /// a script `-x` left unrun is `<skipped>`.
    public static func junit(_ results: [ScriptSuite.Result], notRun: [String] = []) -> String {
        let failures = results.filter { !$0.passed && $0.failedCheck }.count
        let errors = results.filter { !$0.passed && !$0.failedCheck }.count
        let tests = results.count + notRun.count
        let skipped = notRun.isEmpty ? "" : " skipped=\"\(notRun.count)\""
        let total = results.reduce(0.0) { $0 + $1.seconds }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\"\(skipped) time=\"\(seconds(total))\">",
                     "  <testsuite name=\"respond-lua\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\"\(skipped) time=\"\(seconds(total))\">"]
        for result in results {
            let name = xml(result.path, attribute: true)
            let open = "    <testcase classname=\"respond-lua\" name=\"\(name)\" time=\"\(seconds(result.seconds))\""
            guard let report = result.outcome.report else {
                lines.append(open + "/>")
                continue
            }
            lines.append(open + ">")
            let message = firstLine(report)
            let element = result.failedCheck ? "failure" : "error"
            lines.append("      <\(element) message=\"\(xml(message, attribute: true))\">\(xml(report))</\(element)>")
            if !result.output.isEmpty { lines.append("      <system-out>\(xml(result.output))</system-out>") }
            lines.append("    </testcase>")
        }
        for path in notRun {
            lines.append("    <testcase classname=\"respond-lua\" name=\"\(xml(path, attribute: true))\" time=\"0.000\">")
            lines.append("      <skipped message=\"\(xml(TestSummary.notRunReason.en, attribute: true))\"/>")
            lines.append("    </testcase>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func seconds(_ s: Double) -> String {
        let ms = Int((s * 1000).rounded())
        return "\(ms / 1000).\(String(repeating: "0", count: 3 - String(ms % 1000).count))\(ms % 1000)"
    }

    /// Text as XML 1.0 character data or an attribute value: markup escaped,
    /// and every character XML 1.0 does not allow, even escaped (control
    /// characters, U+FFFE, U+FFFF), as `?`. In attributes, tabs and line breaks
    /// are character references (a parser would read them as spaces); in text, CR is.
    static func xml(_ s: String, attribute: Bool = false) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\r": out += "&#13;"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\t": out += attribute ? "&#9;" : "\t"
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    private static func yamlQuoted(_ s: String) -> String {
        "'" + yamlPrintable(s).replacingSingleQuotes + "'"
    }
}

extension String {
    fileprivate var replacingSingleQuotes: String {
        var out = ""
        for c in self { out += c == "'" ? "''" : String(c) }
        return out
    }
}
