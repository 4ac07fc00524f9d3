import Foundation
import XCTest

/// The hostile scripts of `scripts/hostile/` (issue 8): each attacks the engine,
/// the bridge or the sandbox, and says in its header what must happen instead:
///
///     -- Args: --sandbox            options before the script (optional)
///     -- Exit: 1                    the exit status
///     -- Stderr: some text          text standard error must contain (any number)
///     -- Located: no                the error names no line (said why in the script)
///
/// and `name.expected`, when present, is its exact standard output. Whatever
/// the script does, the process must end by exiting, never by a signal, and an
/// error (exit 1) must be reported as `file:line: message`. Under
/// AddressSanitizer (scripts/test.sh's second pass) each script also runs with
/// leak checking on, and whatever the sanitizer reports fails it.
final class HostileScriptTests: XCTestCase {
    static let root = CommandLineTests.root

    /// Under AddressSanitizer: leaks checked at exit (an exit status of 86 when
    /// any), and the process goes on after a report instead of aborting, so that
    /// the report reaches standard error. Elsewhere nothing is added.
    static let sanitizerOptions: [String: String] =
        ProcessInfo.processInfo.environment["RESPOND_LUA_SANITIZER"] != nil
            ? ["ASAN_OPTIONS": "detect_leaks=1:halt_on_error=1:exitcode=86"] : [:]

    struct Expectation {
        var arguments: [String] = []
        var status: Int32 = 0
        var stderr: [String] = []
        var stdout: String?
        var located = true
    }

    static func expectation(of script: URL) throws -> Expectation {
        var expectation = Expectation()
        let source = try String(contentsOf: script, encoding: .utf8)
        for line in source.split(separator: "\n") where line.hasPrefix("-- ") {
            let text = line.dropFirst(3)
            if text.hasPrefix("Args:") {
                expectation.arguments = text.dropFirst(5).split(separator: " ").map(String.init)
            } else if text.hasPrefix("Exit:") {
                expectation.status = Int32(text.dropFirst(5).trimmingCharacters(in: .whitespaces)) ?? -1
            } else if text.hasPrefix("Located: no") {
                expectation.located = false
            } else if text.hasPrefix("Stderr:") {
                expectation.stderr.append(text.dropFirst(7).trimmingCharacters(in: .whitespaces))
            }
        }
        let expected = script.deletingPathExtension().appendingPathExtension("expected")
        expectation.stdout = try? String(contentsOf: expected, encoding: .utf8)
        return expectation
    }

    struct Outcome { var exited: Bool; var status: Int32; var stdout: String; var stderr: String }

