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
        public var passed: Bool { outcome == .ok }
    }

    /// Every `.lua` file named, or found (sorted) under a named directory;
    /// `filter` keeps the paths that contain it.
    public static func collect(_ paths: [String], filter: String? = nil) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw LuaError(message: "no such file or directory: \(path)")
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                let base = path.hasSuffix("/") ? path : path + "/"
                files.append(contentsOf: luaFiles(under: base).sorted().map { base + $0 })
            } else {
                files.append(path)
            }
        }
        if let filter { files = files.filter { $0.contains(filter) } }
        return files
    }

    /// Relative paths of `.lua` files under a directory, depth first.
    private static func luaFiles(under base: String, _ prefix: String = "") -> [String] {
        guard let dir = opendir(base + prefix) else { return [] }
        defer { closedir(dir) }
        var out: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let relative = prefix + name
            var info = stat()
            guard stat(base + relative, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                out.append(contentsOf: luaFiles(under: base, relative + "/"))
            } else if name.hasSuffix(".lua") {
                out.append(relative)
            }
        }
        return out
    }

    /// Runs one script in a fresh engine, capturing what it prints. With a
    /// timeout, a watchdog interrupts it after that many seconds.
    public static func run(_ path: String, options: LuaRuntime.Options = LuaRuntime.Options(),
                           screen: Size = Size(375, 667), timeout: Double? = nil) -> Result {
        var captured = ""
        let start = monotonicSeconds()
        do {
            var options = options
            options.scriptName = path
            if timeout != nil { options.interruptible = true }
            let runtime = try LuaRuntime(engine: Engine(screenSize: screen), options: options)
            runtime.output = { captured += $0 }
            runtime.errorOutput = { captured += $0 }
            let watchdog = timeout.map { Watchdog(interrupting: runtime.mainL, after: $0) }
            defer { _ = watchdog?.stop() }
            var outcome = runtime.run(file: path)
            if outcome == .ok { outcome = runtime.finish() }
            if let failure = runtime.invariantFailure() {
                outcome = .error(message: "\(path): \(failure)", traceback: outcome.report ?? "")
            }
            if let watchdog, watchdog.stop(), case .error = outcome {
                outcome = .error(message: "\(path): timed out after \(formatNumber(timeout!)) s", traceback: "")
            }
            return Result(path: path, output: captured, outcome: outcome, seconds: monotonicSeconds() - start)
        } catch {
            return Result(path: path, output: captured, outcome: .error(message: "\(error)", traceback: ""),
                          seconds: monotonicSeconds() - start)
        }
    }

    public static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
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

/// Runs scripts in child processes, `jobs` at a time (`respond-lua test -j N`):
/// each script in its own process, so one that crashes or hangs cannot take
/// the others with it.
public struct ParallelScripts {
    /// The program and arguments that run one script (a worker: its output on
    /// standard output, its error report on standard error, exit 0 or 1).
    public let command: (String) -> [String]
    public let jobs: Int
    /// Seconds after which a child is killed (its own timeout should fire first).
    public let deadline: Double

    public init(jobs: Int, deadline: Double, command: @escaping (String) -> [String]) {
        self.jobs = max(1, jobs)
        self.deadline = deadline
        self.command = command
    }

    private struct Child {
        let path: String
        let pid: pid_t
        let out: String
        let err: String
        let start: Double
    }

    /// Runs every file; `report` gets each result as it finishes.
    public func run(_ files: [String], report: (ScriptSuite.Result) -> Void) {
        var pending = files[...]
        var running: [Child] = []
        while !pending.isEmpty || !running.isEmpty {
            while running.count < jobs, let path = pending.popFirst() {
                if let child = spawn(path) {
                    running.append(child)
                } else {
                    report(.init(path: path, output: "", outcome: .error(message: "\(path): cannot start a worker process",
                                                                          traceback: "")))
                }
            }
            var status: Int32 = 0
            let pid = waitpid(-1, &status, WNOHANG)
            if pid > 0, let i = running.firstIndex(where: { $0.pid == pid }) {
                report(finish(running.remove(at: i), status: status))
                continue
            }
            let now = ScriptSuite.monotonicSeconds()
            for child in running where now - child.start > deadline { kill(child.pid, SIGKILL) }
            usleep(2000)
        }
    }

