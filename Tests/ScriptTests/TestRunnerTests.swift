import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `respond-lua test` against scripts that attack the run itself (issue 20):
/// whatever one script does (exit, hang inside a library call, print without
/// end, carry any bytes in its name or its output), it fails alone, every
/// other script still runs, and the summary, TAP and JUnit reports are whole.
/// Exact output and statuses; no time is asserted (a run that hangs is killed
/// after a patience and reported as a failure).
final class TestRunnerTests: XCTestCase {
    struct Run { let status: Int32; let stdout: String; let stderr: String; let bytes: Data }

    /// A scratch directory with files named by bytes or text.
    func scratch(_ files: [(name: [UInt8], text: String)]) throws -> String {
        let dir = "/tmp/rltest-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        for file in files {
            let path = Array(dir.utf8) + [UInt8(ascii: "/")] + file.name + [0]
            let fd = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) } }
            XCTAssertGreaterThanOrEqual(fd, 0)
            let data = Array(file.text.utf8)
            XCTAssertEqual(data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }, data.count)
            close(fd)
        }
        return dir
    }

    func scratch(_ files: [String: String]) throws -> String {
        try scratch(files.map { (Array($0.key.utf8), $0.value) })
    }

    /// Runs the program with its output in files; standard input is a pipe
    /// left open (nothing is ever written to it) unless `input` is false.
    /// Killed after `patience` seconds: a hang fails the test instead of stalling the suite.
    func respondLua(_ arguments: [String], patience: Double = 120, cache: String? = nil) throws -> Run {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rltest-run-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("out"), errURL = directory.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = CommandLineTests.root
        // The record of failures (`--lf`) goes to a cache of this run's own, removed after it.
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache ?? directory.path + "/cache"
        for key in ["LANG", "LC_ALL", "LC_MESSAGES"] { environment[key] = nil }
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        let deadline = Date().addingTimeInterval(patience)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        try input.fileHandleForWriting.close()
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return Run(status: -1, stdout: "", stderr: "killed: still running after \(Int(patience)) s", bytes: Data())
        }
        let bytes = try Data(contentsOf: outURL)
        return Run(status: process.terminationReason == .exit ? process.terminationStatus : -1000 - process.terminationStatus,
                   stdout: String(decoding: bytes, as: UTF8.self),
                   stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "", bytes: bytes)
    }

    static func traceback(_ path: String, line: Int) -> String {
        "stack traceback:\n\t[C]: in function 'error'\n\t\(path):\(line): in main chunk\n"
    }

    /// Item 3: os.exit ends its script, never the run, with or without -j; so
    /// does a signal (the script's own process gets it, not the runner).
    func testAScriptThatExitsFailsAlone() throws {
        let dir = try scratch(["a_exits.lua": "print(\"before\")\nos.exit(0)\n",
                               "b_fails.lua": "error(\"boom\")\n",
                               "c_passes.lua": "assert(true)\n",
                               "d_exits_true.lua": "os.exit(true, true)\n",
                               "e_exits_three.lua": "os.exit(3)\n",
                               "f_signal.lua": "os.execute(\"kill -TERM $PPID\")\nwhile true do end\n",
                               // The runner ignores SIGPIPE; its workers, and what they start, do not.
                               "g_pipe.lua": """
                                local status = io.open("/proc/self/status"):read("a")
                                local ignored = tonumber(status:match("SigIgn:%s*(%x+)"), 16)
                                assert(ignored & (1 << 12) == 0, "SIGPIPE is ignored")

                                """])
        let junit = dir + "/report.xml"
        let run = try respondLua(["test", "--junit", junit, dir])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout, """
            FAIL  \(dir)/a_exits.lua
            before
            \(dir)/a_exits.lua: exited with status 0 before finishing
            FAIL  \(dir)/b_fails.lua
            \(dir)/b_fails.lua:1: boom
            \(Self.traceback("\(dir)/b_fails.lua", line: 1))ok    \(dir)/c_passes.lua
            FAIL  \(dir)/d_exits_true.lua
            \(dir)/d_exits_true.lua: exited with status 0 before finishing
            FAIL  \(dir)/e_exits_three.lua
            \(dir)/e_exits_three.lua: exited with status 3 before finishing
            FAIL  \(dir)/f_signal.lua
            \(dir)/f_signal.lua: ended by signal 15 (Terminated) before finishing
            ok    \(dir)/g_pipe.lua
            Short summary (5 failed):
            ERROR \(dir)/a_exits.lua: exited with status 0 before finishing
            ERROR \(dir)/b_fails.lua:1: boom
            ERROR \(dir)/d_exits_true.lua: exited with status 0 before finishing
            ERROR \(dir)/e_exits_three.lua: exited with status 3 before finishing
            ERROR \(dir)/f_signal.lua: ended by signal 15 (Terminated) before finishing
            2 passed, 5 failed

            """)
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: junit))
        let suite = try XCTUnwrap(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        XCTAssertEqual(suite.attribute(forName: "tests")?.stringValue, "7")
        // None of them failed an expectation: each is an error (JUnit viewers tell the two apart).
        XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, "0")
        XCTAssertEqual(suite.attribute(forName: "errors")?.stringValue, "5")

        // In parallel: the same verdicts (in the order they finish), never an empty message.
        let parallel = try respondLua(["test", "-j", "3", dir])
        XCTAssertEqual(parallel.status, 1)
        let lines = parallel.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for expected in ["\(dir)/a_exits.lua: exited with status 0 before finishing",
                         "\(dir)/d_exits_true.lua: exited with status 0 before finishing",
                         "\(dir)/e_exits_three.lua: exited with status 3 before finishing",
                         "\(dir)/f_signal.lua: ended by signal 15 (Terminated) before finishing",
                         "\(dir)/b_fails.lua:1: boom", "ok    \(dir)/c_passes.lua"] {
            XCTAssertTrue(lines.contains(expected), "\(expected)\n\(parallel.stdout)")
        }
        XCTAssertFalse(lines.contains("ok    \(dir)/a_exits.lua"), parallel.stdout)
        XCTAssertEqual(lines.suffix(2), ["2 passed, 5 failed", ""])
    }

    /// Item 5: a script inside a library call that never returns (no interrupt
    /// reaches it) is killed alone after its timeout, with what it printed
    /// before; standard input is closed, so io.read does not wait.
    func testAScriptStuckInALibraryCallFailsAlone() throws {
        let dir = try scratch(["a_rep.lua": "print(\"start\")\nlocal s = string.rep(\"\", math.maxinteger)\n",
                               "b_pattern.lua": "print(string.find(string.rep(\"a\", 2000), \".-.-.-.-b\"))\n",
                               "c_read.lua": "assert(io.read() == nil, \"standard input is closed\")\nprint(\"nothing to read\")\n",
                               "d_fails.lua": "error(\"last\")\n"])
        let killed = "timed out after 1 s (killed: it did not stop when asked; it was still inside a call to a C function past its limit)"
        // The two runs below spin on the CPU for seconds: side by side.
        let both = TestProcess.concurrently(["timeout", "guard"]) { which in
            which == "timeout"
                ? try self.respondLua(["test", "-v", "--timeout", "1", dir])
                : try self.respondLua(["test", "--max-instructions", "100000000", "\(dir)/b_pattern.lua", "\(dir)/d_fails.lua"])
        }
        let run = try both[0].get(), guarded = try both[1].get()
        XCTAssertEqual(run.status, 1, run.stderr)
        // Both spin on the CPU inside one library call. The worker's guard ends
        // such a call 2 s past its CPU-time limit (1 s, from --timeout), saying
        // so; the runner kills the worker 3 s past the timeout on the wall clock.
        // On a busy machine the CPU time lags and the kill may come first, or
        // land just after the guard wrote its line. Each way ends that script
        // alone, with what it printed; the rest is the same.
        let cpuLimit = "respond-lua: time limit exceeded (1 s of CPU time), inside one library call that did not return "
            + "(a string pattern that backtracks? a huge string.rep?)\n"
        var stdout = run.stdout
        for name in ["a_rep", "b_pattern"] {
            for ending in ["exited with status 1 before finishing", killed] {
                stdout = stdout.replacingOccurrences(of: "\(cpuLimit)\(dir)/\(name).lua: \(ending)", with: "\(dir)/\(name).lua: \(killed)")
                stdout = stdout.replacingOccurrences(of: "ERROR \(dir)/\(name).lua: \(ending)", with: "ERROR \(dir)/\(name).lua: \(killed)")
            }
        }
        XCTAssertEqual(stdout, """
            FAIL  \(dir)/a_rep.lua
            start
            \(dir)/a_rep.lua: \(killed)
            FAIL  \(dir)/b_pattern.lua
            \(dir)/b_pattern.lua: \(killed)
            ok    \(dir)/c_read.lua
            nothing to read
            FAIL  \(dir)/d_fails.lua
            \(dir)/d_fails.lua:1: last
            \(Self.traceback("\(dir)/d_fails.lua", line: 1))Short summary (3 failed):
            ERROR \(dir)/a_rep.lua: \(killed)
            ERROR \(dir)/b_pattern.lua: \(killed)
            ERROR \(dir)/d_fails.lua:1: last
            1 passed, 3 failed

            """)

        // Under an instruction limit the engine's stall guard ends the script's
        // process after 10 s of CPU time in one library call: that script only.
        XCTAssertEqual(guarded.status, 1, guarded.stderr)
        XCTAssertEqual(guarded.stdout, """
            FAIL  \(dir)/b_pattern.lua
            respond-lua: instruction limit exceeded (100000000 instructions): 10 s inside one library call that counts no instructions (a string pattern that backtracks?)
            \(dir)/b_pattern.lua: exited with status 1 before finishing
            FAIL  \(dir)/d_fails.lua
            \(dir)/d_fails.lua:1: last
            \(Self.traceback("\(dir)/d_fails.lua", line: 1))Short summary (2 failed):
            ERROR \(dir)/b_pattern.lua: exited with status 1 before finishing
            ERROR \(dir)/d_fails.lua:1: last
            0 passed, 2 failed

            """)
    }

    /// Item 6: what a script prints is held up to 256 KB, its head and its
    /// tail, with the cut said, on the screen and in the reports; the runner's
    /// memory stays small while a script prints 300 MB under --max-memory 32.
    func testPrintingWithoutEndIsCut() throws {
        let dir = try scratch(["flood.lua": """
            local s = string.rep("x", 1e6)
            for i = 1, 300 do print(s) end
            print("the end")
            error("after the flood")

            """])
        let path = dir + "/flood.lua"
        let junit = dir + "/report.xml"
        let run = try respondLua(["test", "--max-memory", "32", "--junit", junit, path])
        XCTAssertEqual(run.status, 1)
        XCTAssertLessThan(run.bytes.count, 300_000, "the output was not cut")
        let half = 128 * 1024
        let kept = String(repeating: "x", count: half) + "\n[… 299,738,164 bytes cut …]\n"
            + String(repeating: "x", count: half - 9) + "\nthe end\n"
        if run.bytes.count < 300_000 {
            XCTAssertEqual(run.stdout, "FAIL  \(path)\n" + kept + "\(path):4: after the flood\n"
                           + Self.traceback(path, line: 4)
                           + "Short summary (1 failed):\nERROR \(path):4: after the flood\n0 passed, 1 failed\n")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: junit)[.size] as? Int) ?? Int.max
        XCTAssertLessThan(size, 300_000)
        if size < 300_000 {
            let document = try XMLDocument(contentsOf: URL(fileURLWithPath: junit))
            let out = try XCTUnwrap(try document.nodes(forXPath: "//testcase/system-out").first)
            XCTAssertEqual(out.stringValue, kept)
        }
        let tap = try respondLua(["test", "--tap", "--max-memory", "32", path])
        XCTAssertLessThan(tap.bytes.count, 300_000, "the TAP output was not cut")
        if tap.bytes.count < 300_000 {
            XCTAssertTrue(tap.stdout.contains("\n    [… 299,738,164 bytes cut …]\n"), String(tap.stdout.prefix(200)))
        }

        // The runner's peak memory (and its workers'), as the kernel counts it.
        try XCTSkipIf(ProcessInfo.processInfo.environment["RESPOND_LUA_SANITIZER"] != nil, "a sanitizer's peaks mean nothing")
        let peak = try TestProcess.peakKilobytes(["test", "--max-memory", "32", path])
        XCTAssertEqual(peak.status, 1)
        XCTAssertLessThan(peak.kilobytes, 64 * 1024, "printing 300 MB peaked at \(peak.kilobytes) KB")
    }

    /// Item 10: any bytes in output and messages give well-formed JUnit; a
    /// file name cannot inject TAP lines or hide a failure with `# TODO`; a
    /// file whose name is not UTF-8 is reported, not skipped; a NUL byte
    /// does not cut a worker's output or message.
    func testReportsHoldAnyNameAndAnyBytes() throws {
        let dir = try scratch([
            (Array("a_chars.lua".utf8), "print(\"odd: \\u{FFFE}\\u{FFFF}\\1\\27[0m \\xff end\\r\")\nerror(\"x\\u{FFFF}\\r\\tz\")\n"),
            (Array("b_todo # TODO.lua".utf8), "error(\"hidden\")\n"),
            (Array("c_new\nok 9 - fake.lua".utf8), "error(\"newline\")\n"),
            (Array("d_caf".utf8) + [0xE9] + Array(".lua".utf8), "assert(true)\n"),
            (Array("e_nul.lua".utf8), "print(\"a\\0b\")\nerror(\"c\")\n"),
            (Array("f_yaml.lua".utf8), "print(\"  indented\")\nprint(\"message: fake\")\nerror(\"real\")\n"),
        ])
        let junit = dir + "/report.xml"
        let tap = try respondLua(["test", "--tap", "--junit", junit, dir])
        XCTAssertEqual(tap.status, 1)
        let results = tap.stdout.split(separator: "\n").filter { $0.hasPrefix("ok") || $0.hasPrefix("not ok") }
        XCTAssertEqual(results, ["not ok 1 - \(dir)/d_caf\\xE9.lua",
                                 "not ok 2 - \(dir)/a_chars.lua",
                                 "not ok 3 - \(dir)/b_todo \\# TODO.lua",
                                 "not ok 4 - \(dir)/c_new\\nok 9 - fake.lua",
                                 "not ok 5 - \(dir)/e_nul.lua",
                                 "not ok 6 - \(dir)/f_yaml.lua"])
        XCTAssertTrue(tap.stdout.contains("""
              message: '\(dir)/d_caf\\xE9.lua: not run: its file name is not UTF-8 (byte \\xE9); rename it to run it'
            """), tap.stdout)
        XCTAssertTrue(tap.stdout.contains("  message: '\(dir)/c_new\\nok 9 - fake.lua:1: newline'\n"), tap.stdout)
        XCTAssertTrue(tap.stdout.contains("    odd: \\u{FFFE}\\u{FFFF}\\x01\\x1B[0m \u{FFFD} end\\r\n"), tap.stdout)
        // Output that begins with spaces keeps its YAML block whole (an explicit indentation).
        XCTAssertTrue(tap.stdout.contains("  output: |2\n      indented\n    message: fake\n  ...\n"), tap.stdout)
        XCTAssertTrue(tap.stdout.hasSuffix("# 0 passed, 6 failed\n"), tap.stdout)

        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: junit))
        let names = try document.nodes(forXPath: "//testcase").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        XCTAssertEqual(names, ["\(dir)/d_caf\\xE9.lua", "\(dir)/a_chars.lua", "\(dir)/b_todo # TODO.lua",
                               "\(dir)/c_new\nok 9 - fake.lua", "\(dir)/e_nul.lua", "\(dir)/f_yaml.lua"])
        let messages = try document.nodes(forXPath: "//testcase/error").compactMap { ($0 as? XMLElement)?.attribute(forName: "message")?.stringValue }
        XCTAssertEqual(messages[1], "\(dir)/a_chars.lua:2: x?\r\tz")

        // A NUL byte in the output, in parallel workers and one at a time. (Not
        // in the error message: the engine cuts it there before the runner sees it.)
        for jobs in ["1", "2"] {
            let run = try respondLua(["test", "-j", jobs, dir + "/e_nul.lua"])
            XCTAssertEqual(run.stdout, "FAIL  \(dir)/e_nul.lua\na\0b\n\(dir)/e_nul.lua:2: c\n"
                           + Self.traceback("\(dir)/e_nul.lua", line: 2)
                           + "Short summary (1 failed):\nERROR \(dir)/e_nul.lua:2: c\n0 passed, 1 failed\n")
        }
        // The plain lines show a name's control characters escaped.
        let plain = try respondLua(["test", dir + "/c_new\nok 9 - fake.lua"])
        XCTAssertEqual(plain.stdout, "FAIL  \(dir)/c_new\\nok 9 - fake.lua\n\(dir)/c_new\\nok 9 - fake.lua:1: newline\n"
                       + Self.traceback("\(dir)/c_new\\nok 9 - fake.lua", line: 1)
                       + "Short summary (1 failed):\nERROR \(dir)/c_new\\nok 9 - fake.lua:1: newline\n0 passed, 1 failed\n")
    }

    // MARK: Issue 31

    /// Item 5: a script writes "ok" where its worker writes its verdict and
    /// exits 0: it fails. Under -j, no script can open the runner's
    /// descriptors or another worker's verdict pipe through /proc (the runner
    /// and the workers are not dumpable; workers run by root lose
    /// CAP_SYS_PTRACE), so honest scripts beside it pass.
    func testAVerdictCannotBeForgedOrSpoiled() throws {
        let dir = try scratch([
            "a_forges.lua": "local f = assert(io.open(\"/proc/self/fd/3\", \"w\"))\nf:write(\"ok\\n\")\nf:close()\nos.exit(0)\n",
            "b_honest.lua": "os.execute(\"sleep 1\")\nassert(true)\n",
            "c_honest.lua": "os.execute(\"sleep 1\")\nassert(true)\n",
            "d_spoils.lua": """
                local function ppidOf(pid)
                  local f = io.open("/proc/" .. pid .. "/stat")
                  if not f then return nil end
                  local text = f:read("a") f:close()
                  return text:match("^%d+ %b() %a (%d+)")
                end
                local me = io.open("/proc/self/stat"):read("a"):match("^(%d+)")
                local runner = ppidOf("self")
                local targets = {}
                local list = io.popen("ls /proc")
                for name in list:lines() do
                  if name:match("^%d+$") and name ~= me and ppidOf(name) == runner then targets[#targets + 1] = name .. "/fd/3" end
                end
                list:close()
                list = io.popen("ls /proc/" .. runner .. "/fd 2>/dev/null")
                for fd in list:lines() do targets[#targets + 1] = runner .. "/fd/" .. fd end
                list:close()
                local opened = 0
                for _, target in ipairs(targets) do
                  local f = io.open("/proc/" .. target, "w")
                  if f then opened = opened + 1 f:write("error 4 0\\nfake") f:close() end
                end
                print("opened " .. opened)

                """])
        let run = try respondLua(["test", "-v", "\(dir)/a_forges.lua"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout, """
            FAIL  \(dir)/a_forges.lua
            \(dir)/a_forges.lua: exited with status 0, and what came on its worker's verdict channel was not its worker's verdict (it did not carry the run's token)
            Short summary (1 failed):
            ERROR \(dir)/a_forges.lua: exited with status 0, and what came on its worker's verdict channel was not its worker's verdict (it did not carry the run's token)
            0 passed, 1 failed

            """)
        let parallel = try respondLua(["test", "-v", "-j", "4", dir])
        XCTAssertEqual(parallel.status, 1, parallel.stderr)
        let lines = parallel.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for expected in ["ok    \(dir)/b_honest.lua", "ok    \(dir)/c_honest.lua", "ok    \(dir)/d_spoils.lua", "opened 0",
                         "FAIL  \(dir)/a_forges.lua"] {
            XCTAssertTrue(lines.contains(expected), "\(expected)\n\(parallel.stdout)")
        }
        XCTAssertEqual(lines.suffix(2), ["3 passed, 1 failed", ""])
    }

    /// Item 6: symbolic links to directories are followed, each directory
    /// once (by device and inode): a link back up and two links to one
    /// directory run every script once, and end.
    func testLinkedDirectoriesAreSearchedOnce() throws {
        let dir = try scratch(["a.lua": "assert(true)\n"])
        try FileManager.default.createDirectory(atPath: dir + "/shared/deeper", withIntermediateDirectories: true)
        try "assert(true)\n".write(toFile: dir + "/shared/b.lua", atomically: false, encoding: .utf8)
        try "assert(true)\n".write(toFile: dir + "/shared/deeper/c.lua", atomically: false, encoding: .utf8)
        for (link, target) in [("shared/up", ".."), ("x", "shared"), ("y", "shared"), ("shared/deeper/top", "../.."),
                               ("shared/deeper/again", "."), ("shared/z", "deeper")] {
            try FileManager.default.createSymbolicLink(atPath: dir + "/" + link, withDestinationPath: target)
        }
        let run = try respondLua(["test", dir], patience: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
            ok    \(dir)/a.lua
            ok    \(dir)/shared/b.lua
            ok    \(dir)/shared/deeper/c.lua
            3 passed, 0 failed

            """)
    }

    /// Item 15: what a script starts ends with its worker (its process group
    /// is killed), and a script killed while it waited in a C function is
    /// said to be so, with no guessed cause.
    func testWhatAScriptStartsEndsWithIt() throws {
        let dir = try scratch([:])
        let pidFile = dir + "/pid"
        try "os.execute(\"sleep 60 & echo $! > \(pidFile)\")\nprint(\"started\")\n"
            .write(toFile: dir + "/a_starts.lua", atomically: false, encoding: .utf8)
        // A length no other program on the machine sleeps, to find this one by.
        let sleep = "sleep 59.\(getpid())"
        try "os.execute(\"\(sleep)\")\n".write(toFile: dir + "/b_sleeps.lua", atomically: false, encoding: .utf8)
        let run = try respondLua(["test", "--timeout", "1", dir], patience: 60)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout, """
            ok    \(dir)/a_starts.lua
            FAIL  \(dir)/b_sleeps.lua
            \(dir)/b_sleeps.lua: timed out after 1 s (killed: it did not stop when asked; it was still inside a call to a C function past its limit)
            Short summary (1 failed):
            ERROR \(dir)/b_sleeps.lua: timed out after 1 s (killed: it did not stop when asked; it was still inside a call to a C function past its limit)
            1 passed, 1 failed

            """)
        let pid = try XCTUnwrap(Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Killed: gone, or a zombie its new parent has not reaped yet.
        var state = "?"
        for _ in 0..<200 {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { state = "gone"; break }
            state = stat.components(separatedBy: ") ").last.map { String($0.prefix(1)) } ?? "?"
            if state == "Z" { break }
            usleep(10_000)
        }
        if state != "gone" && state != "Z" { kill(pid, SIGKILL) }
        XCTAssertTrue(state == "gone" || state == "Z", "the script's child is still running (state \(state))")
        // No sleep of b_sleeps.lua is left either.
        let left = try respondLua(["-e", "local p = io.popen('ps -eo args') local t = p:read('a') p:close() "
                                   + "print(select(2, t:gsub('\\n\(sleep)\\n', '')))"])
        XCTAssertEqual(left.stdout, "0\n", left.stderr)
    }

    /// Item 15: a run that is interrupted (SIGTERM, SIGHUP, SIGINT, to the runner alone)
    /// kills its workers' process groups first: nothing it started is left.
    func testAnInterruptedRunLeavesNothingRunning() throws {
        let binary = CommandLineTests.binary
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build respond-lua first")
        let dir = try scratch([:])
        let pidFile = dir + "/pid"
        let sleep = "sleep 58.\(getpid())"
        try "os.execute(\"\(sleep) & echo $! > \(pidFile)\")\nos.execute(\"\(sleep)\")\n"
            .write(toFile: dir + "/a_waits.lua", atomically: false, encoding: .utf8)
        for signal in [SIGTERM, SIGHUP] {
            try? FileManager.default.removeItem(atPath: pidFile)
            // Spawned directly (Foundation's Process would wait for the run's descendants too).
            var pid: pid_t = 0
            let program: String = binary.path
            let words: [String] = [program, "test", dir]
            let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            XCTAssertEqual(posix_spawn(&pid, program, nil, nil, argv, environ), 0)
            for _ in 0..<1000 where !FileManager.default.fileExists(atPath: pidFile) { usleep(10_000) }
            usleep(200_000)
            kill(pid, signal)
            var status: Int32 = 0
            XCTAssertEqual(waitpid(pid, &status, 0), pid)
            XCTAssertEqual(status & 0x7f, signal, "the runner ends by the signal it got")
            var left = 1
            for _ in 0..<200 {
                let ps = try TestProcess.run(URL(fileURLWithPath: "/bin/ps"), ["-eo", "stat=,args="])
                left = ps.stdout.split(separator: "\n").filter { $0.hasSuffix(sleep) && !$0.hasPrefix("Z") }.count
                if left == 0 { break }
                usleep(10_000)
            }
            XCTAssertEqual(left, 0, "signal \(signal): the script's programs are still running")
        }
    }

    // MARK: Issue 35: the teacher's day

    /// The printout ends with a short summary of each failure (FAIL: a failed
    /// expectation; ERROR: anything else); JUnit tells `<failure>` from
    /// `<error>`; a script that replaces `expect` fails (its checks assert
    /// nothing); `-x` stops at the first failure, `--lf` reruns what failed.
    func testSummaryExitFirstLastFailedAndJUnitErrors() throws {
        let dir = try scratch(["a_raises.lua": "local t = nil\nprint(t.x)\n",
                               "b_expects.lua": "expect(1 + 1 == 3, \"one and one make three\")\n",
                               "c_passes.lua": "expect(true, \"fine\")\n",
                               "d_no_op.lua": "expect = function() end\nexpect(false, \"never checked\")\n",
                               "e_equal.lua": "assertEqual(2, 3, \"the count\")\n"])
        let cache = dir + "/cache"
        let junit = dir + "/report.xml"
        let replaced = "it replaced expect with a function of its own, so every check made through it afterwards "
            + "asserted nothing (a test that cannot fail); give your helper another name"
        let run = try respondLua(["test", "--junit", junit, dir], cache: cache)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout, """
            FAIL  \(dir)/a_raises.lua
            \(dir)/a_raises.lua:2: attempt to index a nil value (local 't')
            stack traceback:
            \t\(dir)/a_raises.lua:2: in main chunk
            FAIL  \(dir)/b_expects.lua
            \(dir)/b_expects.lua:1: ✗ one and one make three
            stack traceback:
            \t[C]: in function 'expect'
            \t\(dir)/b_expects.lua:1: in main chunk
            ok    \(dir)/c_passes.lua
            FAIL  \(dir)/d_no_op.lua
            \(dir)/d_no_op.lua: \(replaced)
            FAIL  \(dir)/e_equal.lua
            \(dir)/e_equal.lua:1: the count: expected 3, got 2
            stack traceback:
            \t[C]: in function 'assertEqual'
            \t\(dir)/e_equal.lua:1: in main chunk
            Short summary (4 failed):
            ERROR \(dir)/a_raises.lua:2: attempt to index a nil value (local 't')
            FAIL  \(dir)/b_expects.lua:1: ✗ one and one make three
            ERROR \(dir)/d_no_op.lua: \(replaced)
            FAIL  \(dir)/e_equal.lua:1: the count: expected 3, got 2
            1 passed, 4 failed

            """)
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: junit))
        let suite = try XCTUnwrap(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        XCTAssertEqual(suite.attribute(forName: "tests")?.stringValue, "5")
        XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, "2")
        XCTAssertEqual(suite.attribute(forName: "errors")?.stringValue, "2")
        func names(_ kind: String) throws -> [String] {
            try document.nodes(forXPath: "//testcase[\(kind)]").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        }
        XCTAssertEqual(try names("failure"), ["\(dir)/b_expects.lua", "\(dir)/e_equal.lua"])
        XCTAssertEqual(try names("error"), ["\(dir)/a_raises.lua", "\(dir)/d_no_op.lua"])

        // The record --lf reads: sorted, in the cache.
        let records = try FileManager.default.contentsOfDirectory(atPath: cache + "/respond-lua/last-failed")
        XCTAssertEqual(records.count, 1)
        let record = cache + "/respond-lua/last-failed/" + records[0]
        XCTAssertEqual(try String(contentsOfFile: record, encoding: .utf8), """
            # respond-lua test \(dir) (in \(CommandLineTests.root.path))
            \(dir)/a_raises.lua
            \(dir)/b_expects.lua
            \(dir)/d_no_op.lua
            \(dir)/e_equal.lua

            """)

        // -x: the first failure ends the run; the rest is not run, and said so (also in JUnit).
        let first = try respondLua(["test", "-x", "--junit", junit, dir], cache: cache)
        XCTAssertEqual(first.status, 1)
        let notRun = "not run: -x stopped the run after the first failure"
        XCTAssertEqual(first.stdout, """
            FAIL  \(dir)/a_raises.lua
            \(dir)/a_raises.lua:2: attempt to index a nil value (local 't')
            stack traceback:
            \t\(dir)/a_raises.lua:2: in main chunk
            Short summary (1 failed):
            ERROR \(dir)/a_raises.lua:2: attempt to index a nil value (local 't')
            SKIP  \(dir)/b_expects.lua: \(notRun)
            SKIP  \(dir)/c_passes.lua: \(notRun)
            SKIP  \(dir)/d_no_op.lua: \(notRun)
            SKIP  \(dir)/e_equal.lua: \(notRun)
            0 passed, 1 failed, 4 not run

            """)
        let stopped = try XMLDocument(contentsOf: URL(fileURLWithPath: junit))
        let skipped = try stopped.nodes(forXPath: "//testcase[skipped]").count
        XCTAssertEqual(skipped, 4)
        // With workers running beside it: those are killed, never reported as run.
        let parallel = try respondLua(["test", "-x", "-j", "2", dir + "/a_raises.lua", dir + "/c_passes.lua",
                                       dir + "/b_expects.lua"], cache: cache)
        XCTAssertEqual(parallel.status, 1)
        // b starts only when a or c has finished: a's failure stops it (killed, or never started).
        XCTAssertTrue(parallel.stdout.hasSuffix("\n0 passed, 1 failed, 2 not run\n")
                      || parallel.stdout.hasSuffix("\n1 passed, 1 failed, 1 not run\n"), parallel.stdout)
        XCTAssertTrue(parallel.stdout.contains("SKIP  \(dir)/b_expects.lua: \(notRun)\n"), parallel.stdout)
        XCTAssertFalse(parallel.stdout.contains("FAIL  \(dir)/b_expects.lua"), parallel.stdout)

        // --lf: only what failed (the -x run forgot none of the failures it did not run).
        try "expect(true, \"fixed\")\n".write(toFile: dir + "/a_raises.lua", atomically: true, encoding: .utf8)
        let again = try respondLua(["test", "--lf", dir], cache: cache)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stdout.hasPrefix("--lf: running the 4 of 5 that failed last time\nok    \(dir)/a_raises.lua\n"),
                      again.stdout)
        XCTAssertFalse(again.stdout.contains("c_passes"), again.stdout)
        XCTAssertTrue(again.stdout.hasSuffix("\n1 passed, 3 failed\n"), again.stdout)
        XCTAssertFalse(try String(contentsOfFile: record, encoding: .utf8).contains("a_raises"))
        // In Chinese.
        let zh = try respondLua(["test", "--lf", "--lang", "zh", dir + "/b_expects.lua"], cache: dir + "/other")
        XCTAssertEqual(zh.stdout, """
            --lf：这些脚本没有失败记录，将运行全部 1 个
            失败  \(dir)/b_expects.lua
            \(dir)/b_expects.lua:1: ✗ one and one make three
            stack traceback:
            \t[C]: in function 'expect'
            \t\(dir)/b_expects.lua:1: in main chunk
            失败摘要（1 个失败）：
            失败  \(dir)/b_expects.lua:1: ✗ one and one make three
            0 个通过，1 个失败

            """)
        // Every status word in Chinese (passed, failed, an error, not run); the
        // JUnit file keeps its own words, the English run's but for the reports.
        let words = dir + "/words"
        try FileManager.default.createDirectory(atPath: words, withIntermediateDirectories: true)
        try "expect(1 + 1 == 2, \"sums\")\n".write(toFile: words + "/a_passes.lua", atomically: true, encoding: .utf8)
        try "local t = nil\nprint(t.x)\n".write(toFile: words + "/b_raises.lua", atomically: true, encoding: .utf8)
        try "expect(true, \"later\")\n".write(toFile: words + "/c_later.lua", atomically: true, encoding: .utf8)
        let zhJUnit = dir + "/zh.xml", enJUnit = dir + "/en.xml"
        let chinese = try respondLua(["test", "-x", "--lang", "zh", "--junit", zhJUnit, words], cache: dir + "/zh")
        XCTAssertEqual(chinese.stdout, """
            通过  \(words)/a_passes.lua
            失败  \(words)/b_raises.lua
            \(words)/b_raises.lua:2: attempt to index a nil value (local 't')
            说明：你想从局部变量 't' 里取字段（用 . 或 [ ]），但它是 nil（没有值）。这个名字没有值：是拼错了，还是还没有赋值？
            stack traceback:
            \t\(words)/b_raises.lua:2: in main chunk
            失败摘要（1 个失败）：
            出错  \(words)/b_raises.lua:2: attempt to index a nil value (local 't')
            跳过  \(words)/c_later.lua: 未运行：-x 在第一个失败之后停止了这次运行
            1 个通过，1 个失败，1 个未运行

            """)
        _ = try respondLua(["test", "-x", "--lang", "en", "--junit", enJUnit, words], cache: dir + "/en")
        func withoutTimes(_ path: String) throws -> String {
            try String(contentsOfFile: path, encoding: .utf8)
                .replacingOccurrences(of: #"(time|timestamp)="[^"]*""#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #"\n说明：[^\n]*"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: "not run: -x stopped the run after the first failure",
                                      with: "未运行：-x 在第一个失败之后停止了这次运行")
        }
        let zhXML = try withoutTimes(zhJUnit)
        XCTAssertEqual(zhXML, try withoutTimes(enJUnit))
        XCTAssertFalse(["通过  ", "失败  ", "出错  ", "跳过  "].contains { zhXML.contains($0) }, zhXML)
    }

}
