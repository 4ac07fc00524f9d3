import Foundation
import XCTest

/// The `respond-lua` executable itself, as users run it.
final class CommandLineTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `respond-lua` built with these tests: beside the test bundle, in the
    /// same build directory (`.build/debug`, or the sanitizer build's).
    static let binary: URL = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        // Linux runs `name.xctest` itself; elsewhere it may be a bundle directory.
        while !directory.path.isEmpty, directory.path != "/",
              !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("respond-lua").path) {
            directory = directory.deletingLastPathComponent()
        }
        let beside = directory.appendingPathComponent("respond-lua")
        return FileManager.default.isExecutableFile(atPath: beside.path)
            ? beside : root.appendingPathComponent(".build/debug/respond-lua")
    }()

    struct Run { let status: Int32; let stdout: String; let stderr: String }

    func respondLua(_ arguments: [String]) throws -> Run {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    func testRunsAScriptTwiceWithTheSameBytes() throws {
        let first = try respondLua(["scripts/examples/01_yellow_view_on_table.lua"])
        let second = try respondLua(["scripts/examples/01_yellow_view_on_table.lua"])
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.stdout, second.stdout)
        let expected = try String(contentsOf: Self.root.appendingPathComponent("scripts/examples/01_yellow_view_on_table.expected"),
                                  encoding: .utf8)
        XCTAssertEqual(first.stdout, expected)
    }

    func testErrorsExitOneWithLocationAndTraceback() throws {
        let run = try respondLua(["-e", "local v = UIView{}\nv:addSubview(v)"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, """
            (command line):2: bad argument #1 to 'addSubview' (cannot add a view to itself)
            stack traceback:
            \t[C]: in method 'addSubview'
            \t(command line):2: in main chunk

            """)
    }

    func testUsageErrorsExitTwo() throws {
        XCTAssertEqual(try respondLua(["no-such-script.lua"]).status, 2)
        XCTAssertEqual(try respondLua(["--no-such-option", "x.lua"]).status, 2)
        XCTAssertEqual(try respondLua(["--trace-format", "xml", "-e", "x = 1"]).status, 2)
        XCTAssertEqual(try respondLua(["--screen", "wide", "-e", "x = 1"]).status, 2)
    }

    func testOptions() throws {
        let screen = try respondLua(["--screen", "390x844", "-e", "print(UIScreen.main.bounds)"])
        XCTAssertEqual(screen.stdout, "(0,0,390,844)\n")
        let args = try respondLua(["scripts/tests/geometry.lua", "one", "two"])
        XCTAssertEqual(args.status, 0)
        let checked = try respondLua(["--check-invariants", "-e", "UIWindow{}:makeKeyAndVisible() tap(10, 10) drag(1, 1, 90, 90)"])
        XCTAssertEqual(checked.status, 0, checked.stderr)
        let suite = try respondLua(["test", "--check-invariants", "scripts/examples/14_single_vs_double_tap.lua"])
        XCTAssertEqual(suite.status, 0, suite.stdout)
        XCTAssertTrue(try respondLua(["--help"]).stdout.contains("--check-invariants"))
        let limited = try respondLua(["--max-instructions", "10000", "-e", "while true do end"])
        XCTAssertEqual(limited.status, 1)
        XCTAssertTrue(limited.stderr.contains("instruction limit exceeded"), limited.stderr)
        let sandboxed = try respondLua(["--sandbox", "-e", "print(io, os.execute)"])
        XCTAssertEqual(sandboxed.stdout, "nil\tnil\n")
        let json = try respondLua(["--trace", "--trace-format", "json", "-e", "UIWindow{}:makeKeyAndVisible() tap(1, 1)"])
        XCTAssertTrue(json.stdout.hasPrefix("{\"kind\":\"hitTest\",\"time\":0,"), json.stdout)
    }

    func testTestCommandSummarises() throws {
        let run = try respondLua(["test", "scripts/tests"])
        XCTAssertEqual(run.status, 0, run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix(" passed, 0 failed\n"), run.stdout)
        let failing = try respondLua(["test", "scripts/examples/04_a_covers_b.lua", "scripts/bench/no-such.lua"])
        XCTAssertEqual(failing.status, 2, "a missing file is a usage error")
    }

    func testRenderWritesAnSVG() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-render-test.svg")
        try? FileManager.default.removeItem(at: out)
        let run = try respondLua(["render", "scripts/examples/10_controller_receives_touches.lua", "-o", out.path, "--at", "200,150"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let svg = try String(contentsOf: out, encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<svg"))
        XCTAssertTrue(svg.contains("class=\"view hit-path hit\""), "the hit view is marked")
        XCTAssertTrue(svg.contains(">1. PasswordView &quot;PB&quot;</text>"), "the responder chain is listed")
        XCTAssertTrue(svg.contains(">hit test at (200,150)</text>"))
        XCTAssertEqual(try respondLua(["render", "scripts/examples/10_controller_receives_touches.lua"]).status, 2, "-o is required")
    }

    /// The prompt in a pseudo-terminal: completion, continuation, Ctrl-C, history.
    func testPromptInAPseudoTerminal() throws {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "python3 drives the terminal")
        let history = FileManager.default.temporaryDirectory.appendingPathComponent("respond-lua-history-\(getpid())")
        try? FileManager.default.removeItem(at: history)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Self.root.appendingPathComponent("Tests/ScriptTests/Support/pty_session.py").path, binary.path, history.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let transcript = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, transcript)
        XCTAssertTrue(transcript.contains("ok: history kept"), transcript)
    }

    /// With -i the prompt reads a pipe (without it, a pipe is a script, as in lua).
    func testPromptReadsPipedInput() throws {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path))
        let process = Process()
        process.executableURL = binary
        process.arguments = ["-i"]
        let input = Pipe(), out = Pipe()
        process.standardInput = input
        process.standardOutput = out
        try process.run()
        input.fileHandleForWriting.write(Data("v = UIView{name = 'v', frame = {1, 2, 3, 4}}\nv\nfor i = 1, 2 do\nprint(i)\nend\n{1, x = {y = 'z'}}\n:quit\nprint('after quit')\n".utf8))
        try input.fileHandleForWriting.close()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(stdout, "UIView \"v\" (1,2,3,4)\n1\n2\n{1, x = {y = \"z\"}}\n", "no prompt noise when piped")
    }
}