    private func spawn(_ path: String) -> Child? {
        let arguments = command(path)
        guard let program = arguments.first else { return nil }
        let out = temporaryFile(), err = temporaryFile()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var pid: pid_t = 0
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        guard posix_spawn(&pid, program, &actions, nil, cArguments, environ) == 0 else { return nil }
        return Child(path: path, pid: pid, out: out, err: err, start: ScriptSuite.monotonicSeconds())
    }

    private func finish(_ child: Child, status: Int32) -> ScriptSuite.Result {
        let output = readFile(child.out), errors = readFile(child.err)
        unlink(child.out)
        unlink(child.err)
        let seconds = ScriptSuite.monotonicSeconds() - child.start
        let signal = status & 0x7f
        let code = (status >> 8) & 0xff
        let outcome: LuaRuntime.Outcome
        if signal != 0 {
            outcome = .error(message: signal == SIGKILL && seconds >= deadline
                             ? "\(child.path): timed out after \(formatNumber(deadline)) s (killed)"
                             : "\(child.path): the worker crashed (signal \(signal))", traceback: errors)
        } else if code == 0 {
            outcome = .ok
        } else {
            let lines = errors.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            outcome = .error(message: lines.first.map(String.init) ?? "\(child.path): failed (exit \(code))",
                             traceback: lines.count > 1 ? String(lines[1]).trimmingTrailingNewlines : "")
        }
        return .init(path: child.path, output: output, outcome: outcome, seconds: seconds)
    }

    private func temporaryFile() -> String {
        var template = Array("/tmp/respond-lua-test-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        if fd >= 0 { close(fd) }
        return String(cString: template)
    }

    private func readFile(_ path: String) -> String {
        guard let file = fopen(path, "rb") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
            if n < buffer.count { break }
        }
        return String(decoding: bytes, as: UTF8.self)
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
    public static func tap(_ results: [ScriptSuite.Result]) -> String {
        var lines = ["TAP version 13", "1..\(results.count)"]
        for (i, result) in results.enumerated() {
            lines.append("\(result.passed ? "ok" : "not ok") \(i + 1) - \(result.path)")
            if let report = result.outcome.report {
                lines.append("  ---")
                lines.append("  message: \(yamlQuoted(report.split(separator: "\n").first.map(String.init) ?? report))")
                if !result.output.isEmpty {
                    lines.append("  output: |")
                    lines.append(contentsOf: result.output.trimmingTrailingNewlines.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { "    " + $0 })
                }
                lines.append("  ...")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func junit(_ results: [ScriptSuite.Result]) -> String {
        let failures = results.filter { !$0.passed }.count
        let total = results.reduce(0.0) { $0 + $1.seconds }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites tests=\"\(results.count)\" failures=\"\(failures)\" time=\"\(seconds(total))\">",
                     "  <testsuite name=\"respond-lua\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(seconds(total))\">"]
        for result in results {
            let name = xml(result.path)
            let open = "    <testcase classname=\"respond-lua\" name=\"\(name)\" time=\"\(seconds(result.seconds))\""
            guard let report = result.outcome.report else {
                lines.append(open + "/>")
                continue
            }
            lines.append(open + ">")
            let message = report.split(separator: "\n").first.map(String.init) ?? report
            lines.append("      <failure message=\"\(xml(message))\">\(xml(report))</failure>")
            if !result.output.isEmpty { lines.append("      <system-out>\(xml(result.output))</system-out>") }
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

    private static func xml(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                // XML 1.0 forbids most control characters, even escaped.
                if scalar.value < 0x20 { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    private static func yamlQuoted(_ s: String) -> String {
        "'" + s.replacingSingleQuotes + "'"
    }
}

extension String {
    fileprivate var replacingSingleQuotes: String {
        var out = ""
        for c in self { out += c == "'" ? "''" : String(c) }
        return out
    }
}
