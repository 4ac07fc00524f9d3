import Foundation
import XCTest

/// The one way these tests run a program (`respond-lua`, `respond-lua-play`,
/// or a Python helper from Support/ or scripts/): its exit status and what it
/// printed, the two streams read at the same time (a full pipe never stalls it).
enum TestProcess {
    struct Run {
        let status: Int32
        let stdout: String
        /// Empty when `mergingErrors` sent standard error to `stdout`.
        let stderr: String
    }

    /// Runs `executable` from the repository's root (or `directory`), with
    /// standard input from `input` (closed at once without it). The
    /// environment is this process's, less LUA_INIT and LUA_PATH and the locale
    /// variables (a user's would change what scripts print: `LANG=zh_CN.UTF-8`
    /// makes explanations Chinese), plus `environment`.
    static func run(_ executable: URL, _ arguments: [String], input: String? = nil,
                    environment: [String: String] = [:], directory: URL? = nil,
                    mergingErrors: Bool = false) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? CommandLineTests.root
        var env = ProcessInfo.processInfo.environment
        for key in ["LUA_INIT", "LUA_INIT_5_4", "LUA_PATH", "LUA_PATH_5_4", "LANG", "LC_ALL", "LC_MESSAGES"] { env[key] = nil }
        // `respond-lua test` keeps its record of failures (for --lf) in a cache of the tests' own.
        env["XDG_CACHE_HOME"] = NSTemporaryDirectory() + "respond-lua-tests-cache"
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = mergingErrors ? out : err
        process.standardInput = stdin
        try process.run()
        // Standard error is read on a thread of its own while standard output is read here.
        let errors = Collected()
        if mergingErrors {
            errors.done.signal()
        } else {
            Thread.detachNewThread {
                errors.data = err.fileHandleForReading.readDataToEndOfFile()
                errors.done.signal()
            }
        }
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        errors.done.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
                   stderr: String(decoding: errors.data, as: UTF8.self))
    }

    /// What the reading thread hands over, once `done` is signalled.
    private final class Collected: @unchecked Sendable {
        var data = Data()
        let done = DispatchSemaphore(value: 0)
    }

    /// The `python3` the PATH finds first (where scripts/install-deps.sh
    /// installs Selenium), or nil.
    static let python3: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// `python3` itself; skips the test without one.
    static func requirePython() throws -> URL {
        guard let python3 else { throw XCTSkip("python3 is not on the PATH") }
        return python3
    }

    /// Runs a Python 3 script (a path from the repository's root, or absolute),
    /// standard error merged into `stdout` unless told; skips the test without python3.
    static func python(_ script: String, _ arguments: [String], environment: [String: String] = [:],
                       directory: URL? = nil, mergingErrors: Bool = true) throws -> Run {
        let path = script.hasPrefix("/") ? script : CommandLineTests.root.appendingPathComponent(script).path
        return try run(try requirePython(), [path] + arguments, environment: environment,
                       directory: directory, mergingErrors: mergingErrors)
    }

    /// Runs the built `respond-lua` with `arguments` (its output thrown away)
    /// under Python, which asks the kernel for the child's peak resident size:
    /// the exit status and the peak in kilobytes (workers included).
    static func peakKilobytes(_ arguments: [String], input: String = "") throws -> (status: Int, kilobytes: Int) {
        let run = try run(try requirePython(), ["-c", """
            import resource, subprocess, sys
            r = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, input=sys.stdin.buffer.read())
            print(r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            """, CommandLineTests.binary.path] + arguments, input: input)
        let fields = run.stdout.split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 }
        return (fields.first ?? -1, fields.count == 2 ? fields[1] : Int.max)
    }

    /// `body` for each of `items`, two at a time (each call runs a process of
    /// its own; this machine has two cores): the results in the order of `items`.
    static func concurrently<T>(_ items: [String], _ body: @escaping (String) throws -> T) -> [Result<T, Error>] {
        let results = Results<T>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            for i in stride(from: lane, to: items.count, by: 2) {
                let result = Result { try body(items[i]) }
                results.lock.lock()
                results.values[i] = result
                results.lock.unlock()
            }
        }
        return results.values.map { $0! }
    }

    private final class Results<T>: @unchecked Sendable {
        var values: [Result<T, Error>?]
        let lock = NSLock()
        init(count: Int) { values = Array(repeating: nil, count: count) }
    }

    /// The `respond-lua` built with these tests (`CommandLineTests.binary`);
    /// skips the test when it has not been built.
    static func respondLua(_ arguments: [String], input: String? = nil, environment: [String: String] = [:],
                           directory: URL? = nil) throws -> Run {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        return try run(binary, arguments, input: input, environment: environment, directory: directory)
    }
}