    /// Runs the debug binary with its output in files (no pipe to fill up), and
    /// kills it if it is still running after `patience` seconds: a hang is
    /// reported as a failure instead of stalling the suite (not a timing check).
    static func run(_ arguments: [String], patience: Double = 300, environment: [String: String] = [:]) throws -> Outcome {
        let binary = CommandLineTests.binary
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("out"), errURL = directory.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = root
        // `respond-lua test` keeps its record of failures (--lf) in this run's directory, removed after it.
        process.environment = ProcessInfo.processInfo.environment
            .merging(["XDG_CACHE_HOME": directory.path + "/cache"]) { $1 }.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        let deadline = Date().addingTimeInterval(patience)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return Outcome(exited: false, status: -1, stdout: "", stderr: "killed: still running after \(Int(patience)) s")
        }
        return Outcome(exited: process.terminationReason == .exit, status: process.terminationStatus,
                       stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                       stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    func testHostileScripts() throws {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        let directory = Self.root.appendingPathComponent("scripts/hostile")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".lua") }.sorted()
        XCTAssertGreaterThanOrEqual(scripts.count, 20)
        // Each also runs with every shortcut off and must print the same bytes
        // (ShortcutSwitchTests compares the other scripts); not under the
        // sanitizer, where the ordinary pass has compared them.
        let compareWithoutShortcuts = ProcessInfo.processInfo.environment["RESPOND_LUA_SANITIZER"] == nil
        let runs = TestProcess.concurrently(scripts) { name -> (Expectation, Outcome, Outcome?) in
            let expectation = try Self.expectation(of: directory.appendingPathComponent(name))
            let arguments = expectation.arguments + ["scripts/hostile/" + name]
            let outcome = try Self.run(arguments, environment: Self.sanitizerOptions)
            // A run the guard thread ended (a library call that never returns,
            // seconds of CPU time) has nothing of the shortcuts' to compare, nor
            // has one --max-time stopped: the line it stops at depends on how
            // busy the machine is.
            let guarded = outcome.stderr.contains("inside one library call") || outcome.stderr.contains("time limit exceeded")
            let general = compareWithoutShortcuts && !guarded
                ? try Self.run(arguments, environment: ["RESPOND_LUA_NO_SHORTCUTS": "1"]) : nil
            return (expectation, outcome, general)
        }
        for (name, run) in zip(scripts, runs) {
            let path = "scripts/hostile/" + name
            let (expectation, outcome, general) = try run.get()
            XCTAssertFalse(outcome.stderr.contains("Sanitizer"), "\(name): AddressSanitizer reported:\n\(outcome.stderr)")
            XCTAssertTrue(outcome.exited, "\(name): ended by a signal (status \(outcome.status))\n\(outcome.stderr)")
            XCTAssertEqual(outcome.status, expectation.status, "\(name): exit status\n\(outcome.stderr)")
            for text in expectation.stderr {
                XCTAssertTrue(outcome.stderr.contains(text), "\(name): standard error lacks \(text.debugDescription):\n\(outcome.stderr)")
            }
            if expectation.status == 1, expectation.located {
                let first = outcome.stderr.split(separator: "\n").first { !$0.hasPrefix("warning: ") && !$0.hasPrefix("Lua warning: ") }.map(String.init) ?? ""
                XCTAssertNotNil(first.range(of: "^\(NSRegularExpression.escapedPattern(for: path)):[0-9]+: ", options: .regularExpression),
                                "\(name): the error is not located at a line of the script: \(first)")
            }
            if let stdout = expectation.stdout {
                XCTAssertEqual(outcome.stdout, stdout, "\(name): standard output")
            }
            if let general {
                ShortcutSwitchTests.assertSame(outcome, general, path)
            }
        }
    }

    /// Memory returns to its start after each script: `respond-lua test` over 60
    /// scripts, each with 2,000 views, overrides, recognizers and 50,000 Lua
    /// tables, peaks under 60 MB, barely above one script alone (issue 8, S3).
    func testSixtyScriptsStayUnderSixtyMegabytes() throws {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        try XCTSkipIf(ProcessInfo.processInfo.environment["RESPOND_LUA_SANITIZER"] != nil,
                      "a sanitizer's quarantine keeps freed memory: peaks mean nothing there")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-sixty-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = """
            local w = UIWindow{} w:makeKeyAndVisible()
            local views = {}
            for i = 1, 2000 do
              local v = UIView{frame = {i % 300, i % 500, 40, 40}, name = "view " .. i}
              w:addSubview(v)
              views[i] = v
              if i % 7 == 0 then function v:touchesBegan() end end
            end
            views[10]:addGestureRecognizer(UIPanGestureRecognizer{action = function() end})
            for i = 1, 50 do tap(i * 5, i * 9) end
            drag(10, 10, 200, 300)
            local t = {}
            for i = 1, 5e4 do t[i] = {i, tostring(i)} end
            assertEqual(#w.subviews, 2000)
            """
        for i in 1...60 {
            try script.write(to: directory.appendingPathComponent(String(format: "s%02d.lua", i)), atomically: false, encoding: .utf8)
        }
        // The peak resident size of a child, as the kernel counts it.
        func peakKilobytes(_ arguments: [String], input: String = "") throws -> Int {
            let peak = try TestProcess.peakKilobytes(arguments, input: input)
            XCTAssertEqual(peak.status, 0, "respond-lua \(arguments.joined(separator: " ")) failed")
            return peak.kilobytes
        }
        let one = try peakKilobytes(["test", directory.appendingPathComponent("s01.lua").path])
        let sixty = try peakKilobytes(["test", directory.path])
        XCTAssertLessThan(sixty, 60 * 1024, "60 scripts peaked at \(sixty) KB")
        XCTAssertLessThan(sixty - one, 8 * 1024, "60 scripts peaked at \(sixty) KB, one at \(one) KB: memory is not returned")

        // The prompt's :reset gives back everything the old engine held.
        let session = script.replacingOccurrences(of: "local ", with: "").replacingOccurrences(of: "\n", with: " ") + "\n:reset\n"
        // (The baseline is two: the allocator keeps the first engine's pages for the next.)
        let resetTwice = try peakKilobytes(["-i"], input: String(repeating: session, count: 2))
        let resetForty = try peakKilobytes(["-i"], input: String(repeating: session, count: 40))
        XCTAssertLessThan(resetForty - resetTwice, 4 * 1024, "40 :reset peaked at \(resetForty) KB, two at \(resetTwice) KB")
    }
}
